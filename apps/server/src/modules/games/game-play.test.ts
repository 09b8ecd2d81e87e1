import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GameActionResponse, GameBoardResponse, GamesListResponse } from '@app/shared/contracts/games';
import type { GameState } from '@app/shared/game/state';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategories, type SeededCategory } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';
import { createGameViaApi, getBoard, postAction } from '../../../test/games';
import { countQueries } from '../../../test/query-counter';
import { games, userCategoryProgress, users } from '../../db/schema/index';
import { ledgerSum } from '../points/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Setup = { cookie: string; userId: number; gameId: number; categories: SeededCategory[]; state: GameState };

async function newGame(categoryCount = 1): Promise<Setup> {
  const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 2 });
  const categories = await seedCategories(t.ctx.db, categoryCount);
  const created = await createGameViaApi(t.app, cookie, categories.map((c) => c.id));
  const board = await getBoard(t.app, cookie, created.game.id);
  return { cookie, userId: user.id, gameId: created.game.id, categories, state: board.state };
}

const unusedAids = { pit: 'unused', answerTwice: 'unused', rest: 'unused' };
const tiles = (state: GameState) => state.categories.flatMap((category) => category.questions);

async function savedGame(gameId: number) {
  const [row] = await t.ctx.db.select({ state: games.state, version: games.version }).from(games).where(eq(games.id, gameId));
  return { state: row!.state as GameState, version: row!.version };
}

