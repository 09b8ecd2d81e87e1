import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { pointLedger, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { publishEvent } from '../../core/events/index';

export type LedgerReason = 'signup_bonus' | 'game_created' | 'purchase' | 'admin_adjustment' | 'refund';

export const insufficientPoints = () =>
  new AppError('insufficient_points',
    "Insufficient Points: You don't have enough points to create a game. Each new game costs 1 point.",
  );

/**
 * The only way a balance changes: updates users.points and writes the ledger row in the
 * caller's transaction. Refuses (insufficient_points) rather than going below 0.
 * Returns the new balance.
 */
export async function changePoints(
  tx: Tx,
  entry: { userId: number; delta: number; reason: LedgerReason; reference?: string | null; note?: string | null },
): Promise<number> {
  const [updated] = await tx
    .update(users)
    .set({ points: sql`${users.points} + ${entry.delta}` })
    .where(and(eq(users.id, entry.userId), sql`${users.points} + ${entry.delta} >= 0`))
    .returning({ points: users.points });
  if (!updated) throw insufficientPoints();
  await tx.insert(pointLedger).values({
    userId: entry.userId,
    delta: entry.delta,
    reason: entry.reason,
    reference: entry.reference ?? null,
    note: entry.note ?? null,
  });
  await publishEvent(tx, { type: 'points', userId: entry.userId, points: updated.points });
  return updated.points;
}

/** Sum of the ledger for a user (the balance must always equal it). */
export async function ledgerSum(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${pointLedger.delta}), 0)::int` })
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId));
  return row?.sum ?? 0;
}
