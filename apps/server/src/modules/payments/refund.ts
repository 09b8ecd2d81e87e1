import { and, eq, ne } from 'drizzle-orm';
import type { AdminRefund, RefundPointsShort } from '@app/shared/contracts/admin-payments';
import type { RefundStatus } from '@app/shared/payment-constants';
import { formatKwd } from '@app/shared/money';
import type { Db, Tx } from '../../db/client';
import { refunds, transactions, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';
import { endPassGrant } from '../passes/index';
import { changePoints } from '../points/index';
import { MyFatoorahError, type MakeRefundResult } from './provider/myfatoorah-client';
import { INTERACTIVE_CALL, type PaymentsDeps } from './payments-deps';
import { formatFailure } from './views';
import { providerUnavailable, transactionNotFound } from './errors';

export type RefundRow = typeof refunds.$inferSelect;

export function toAdminRefund(row: RefundRow): AdminRefund {
  return {
    id: row.id,
    status: row.status as RefundStatus,
    amountFils: row.amountFils,
    takePoints: row.takePoints,
    pointsTaken: row.pointsTaken,
    reason: row.reason,
    providerRefundId: row.providerRefundId,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Who holds what a purchase credited: its buyer; for a gift, its recipient once delivered, nobody
 * while it waits (or once cancelled).
 */
function creditHolder(row: typeof transactions.$inferSelect): number | null {
  if (row.giftEmail === null) return row.userId;
  return row.giftStatus === 'delivered' ? row.giftRecipientId : null;
}

type RefundInput = { operatorId: number; transactionId: number; reason: string; takePoints: boolean };

/**
 * Claims the purchase for one refund, under the purchase's row lock: a second refund (or a second
 * click while the first is being asked) finds the live refund and is refused. With takePoints the
 * player's balance must still hold the purchase's points, and they are taken here, in the same
 * transaction, under the player's row lock: no game created while the provider is asked can spend
 * them (they are given back if the refund does not go through).
 */
async function claimRefund(db: Db, input: RefundInput): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(transactions).where(eq(transactions.id, input.transactionId)).for('update');
    if (!row) throw transactionNotFound();
    const [live] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.transactionId, row.id), ne(refunds.status, 'failed')))
      .limit(1);
    if (live?.status === 'requesting') {
      throw new AppError('refund_in_progress', 'A refund of this purchase is being requested right now.');
    }
    if (live || row.status === 'refunded') {
      const when = (live?.createdAt ?? row.refundedAt ?? row.updatedAt).toISOString();
      throw new AppError('already_refunded', `This purchase was already refunded (${when}).`, undefined, { refundedAt: when });
    }
    if (row.status !== 'completed' || !row.invoiceId) {
      throw new AppError('refund_not_allowed', 'Only a completed purchase can be refunded.');
    }
    const holder = creditHolder(row);
    const takesPoints = input.takePoints && holder !== null && row.points > 0;
    if (takesPoints) {
      const [owner] = await tx.select({ points: users.points }).from(users).where(eq(users.id, holder)).for('update');
      const balance = owner?.points ?? 0;
      if (balance < row.points) {
        const details: RefundPointsShort = { points: row.points, balance, used: row.points - balance };
        throw new AppError('refund_points_short',
          `The player has already used ${details.used} of the ${details.points} points. Refund without taking the points back, or do not refund.`,
          undefined,
          details,
        );
      }
    }
    const [claimed] = await tx
      .insert(refunds)
      .values({
        transactionId: row.id,
        userId: holder,
        operatorId: input.operatorId,
        amountFils: row.amountFils,
        takePoints: input.takePoints,
        pointsTaken: takesPoints ? row.points : 0,
        reason: input.reason,
        status: 'requesting',
      })
      .returning();
    // A gift still waiting for its recipient is cancelled here, under the purchase's row lock: a claim
    // waits for this and finds it no longer waiting (or delivered first, and then this refund sees it delivered).
    if (row.giftStatus === 'waiting') {
      await tx.update(transactions).set({ giftStatus: 'cancelled', updatedAt: new Date() }).where(and(eq(transactions.id, row.id), eq(transactions.giftStatus, 'waiting')));
    }
    if (takesPoints) {
      await changePoints(tx, { userId: holder, delta: -row.points, reason: 'refund', reference: ledgerReference(row, claimed!), note: `Refund of order ${row.transactionCode}` });
    }
    return claimed!;
  });
}

/**
 * The provider accepted the request: the purchase becomes refunded (its points were taken back
 * when the refund was claimed; a pass ends at once, games already created stay) and the
 * operator's action is logged, in one transaction. Runs once per refund; a later call (the refund
 * webhook after a crash) finds it done.
 */
