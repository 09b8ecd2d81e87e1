import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transactions } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import type { PaymentOutcome } from './provider/payment-status';
import { grantPass } from '../passes/index';
import { changePoints } from '../points/index';
import { formatFailure, type TransactionRow } from './views';

export type SettleResult = { transaction: TransactionRow; credited: boolean };

/**
 * Applies the provider's answer to one transaction, under a row lock, in one database
 * transaction (DECISIONS.md 16): a completed payment credits its points exactly once, whichever
 * path (return page, webhook, retry, reconciliation) gets here first; a pass purchase adds its
 * days to the buyer's pass the same way (DECISIONS.md 34). The ledger's unique
 * (reason, reference) index is a second guard. A paid answer overrides an earlier failure (a
 * buyer may pay the same invoice after a declined attempt); nothing overrides completed. A gift's
 * settlement credits nobody: the gift becomes 'waiting' (and its e-mail goes out once, on this
 * same transition: credited is true only here).
 */
export async function settleTransaction(db: DbOrTx, transactionId: number, outcome: PaymentOutcome): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(transactions).where(eq(transactions.id, transactionId)).for('update');
    if (!row) throw notFound('Transaction not found');
    if (row.status === 'completed' || row.status === 'refunded') return { transaction: row, credited: false };
    const now = new Date();
    const known = {
      invoiceId: row.invoiceId ?? outcome.invoiceId,
      transactionId: outcome.transactionId ?? row.transactionId,
      updatedAt: now,
    };
    if (outcome.status === 'completed') {
      // A gift credits nobody here: it waits for its recipient's confirmed address (claimGifts).
      const gift = row.giftEmail !== null ? { giftStatus: 'waiting' as const } : {};
      const [updated] = await tx
        .update(transactions)
        .set({ ...known, ...gift, status: 'completed', paymentId: outcome.paymentId ?? row.paymentId, failureReason: null, creditedAt: now, nextCheckAt: null })
        .where(eq(transactions.id, row.id))
        .returning();
      if (row.userId !== null && row.giftEmail === null) {
        // A pass adds its days; its ledger row (0 points) names it, under the same once-per-order guard.
        const pass = await grantPass(tx, row, now);
        await changePoints(tx, { userId: row.userId, delta: row.points, reason: 'purchase', reference: row.transactionCode, note: pass?.nameEn ?? null });
      }
      return { transaction: updated!, credited: true };
    }
    if (row.status === 'failed') return { transaction: row, credited: false };
    if (outcome.status === 'failed') {
      const [updated] = await tx
        .update(transactions)
        .set({
          ...known,
          status: 'failed',
          paymentId: outcome.paymentId ?? row.paymentId,
          failureReason: outcome.failure ? formatFailure(outcome.failure) : 'failed',
          nextCheckAt: null,
        })
        .where(eq(transactions.id, row.id))
        .returning();
      return { transaction: updated!, credited: false };
    }
    // Still pending: only learn the invoice id; an attempt's ids are kept once it is final.
    if (row.invoiceId) return { transaction: row, credited: false };
    const [updated] = await tx
      .update(transactions)
      .set({ invoiceId: outcome.invoiceId, updatedAt: now })
      .where(eq(transactions.id, row.id))
      .returning();
    return { transaction: updated!, credited: false };
  });
}

/** Marks a pending transaction failed for a reason of our own (expired, checkout failed...). */
export async function failTransaction(db: DbOrTx, transactionId: number, failure: { code: string; message: string }): Promise<TransactionRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(transactions).where(eq(transactions.id, transactionId)).for('update');
    if (!row || row.status !== 'pending') return row ?? null;
    const [updated] = await tx
      .update(transactions)
      .set({ status: 'failed', failureReason: formatFailure(failure), nextCheckAt: null, updatedAt: new Date() })
      .where(eq(transactions.id, row.id))
      .returning();
    return updated ?? null;
  });
}
