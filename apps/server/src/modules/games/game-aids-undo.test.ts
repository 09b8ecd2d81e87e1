import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GameActionResponse } from '@app/shared/contracts/games';
import type { GameState, GameType } from '@app/shared/game/state';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategories } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';
import { createGameViaApi, gameRequest, getBoard, postAction, postGame } from '../../../test/games';
import { games } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function newGame(gameType?: GameType) {
  const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 2 });
  const categories = await seedCategories(t.ctx.db, 1);
  const created = await createGameViaApi(t.app, cookie, categories.map((c) => c.id), gameType ? { gameType } : {});
  const board = await getBoard(t.app, cookie, created.game.id);
  const tiles = board.state.categories.flatMap((category) => category.questions);
  return { cookie, gameId: created.game.id, state: board.state, tiles };
}

async function savedGame(gameId: number) {
  const [row] = await t.ctx.db.select({ state: games.state, version: games.version }).from(games).where(eq(games.id, gameId));
  return { state: row!.state as GameState, version: row!.version };
}

const scores = (state: GameState) => state.teams.map((team) => team.score);

describe('game type at creation', () => {
  it('makes a standard game by default and a Gulf game when asked', async () => {
    expect((await newGame()).state.gameType).toBe('standard');
    const gulf = await newGame('gulf');
    expect(gulf.state.gameType).toBe('gulf');
    expect(gulf.state.teams.map((team) => team.aids)).toEqual([
      { pit: 'unused', answerTwice: 'unused', rest: 'unused' },
      { pit: 'unused', answerTwice: 'unused', rest: 'unused' },
    ]);
  });

  it('refuses an unknown game type with 400 and charges nothing', async () => {
    const { cookie, user } = await seedSignedInUser(t.app, t.ctx.db, { points: 2 });
    const categories = await seedCategories(t.ctx.db, 1);
    const response = await postGame(t.app, cookie, gameRequest([categories[0]!.id], { gameType: 'bonus' as GameType }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect((await t.ctx.db.select().from(games).where(eq(games.userId, user.id))).length).toBe(0);
  });
});

describe('Gulf aids through the API', () => {
  it('arms an aid, refuses its second use with 409 aid_used, and uses it up with the next answer', async () => {
    const { cookie, gameId, tiles } = await newGame('gulf');
    const first = await postAction(t.app, cookie, gameId, { type: 'useAid', team: 0, aid: 'answerTwice' });
    expect(first.statusCode).toBe(200);
    expect((first.json() as GameActionResponse).state.teams[0].aids.answerTwice).toBe('armed');

    const again = await postAction(t.app, cookie, gameId, { type: 'useAid', team: 0, aid: 'answerTwice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'aid_used', message: 'This team has already used that aid.' });

    await postAction(t.app, cookie, gameId, { type: 'answer', questionId: tiles[0]!.questionId, team: 'team1' });
    const saved = await savedGame(gameId);
    expect(saved.state.teams[0].aids).toEqual({ pit: 'unused', answerTwice: 'used', rest: 'unused' });
    expect(saved.version).toBe(3);
  });

  it('refuses the Gulf aids in a standard game and changes nothing', async () => {
    const { cookie, gameId } = await newGame();
    for (const aid of ['pit', 'answerTwice', 'rest'] as const) {
      const response = await postAction(t.app, cookie, gameId, { type: 'useAid', team: 0, aid });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('aid_not_in_game');
    }
    expect((await savedGame(gameId)).version).toBe(1);
  });

  it('The Pit takes the points from the other team when the team that took it answers', async () => {
    const { cookie, gameId, tiles } = await newGame('gulf');
    await postAction(t.app, cookie, gameId, { type: 'toggleTurn' });
    await postAction(t.app, cookie, gameId, { type: 'answer', questionId: tiles[4]!.questionId, team: 'team1' }); // 600 to team 1
    const pit = await postAction(t.app, cookie, gameId, { type: 'useAid', team: 0, aid: 'pit' });
    expect(pit.statusCode).toBe(200);
    const answered = await postAction(t.app, cookie, gameId, { type: 'answer', questionId: tiles[2]!.questionId, team: 'team2' });
    expect(scores((answered.json() as GameActionResponse).state)).toEqual([600, 400]);

    const again = await postAction(t.app, cookie, gameId, { type: 'useAid', team: 0, aid: 'pit' });
    expect(again.json().error.code).toBe('aid_used');
  });

  it('20 concurrent uses of one aid by one team: one wins, the rest are refused', async () => {
    const { cookie, gameId } = await newGame('gulf');
    for (const aid of ['pit', 'answerTwice', 'rest'] as const) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => postAction(t.app, cookie, gameId, { type: 'useAid', team: 0, aid })),
      );
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(new Set(responses.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.json().error.code}`))).toEqual(
        new Set(['409 aid_used']),
      );
    }
    const saved = await savedGame(gameId);
    expect(saved.version).toBe(4);
    expect(saved.state.teams[0].aids).toEqual({ pit: 'armed', answerTwice: 'armed', rest: 'armed' });
  });
});

describe('undo through the API', () => {
  it('takes back the last judgement: score, tile and turn, and a 2X it consumed', async () => {
    const { cookie, gameId, tiles, state } = await newGame();
    await postAction(t.app, cookie, gameId, { type: 'useDouble', team: 0 });
    const armed = await savedGame(gameId);
    await postAction(t.app, cookie, gameId, { type: 'answer', questionId: tiles[2]!.questionId, team: 'team1' });
    const judged = await savedGame(gameId);
    expect(scores(judged.state)).toEqual([800, 0]);

    const response = await postAction(t.app, cookie, gameId, { type: 'undo' }, judged.version);

    expect(response.statusCode).toBe(200);
    const body = response.json() as GameActionResponse;
    expect(body.version).toBe(judged.version + 1);
    expect(body.state).toEqual(armed.state);
    expect(scores(body.state)).toEqual([0, 0]);
    expect(body.state.currentTeam).toBe(state.currentTeam);
    expect(body.state.teams[0]).toMatchObject({ usedDouble: true, doublePending: true });
    expect((await getBoard(t.app, cookie, gameId)).state).toEqual(armed.state);
  });

  it('gives back a Pit the answer consumed and the points it took', async () => {
    const { cookie, gameId, tiles } = await newGame('gulf');
    await postAction(t.app, cookie, gameId, { type: 'adjustScore', team: 1, direction: 'plus' });
    await postAction(t.app, cookie, gameId, { type: 'useAid', team: 0, aid: 'pit' });
    const armed = await savedGame(gameId);
    await postAction(t.app, cookie, gameId, { type: 'answer', questionId: tiles[0]!.questionId, team: 'team1' });
    const judged = await savedGame(gameId);
    expect(scores(judged.state)).toEqual([200, 0]);

    const response = await postAction(t.app, cookie, gameId, { type: 'undo' }, judged.version);
    expect((response.json() as GameActionResponse).state).toEqual(armed.state);
  });

  it('steps back one judgement per press to the game start, then answers 409 nothing_to_undo', async () => {
    const { cookie, gameId, tiles, state } = await newGame();
    for (const [index, team] of [[0, 'team1'], [1, 'team2'], [2, 'none']] as const) {
      await postAction(t.app, cookie, gameId, { type: 'answer', questionId: tiles[index]!.questionId, team });
    }
    for (let press = 0; press < 3; press++) {
      const { version } = await savedGame(gameId);
      expect((await postAction(t.app, cookie, gameId, { type: 'undo' }, version)).statusCode).toBe(200);
    }
    const back = await savedGame(gameId);
    expect(back.state).toEqual(state);
    const none = await postAction(t.app, cookie, gameId, { type: 'undo' }, back.version);
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toMatchObject({ code: 'nothing_to_undo', message: 'There is no judgement to undo.' });
  });

  it('requires the version the host saw: without it 400, with an older one 409 game_changed and nothing undone', async () => {
    const { cookie, gameId, tiles } = await newGame();
    await postAction(t.app, cookie, gameId, { type: 'answer', questionId: tiles[0]!.questionId, team: 'team1' });
    const seen = await savedGame(gameId);
    await postAction(t.app, cookie, gameId, { type: 'toggleTurn' });

    const missing = await postAction(t.app, cookie, gameId, { type: 'undo' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('validation_failed');

    const stale = await postAction(t.app, cookie, gameId, { type: 'undo' }, seen.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('game_changed');
    const saved = await savedGame(gameId);
    expect(saved.version).toBe(seen.version + 1);
    expect(scores(saved.state)).toEqual([200, 0]);
  });

  it('two undos sent at once for one press take back one judgement', async () => {
    const { cookie, gameId, tiles } = await newGame();
    await postAction(t.app, cookie, gameId, { type: 'answer', questionId: tiles[0]!.questionId, team: 'team1' });
    await postAction(t.app, cookie, gameId, { type: 'answer', questionId: tiles[4]!.questionId, team: 'team2' });
    const judged = await savedGame(gameId);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postAction(t.app, cookie, gameId, { type: 'undo' }, judged.version)),
    );

    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(responses.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.json().error.code}`))).toEqual(
      new Set(['409 game_changed']),
    );
    const saved = await savedGame(gameId);
    expect(saved.version).toBe(judged.version + 1);
    expect(scores(saved.state)).toEqual([200, 0]);
    expect(saved.state.history.map((judgement) => judgement.questionId)).toEqual([tiles[0]!.questionId]);
  });
});

describe('games saved before aids and undo', () => {
  it('load as standard games with nothing to undo, and keep playing', async () => {
    const { cookie, gameId, tiles, state } = await newGame();
    const { gameType: _type, history: _history, ...rest } = state;
    const legacy = { ...rest, teams: rest.teams.map(({ aids: _aids, ...team }) => team) };
    await t.ctx.db.update(games).set({ state: legacy as unknown as GameState }).where(eq(games.id, gameId));
    t.app.forgetCachedRows();

    const board = await getBoard(t.app, cookie, gameId);
    expect(board.state).toEqual(state);
    const undo = await postAction(t.app, cookie, gameId, { type: 'undo' }, board.version);
    expect(undo.json().error.code).toBe('nothing_to_undo');
    const answer = await postAction(t.app, cookie, gameId, { type: 'answer', questionId: tiles[0]!.questionId, team: 'team2' });
    expect(scores((answer.json() as GameActionResponse).state)).toEqual([0, 200]);
  });
});
