import { and, eq, sql } from 'drizzle-orm';
import type { GameActionResponse } from '@app/shared/contracts/games';
import type { GameAction } from '@app/shared/game/actions';
import { applyAction } from '@app/shared/game/apply-action';
import type { Db } from '../../db/client';
import { games } from '../../db/schema/index';
import { actionRefused, gameNotFound } from './errors';
import { stateOf } from './summaries';

/**
 * The server is the authority on game state (DECISIONS.md 5): the row is locked, the shared
 * rule applied and the result saved with version + 1, all in one transaction. Concurrent
 * actions on a game run one after another, so a lifeline or a tile cannot be used twice and
 * no score change is lost. A refusal changes nothing.
 */
export async function applyGameAction(
  db: Db,
  { userId, gameId, action }: { userId: number; gameId: number; action: GameAction },
): Promise<GameActionResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: games.state, version: games.version })
      .from(games)
      .where(and(eq(games.id, gameId), eq(games.userId, userId)))
      .for('update');
    if (!row) throw gameNotFound();
    const result = applyAction(stateOf(row), action);
    if (!result.ok) throw actionRefused(result.code);
    const version = row.version + 1;
    await tx.update(games).set({ state: result.state, version, updatedAt: sql`now()` }).where(eq(games.id, gameId));
    return { state: result.state, version };
  });
}
