import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GameActionResponse } from '@app/shared/contracts/games';
import type { GameAction } from '@app/shared/game/actions';
import type { GameType } from '@app/shared/game/state';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategories } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';
import { createGameViaApi, getBoard, postAction } from '../../../test/games';
import { migrationsFolder } from '../../db/migrate';
import { questionOutcomes, questionOutcomeTallies } from '../../db/schema/index';

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
  let version = board.version;
  /** Sends the action at the version the host saw (undo requires it). */
  const act = async (action: GameAction, expectedVersion = version) => {
    const response = await postAction(t.app, cookie, created.game.id, action, expectedVersion);
    if (response.statusCode === 200) version = (response.json() as GameActionResponse).version;
    return response.statusCode;
  };
  return { gameId: created.game.id, tiles, act };
}

const outcomes = (gameId: number) =>
  t.ctx.db
    .select({ questionId: questionOutcomes.questionId, difficulty: questionOutcomes.difficulty, answered: questionOutcomes.answered, aided: questionOutcomes.aided })
    .from(questionOutcomes)
    .where(eq(questionOutcomes.gameId, gameId))
    .orderBy(asc(questionOutcomes.questionId));

const tallies = () =>
  t.ctx.db
    .select({ questionId: questionOutcomeTallies.questionId, plays: questionOutcomeTallies.plays, answered: questionOutcomeTallies.answered })
    .from(questionOutcomeTallies)
    .orderBy(asc(questionOutcomeTallies.questionId));

describe('question outcomes written with each judgement', () => {
  it('records a tile a team answered and a tile no one answered, with the label the tile had', async () => {
    const { gameId, tiles, act } = await newGame();
    const [easy, , normal] = tiles;
    expect(await act({ type: 'answer', questionId: easy!.questionId, team: 'team1' })).toBe(200);
    expect(await act({ type: 'answer', questionId: normal!.questionId, team: 'none' })).toBe(200);
    expect(await outcomes(gameId)).toEqual([
      { questionId: easy!.questionId, difficulty: 'easy', answered: true, aided: false },
      { questionId: normal!.questionId, difficulty: 'normal', answered: false, aided: false },
    ]);
    expect(await tallies()).toEqual([
      { questionId: easy!.questionId, plays: 1, answered: 1 },
      { questionId: normal!.questionId, plays: 1, answered: 0 },
    ]);
  });

  it('marks a tile judged under 2X or a Gulf aid as aided and leaves it out of the tallies', async () => {
    const { gameId, tiles, act } = await newGame('gulf');
    expect(await act({ type: 'useDouble', team: 0 })).toBe(200);
    expect(await act({ type: 'answer', questionId: tiles[4]!.questionId, team: 'team1' })).toBe(200);
    expect(await act({ type: 'useAid', team: 0, aid: 'answerTwice' })).toBe(200);
    expect(await act({ type: 'answer', questionId: tiles[5]!.questionId, team: 'none' })).toBe(200);
    expect(await act({ type: 'answer', questionId: tiles[0]!.questionId, team: 'team2' })).toBe(200);
    expect(await outcomes(gameId)).toEqual(
      [
        { questionId: tiles[0]!.questionId, difficulty: 'easy', answered: true, aided: false },
        { questionId: tiles[4]!.questionId, difficulty: 'hard', answered: true, aided: true },
        { questionId: tiles[5]!.questionId, difficulty: 'hard', answered: false, aided: true },
      ].sort((a, b) => a.questionId - b.questionId),
    );
    expect(await tallies()).toEqual([{ questionId: tiles[0]!.questionId, plays: 1, answered: 1 }]);
  });

  it('removes the outcome of an undone judgement, and the judgement made again counts once', async () => {
    const { gameId, tiles, act } = await newGame();
    const questionId = tiles[2]!.questionId;
    expect(await act({ type: 'answer', questionId, team: 'team1' })).toBe(200);
    expect(await act({ type: 'undo' })).toBe(200);
    expect(await outcomes(gameId)).toEqual([]);
    expect(await tallies()).toEqual([{ questionId, plays: 0, answered: 0 }]);

    expect(await act({ type: 'answer', questionId, team: 'none' })).toBe(200);
    expect(await outcomes(gameId)).toEqual([{ questionId, difficulty: 'normal', answered: false, aided: false }]);
    expect(await tallies()).toEqual([{ questionId, plays: 1, answered: 0 }]);
  });

  it('removes every outcome of a game that is reset, and only that game', async () => {
    const first = await newGame();
    const second = await newGame();
    expect(await first.act({ type: 'answer', questionId: first.tiles[0]!.questionId, team: 'team1' })).toBe(200);
    expect(await first.act({ type: 'answer', questionId: first.tiles[1]!.questionId, team: 'team2' })).toBe(200);
    expect(await second.act({ type: 'answer', questionId: second.tiles[0]!.questionId, team: 'none' })).toBe(200);
    expect(await first.act({ type: 'reset' })).toBe(200);
    expect(await outcomes(first.gameId)).toEqual([]);
    expect(await outcomes(second.gameId)).toEqual([{ questionId: second.tiles[0]!.questionId, difficulty: 'easy', answered: false, aided: false }]);
    expect((await tallies()).filter((tally) => tally.plays > 0)).toEqual([{ questionId: second.tiles[0]!.questionId, plays: 1, answered: 0 }]);
  });

  it('writes nothing when an undo or a judgement is refused', async () => {
    const { gameId, tiles, act } = await newGame();
    expect(await act({ type: 'answer', questionId: tiles[0]!.questionId, team: 'team1' })).toBe(200);
    expect(await act({ type: 'undo' }, 1)).toBe(409);
    expect(await act({ type: 'answer', questionId: tiles[0]!.questionId, team: 'none' })).toBe(409);
    expect(await outcomes(gameId)).toEqual([{ questionId: tiles[0]!.questionId, difficulty: 'easy', answered: true, aided: false }]);
  });
});

describe('the history of games played before outcome rows existed', () => {
  /** The migration's last statement: every judged tile of every saved board. */
  const backfill = readFileSync(path.join(migrationsFolder(), '0010_question_outcomes.sql'), 'utf8').split('--> statement-breakpoint').at(-1)!;

  it('is recorded from the saved boards, 2X and aids included, once however often it runs', async () => {
    const { gameId, tiles, act } = await newGame('gulf');
    expect(await act({ type: 'answer', questionId: tiles[0]!.questionId, team: 'team1' })).toBe(200);
    expect(await act({ type: 'useAid', team: 1, aid: 'rest' })).toBe(200);
    expect(await act({ type: 'answer', questionId: tiles[3]!.questionId, team: 'team2' })).toBe(200);
    expect(await act({ type: 'answer', questionId: tiles[5]!.questionId, team: 'none' })).toBe(200);
    const recorded = await outcomes(gameId);
    expect(recorded).toEqual(
      [
        { questionId: tiles[0]!.questionId, difficulty: 'easy', answered: true, aided: false },
        { questionId: tiles[3]!.questionId, difficulty: 'normal', answered: true, aided: true },
        { questionId: tiles[5]!.questionId, difficulty: 'hard', answered: false, aided: false },
      ].sort((a, b) => a.questionId - b.questionId),
    );
    await t.ctx.db.delete(questionOutcomes);
    await t.ctx.db.delete(questionOutcomeTallies);

    await t.ctx.db.execute(sql.raw(backfill));
    await t.ctx.db.execute(sql.raw(backfill));
    expect(await outcomes(gameId)).toEqual(recorded);
    expect((await tallies()).map((tally) => tally.plays)).toEqual([1, 1]);
  });
});
