import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { passGrants, type transactions } from '../../db/schema/index';
import { passAt, type ActivePass } from './pass-chain';

type TransactionRow = typeof transactions.$inferSelect;

/** The user's pass now (or at the given instant), from the live grants. */
export async function activePassOf(db: DbOrTx, userId: number, at = new Date()): Promise<ActivePass | null> {
  const grants = await db
    .select({ id: passGrants.id, days: passGrants.days, grantedAt: passGrants.grantedAt, nameEn: passGrants.nameEn, nameAr: passGrants.nameAr })
    .from(passGrants)
    .where(and(eq(passGrants.userId, userId), isNull(passGrants.endedAt)));
  return passAt(grants, at);
}

/** A pass purchase just settled (in settleTransaction's transaction): its days join the buyer's pass, once. */
export async function grantPass(tx: Tx, row: TransactionRow, at: Date): Promise<{ nameEn: string } | null> {
  if (row.userId === null || !row.passDays) return null;
  const nameEn = row.passNameEn ?? '';
  const nameAr = row.passNameAr ?? '';
  await tx
    .insert(passGrants)
    .values({ userId: row.userId, transactionId: row.id, passId: row.passId, days: row.passDays, nameEn, nameAr, grantedAt: at })
    .onConflictDoNothing({ target: passGrants.transactionId });
  return { nameEn };
}

/**
 * A refunded pass purchase ends at once: its grant leaves the chain (later passes move up). The
 * caller holds the buyer's row lock, so a game being created waits and then sees the pass gone,
 * or was created first and stays.
 */
export async function endPassGrant(tx: Tx, transactionId: number, at: Date): Promise<boolean> {
  const ended = await tx
    .update(passGrants)
    .set({ endedAt: at })
    .where(and(eq(passGrants.transactionId, transactionId), isNull(passGrants.endedAt)))
    .returning({ id: passGrants.id });
  return ended.length > 0;
}