export async function recordRefundAccepted(db: Db, refundId: number, accepted: { refundId: string; reference: string | null }): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!refund) throw transactionNotFound();
    if (refund.status !== 'requesting') return refund;
    const [row] = await tx.select().from(transactions).where(eq(transactions.id, refund.transactionId)).for('update');
    if (!row) throw transactionNotFound();
    const { pointsTaken } = refund;
    const now = new Date();
    const [updated] = await tx
      .update(refunds)
      .set({ status: 'pending', providerRefundId: accepted.refundId, providerReference: accepted.reference, updatedAt: now })
      .where(eq(refunds.id, refund.id))
      .returning();
    await tx.update(transactions).set({ status: 'refunded', refundedAt: now, updatedAt: now }).where(eq(transactions.id, row.id));
    const holder = creditHolder(row);
    const passEnded = row.passDays !== null && holder !== null && (await endPass(tx, row, holder, refund, now));
    if (refund.operatorId !== null) {
      await recordOperatorAction(tx, {
        operatorId: refund.operatorId,
        action: 'payment.refund',
        target: `transaction:${row.id}`,
        before: { status: row.status },
        after: {
          status: 'refunded',
          amount: formatKwd(refund.amountFils),
          points: row.points,
          takePoints: refund.takePoints,
          pointsTaken,
          ...(row.passDays !== null ? { passDays: row.passDays, passEnded } : {}),
          ...(row.giftEmail !== null ? { giftTo: row.giftEmail, giftStatus: row.giftStatus } : {}),
          reason: refund.reason,
          providerRefundId: accepted.refundId,
        },
      });
    }
    return updated!;
  });
}

/**
 * A refunded pass ends at once, under the buyer's row lock (taken here, as game creation takes it
 * first): a game being created either finished first and stays, or waits and then costs a point.
 * The ledger notes it with a 0-point row.
 */
async function endPass(tx: Tx, row: typeof transactions.$inferSelect, holder: number, refund: RefundRow, now: Date): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, holder)).for('update');
  const ended = await endPassGrant(tx, row.id, now);
  if (ended) {
    await changePoints(tx, { userId: holder, delta: 0, reason: 'refund', reference: ledgerReference(row, refund), note: `Refund of order ${row.transactionCode}: pass ended` });
  }
  return ended;
}

/**
 * The ledger rows of one refund attempt name the order and the attempt: a purchase refunded after
 * a refused attempt takes its points again, under a reference of its own.
 */
const ledgerReference = (row: { transactionCode: string }, refund: { id: number }, suffix = '') => `${row.transactionCode}/refund-${refund.id}${suffix}`;

/**
 * The refund did not go through: it is marked failed and the points taken when it was claimed are
 * given back through the ledger, in one transaction (once: only a refund still being requested).
 */
async function markFailed(db: Db, refundId: number, failure: { code: string; message: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (refund?.status !== 'requesting') return;
    await tx
      .update(refunds)
      .set({ status: 'failed', failureReason: formatFailure(failure), pointsTaken: 0, updatedAt: new Date() })
      .where(eq(refunds.id, refundId));
    // A gift this refund cancelled waits for its recipient again.
    await tx
      .update(transactions)
      .set({ giftStatus: 'waiting', updatedAt: new Date() })
      .where(and(eq(transactions.id, refund.transactionId), eq(transactions.giftStatus, 'cancelled'), eq(transactions.status, 'completed')));
    if (refund.userId === null || refund.pointsTaken === 0) return;
    const [row] = await tx.select({ transactionCode: transactions.transactionCode }).from(transactions).where(eq(transactions.id, refund.transactionId));
    if (!row) return;
    await changePoints(tx, {
      userId: refund.userId,
      delta: refund.pointsTaken,
      reason: 'refund',
      reference: ledgerReference(row, refund, '/given-back'),
      note: `Refund of order ${row.transactionCode} did not go through: points given back`,
    });
  });
}

/**
 * An operator refunds a completed purchase in full (DECISIONS 18): the purchase is claimed, the
 * provider is asked (MakeRefund, one request, never repeated automatically), then the answer is
 * recorded. A refusal or an unreachable provider frees the purchase for another try; the provider
 * itself refuses a second full refund of one invoice.
 */
export async function refundPurchase(deps: PaymentsDeps, input: RefundInput): Promise<AdminRefund> {
  const claimed = await claimRefund(deps.db, input);
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.id, claimed.transactionId));
  let answer: MakeRefundResult;
  try {
    answer = await deps.client.makeRefund(
      {
        KeyType: 'InvoiceId',
        Key: row!.invoiceId!,
        Amount: Number(formatKwd(claimed.amountFils)),
        ServiceChargeOnCustomer: false,
        Comment: input.reason,
        ExternalIdentifier: `refund-${claimed.id}`,
      },
      INTERACTIVE_CALL,
    );
  } catch (error) {
    if (!(error instanceof MyFatoorahError)) {
      await markFailed(deps.db, claimed.id, { code: 'error', message: (error as Error).message });
      throw error;
    }
    await markFailed(deps.db, claimed.id, { code: error.kind, message: error.message });
    deps.log.warn({ transactionId: claimed.transactionId, kind: error.kind, message: error.message }, 'refund request not accepted');
    if (error.kind === 'unreachable') {
      throw providerUnavailable();
    }
    throw new AppError('refund_refused', `The payment provider refused the refund: ${error.message}`, undefined, { providerMessage: error.message });
  }
  const accepted = await recordRefundAccepted(deps.db, claimed.id, { refundId: answer.RefundId, reference: answer.RefundReference });
  deps.log.info({ transactionId: claimed.transactionId, refundId: answer.RefundId, pointsTaken: accepted.pointsTaken }, 'purchase refunded');
  return toAdminRefund(accepted);
}