describe('GET /api/games/:id (board)', () => {
  it('answers state, categories and all 36 questions in one request', async () => {
    const { cookie, gameId, categories, state } = await newGame(6);
    const board = await getBoard(t.app, cookie, gameId);
    expect(board).toMatchObject({ id: gameId, name: 'Friday Quiz', version: 1, code: expect.any(String) });
    expect(board.categories.map((c) => c.categoryId)).toEqual(categories.map((c) => c.id));
    expect(board.categories[0]).toEqual({
      categoryId: categories[0]!.id,
      slug: categories[0]!.slug,
      nameEn: categories[0]!.nameEn,
      nameAr: categories[0]!.nameAr,
      imageUrl: categories[0]!.imageUrl,
    });
    expect(state.teams.map((team) => [team.name, team.score])).toEqual([
      ['Lions', 0],
      ['Eagles', 0],
    ]);
    expect(state.currentTeam).toBe(0);
    const questionIds = tiles(state).map((q) => q.questionId);
    expect(questionIds).toHaveLength(36);
    expect(Object.keys(board.questions).sort()).toEqual(questionIds.map(String).sort());
    const first = tiles(state)[0]!;
    expect(board.questions[String(first.questionId)]).toEqual({
      id: first.questionId,
      categoryId: categories[0]!.id,
      difficulty: 'easy',
      points: 200,
      questionAr: expect.stringContaining('سؤال easy'),
      answerAr: expect.stringContaining('جواب easy'),
      questionEn: expect.stringContaining('Question easy'),
      answerEn: expect.stringContaining('Answer easy'),
      acceptedAnswersAr: [],
      acceptedAnswersEn: [],
      videoUrl: null,
      imageUrl: null,
      source: null,
    });
  });

  it('reads nothing from PGlite once the game is in memory, and the session and the game row from PostgreSQL', async () => {
    const { cookie, gameId, categories } = await newGame(6);
    await t.app.inject({ method: 'GET', url: `/api/games/${gameId}`, headers: { cookie } });
    await postAction(t.app, cookie, gameId, { type: 'toggleTurn' });
    const { result, statements } = await countQueries(t.database, () =>
      t.app.inject({ method: 'GET', url: `/api/games/${gameId}`, headers: { cookie } }),
    );
    expect(result.statusCode).toBe(200);
    // PGlite belongs to this process alone, so its memory is current; PostgreSQL may be shared by other processes.
    expect(statements).toHaveLength(t.database.exclusive ? 0 : 2);
    // The state after the last action.
    expect(result.json().game).toMatchObject({ version: 2, state: { currentTeam: 1 } });
    const game = result.json().game as GameBoardResponse['game'];
    // This game's own categories, even when an earlier game had the same id (tables are emptied between tests).
    expect(game.categories.map((c) => c.slug)).toEqual(categories.map((c) => c.slug));
    expect(Object.keys(game.questions).sort()).toEqual(tiles(game.state).map((q) => String(q.questionId)).sort());
    expect(Object.keys(game.questions)).toHaveLength(36);
  });

  it('is never cached by the browser', async () => {
    const { cookie, gameId } = await newGame();
    const response = await t.app.inject({ method: 'GET', url: `/api/games/${gameId}`, headers: { cookie } });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/games/:id/actions', () => {
  it('applies an action, saves it and answers the new state with version + 1 each time', async () => {
    const { cookie, gameId } = await newGame();
    const first = await postAction(t.app, cookie, gameId, { type: 'toggleTurn' });
    expect(first.statusCode).toBe(200);
    expect((first.json() as GameActionResponse).version).toBe(2);
    expect((first.json() as GameActionResponse).state.currentTeam).toBe(1);

    const second = await postAction(t.app, cookie, gameId, { type: 'adjustScore', team: 1, direction: 'plus' });
    expect(second.json()).toMatchObject({ version: 3 });
    expect((second.json() as GameActionResponse).state.teams[1].score).toBe(200);

    const saved = await savedGame(gameId);
    expect(saved.version).toBe(3);
    expect(saved.state).toEqual((second.json() as GameActionResponse).state);
    expect((await getBoard(t.app, cookie, gameId)).version).toBe(3);
  });

  it('answers a refusal with 409 and the refusal code, and changes nothing', async () => {
    const { cookie, gameId, state } = await newGame();
    const before = await savedGame(gameId);
    const cases = [
      [{ type: 'adjustScore', team: 0, direction: 'minus' }, 'score_at_zero', 'A score cannot go below 0.'],
      [{ type: 'openQuestion', questionId: 999999 }, 'question_not_found', 'Question not found in game'],
      [{ type: 'answer', questionId: 999999, team: 'team1' }, 'question_not_found', 'Question not found in game'],
    ] as const;
    for (const [action, code, message] of cases) {
      const response = await postAction(t.app, cookie, gameId, action);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: { code, message } });
    }
    expect(await savedGame(gameId)).toEqual(before);

    const tile = tiles(state)[0]!.questionId;
    await postAction(t.app, cookie, gameId, { type: 'answer', questionId: tile, team: 'none' });
    await postAction(t.app, cookie, gameId, { type: 'useDouble', team: 0 });
    await postAction(t.app, cookie, gameId, { type: 'usePhone', team: 1 });
    const after = await savedGame(gameId);
    for (const [action, code] of [
      [{ type: 'answer', questionId: tile, team: 'team1' }, 'question_answered'],
      [{ type: 'openQuestion', questionId: tile }, 'question_answered'],
      [{ type: 'useDouble', team: 0 }, 'double_used'],
      [{ type: 'usePhone', team: 1 }, 'phone_used'],
    ] as const) {
      const response = await postAction(t.app, cookie, gameId, action);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe(code);
    }
    expect(await savedGame(gameId)).toEqual(after);
  });

  it('refuses a malformed action with 400 validation_failed', async () => {
    const { cookie, gameId } = await newGame();
    for (const action of [undefined, { type: 'explode' }, { type: 'useDouble', team: 2 }, { type: 'answer', questionId: 'x', team: 'team1' }]) {
      const response = await postAction(t.app, cookie, gameId, action);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    expect((await savedGame(gameId)).version).toBe(1);
  });

  it('reset clears scores, flags, answers and turn without touching points or used questions', async () => {
    const { cookie, gameId, userId, state } = await newGame(2);
    const [first, second] = tiles(state);
    for (const action of [
      { type: 'useDouble', team: 0 },
      { type: 'usePhone', team: 1 },
      { type: 'openQuestion', questionId: first!.questionId },
      { type: 'answer', questionId: first!.questionId, team: 'team1' },
      { type: 'useDouble', team: 1 },
      { type: 'adjustScore', team: 1, direction: 'plus' },
      { type: 'openQuestion', questionId: second!.questionId },
    ] as const) {
      expect((await postAction(t.app, cookie, gameId, action)).statusCode).toBe(200);
    }
    const progressBefore = await t.ctx.db.select().from(userCategoryProgress).where(eq(userCategoryProgress.userId, userId));
    const [{ points: pointsBefore }] = (await t.ctx.db.select({ points: users.points }).from(users).where(eq(users.id, userId))) as [
      { points: number },
    ];
    expect(pointsBefore).toBe(1);

    const response = await postAction(t.app, cookie, gameId, { type: 'reset' });
    expect(response.statusCode).toBe(200);
    const { state: reset, version } = response.json() as GameActionResponse;
    expect(version).toBe(9);
    expect(reset.teams).toEqual([
      { name: 'Lions', score: 0, usedPhone: false, usedDouble: false, doublePending: false, aids: unusedAids },
      { name: 'Eagles', score: 0, usedPhone: false, usedDouble: false, doublePending: false, aids: unusedAids },
    ]);
    expect(reset.history).toEqual([]);
    expect(reset.currentTeam).toBe(0);
    expect(reset.activeQuestionId).toBeNull();
    expect(reset.lastAnswer).toBeNull();
    // Same questions as before (none given back, none new), all unanswered.
    expect(tiles(reset).map((q) => q.questionId)).toEqual(tiles(state).map((q) => q.questionId));
    expect(tiles(reset).every((q) => !q.answered && q.answeredBy === null && q.awarded === 0)).toBe(true);

    const [{ points: pointsAfter }] = (await t.ctx.db.select({ points: users.points }).from(users).where(eq(users.id, userId))) as [
      { points: number },
    ];
    expect(pointsAfter).toBe(1);
    expect(await ledgerSum(t.ctx.db, userId)).toBe(1);
    expect(await t.ctx.db.select().from(userCategoryProgress).where(eq(userCategoryProgress.userId, userId))).toEqual(progressBefore);
    expect((await getBoard(t.app, cookie, gameId)).state).toEqual(reset);
  });
});

describe('concurrent actions on one game', () => {
  it('20 concurrent 2X presses by one team use it once', async () => {
    const { cookie, gameId } = await newGame();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postAction(t.app, cookie, gameId, { type: 'useDouble', team: 0 })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(new Set(refused.map((r) => r.json().error.code))).toEqual(new Set(['double_used']));
    const saved = await savedGame(gameId);
    expect(saved.version).toBe(2);
    expect(saved.state.teams[0]).toMatchObject({ usedDouble: true, doublePending: true });
    expect(saved.state.teams[1]).toMatchObject({ usedDouble: false, doublePending: false });
  });

  it('20 concurrent answers on one tile record one answer and add its points once', async () => {
    const { cookie, gameId, state } = await newGame();
    const tile = tiles(state)[4]!; // hard, 600
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postAction(t.app, cookie, gameId, { type: 'answer', questionId: tile.questionId, team: 'team1' })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(new Set(refused.map((r) => r.json().error.code))).toEqual(new Set(['question_answered']));
    const saved = await savedGame(gameId);
    expect(saved.version).toBe(2);
    expect(saved.state.teams[0].score).toBe(600);
    expect(saved.state.currentTeam).toBe(1);
    expect(tiles(saved.state).filter((q) => q.answered)).toEqual([
      { ...tile, answered: true, answeredBy: 'team1', awarded: 600 },
    ]);
  });

  it('20 concurrent score changes are all kept', async () => {
    const { cookie, gameId } = await newGame();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postAction(t.app, cookie, gameId, { type: 'adjustScore', team: 1, direction: 'plus' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(responses.map((r) => (r.json() as GameActionResponse).version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 2),
    );
    const saved = await savedGame(gameId);
    expect(saved.state.teams[1].score).toBe(4000);
    expect(saved.version).toBe(21);
  });
});

describe('a whole game through the API', () => {
  it('plays all 36 tiles to game over with the right totals, then reset gives a clean board', async () => {
    const { cookie, gameId, state } = await newGame(6);
    const act = async (action: Parameters<typeof postAction>[3]) => {
      const response = await postAction(t.app, cookie, gameId, action);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as GameActionResponse;
    };

    // In every category: tiles 1, 3, 5 (200, 400, 600) to team 1, tiles 2, 4 (200, 400) to
    // team 2, the last 600 to No One: 1200 and 600 per category, 7200 and 3600 in all.
    // Team 1's 2X doubles its first 200; team 2's 2X is lost to the No One right after it.
    await act({ type: 'useDouble', team: 0 });
    await act({ type: 'usePhone', team: 1 });
    let last: GameActionResponse | undefined;
    for (const [categoryIndex, category] of state.categories.entries()) {
      for (const [index, question] of category.questions.entries()) {
        const team = index === 5 ? 'none' : index % 2 === 0 ? 'team1' : 'team2';
        if (categoryIndex === 0 && index === 5) await act({ type: 'useDouble', team: 1 });
        if (categoryIndex === 5 && index === 5) {
          // The host's manual corrections, before the last tile (the scores are final after it).
          await act({ type: 'adjustScore', team: 0, direction: 'minus' });
          await act({ type: 'adjustScore', team: 1, direction: 'plus' });
        }
        await act({ type: 'openQuestion', questionId: question.questionId });
        last = await act({ type: 'answer', questionId: question.questionId, team });
      }
    }
    const final = last!;

    expect(final.state.lastAnswer).toEqual({ questionId: state.categories[5]!.questions[5]!.questionId, team: 'none', awarded: 0 });
    expect(final.state.teams.map((team) => team.score)).toEqual([7200, 3800]);
    expect(final.state.teams[0]).toMatchObject({ usedDouble: true, doublePending: false, usedPhone: false });
    expect(final.state.teams[1]).toMatchObject({ usedDouble: true, doublePending: false, usedPhone: true });
    expect(final.version).toBe(1 + 2 + 1 + 72 + 2);
    const firstTile = final.state.categories[0]!.questions[0]!;
    expect(firstTile).toMatchObject({ answeredBy: 'team1', awarded: 400 });

    const over = await postAction(t.app, cookie, gameId, { type: 'openQuestion', questionId: firstTile.questionId });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('game_over');
    const lateCorrection = await postAction(t.app, cookie, gameId, { type: 'adjustScore', team: 1, direction: 'plus' });
    expect(lateCorrection.statusCode).toBe(409);
    expect(lateCorrection.json().error.code).toBe('game_over');

    const list = (await t.app.inject({ method: 'GET', url: '/api/games', headers: { cookie } })).json() as GamesListResponse;
    expect(list.games).toHaveLength(1);
    expect(list.games[0]).toMatchObject({ id: gameId, scores: [7200, 3800], finished: true });

    const reset = await act({ type: 'reset' });
    expect(reset.state.teams.map((team) => team.score)).toEqual([0, 0]);
    expect(tiles(reset.state).some((q) => q.answered)).toBe(false);
    const again = (await t.app.inject({ method: 'GET', url: '/api/games', headers: { cookie } })).json() as GamesListResponse;
    expect(again.games[0]).toMatchObject({ scores: [0, 0], finished: false });
  });
});
