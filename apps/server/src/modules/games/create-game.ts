import { eq } from 'drizzle-orm';
import { GAME_COST_POINTS } from '@app/shared/constants';
import type { createGameRequestSchema, CreateGameResponse } from '@app/shared/contracts/games';
import { createGameState } from '@app/shared/game/state';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { games, users } from '../../db/schema/index';
import { unauthenticated } from '../../http/app-error';
import { getCategoryInfos, pickQuestionsForGame } from '../content/index';
import { activePassOf } from '../passes/index';
import { changePoints, insufficientPoints } from '../points/index';
import { categoryUnavailable } from './errors';
import { generateGameCode } from './game-code';
import { byCategoryId, toGameSummary } from './summaries';

const CODE_ATTEMPTS = 10;

/**
 * Creates a game in one transaction (game spec 4): the user's row is locked first, so one
 * user's concurrent creates (and a refund ending their pass) run one after another; then the
 * pass or the points, question pick (which records the progress), the game row and the charge:
 * 1 point, or 0 points against the pass active at `now` (issue 31; a pass ending at `now` no
 * longer covers it). Any refusal or failure keeps nothing.
 */
export async function createGame(
  db: Db,
  userId: number,
  input: z.output<typeof createGameRequestSchema>,
  now = new Date(),
): Promise<CreateGameResponse> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw unauthenticated();
    const pass = await activePassOf(tx, userId, now);
    if (!pass && user.points < GAME_COST_POINTS) throw insufficientPoints();

    const picked = await pickQuestionsForGame(tx, userId, input.categoryIds);
    if (!picked.ok) throw categoryUnavailable(picked.unavailable);

    const state = createGameState({
      teamNames: input.teamNames,
      gameType: input.gameType,
      categories: picked.picks.map((pick) => ({ categoryId: pick.categoryId, questionIds: pick.questions })),
    });
    const game = await insertWithUniqueCode(tx, {
      userId,
      name: input.name,
      team1Name: input.teamNames[0],
      team2Name: input.teamNames[1],
      state,
    });
    const points = await changePoints(tx, {
      userId,
      delta: pass ? 0 : -GAME_COST_POINTS,
      reason: 'game_created',
      reference: String(game.id),
      note: pass ? `Free with ${pass.grant.nameEn}` : null,
    });
    const infos = await getCategoryInfos(tx, input.categoryIds);
    return { game: toGameSummary(game, byCategoryId(infos)), points };
  });
}

/** `on conflict do nothing` keeps the transaction usable when a random code is already taken. */
async function insertWithUniqueCode(tx: Tx, values: Omit<typeof games.$inferInsert, 'code'>) {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(games)
      .values({ ...values, code: generateGameCode() })
      .onConflictDoNothing({ target: games.code })
      .returning();
    if (row) return row;
  }
  throw new Error(`no free game code after ${CODE_ATTEMPTS} attempts`);
}
