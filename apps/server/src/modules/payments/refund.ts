import { and, eq, ne } from 'drizzle-orm';
import type { AdminRefund, RefundPointsShort } from '@app/shared/contracts/admin-payments';
import type { RefundStatus } from '@app/shared/payment-constants';
import { formatKwd } from '@app/shared/money';
import type { Db, Tx } from '../../db/client';
import { refunds, transactions, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';
import { changePoints } from '../points/index';
import { MyFatoorahError, type MakeRefundResult } from './provider/myfatoorah-client';
import { INTERACTIVE_CALL, type PaymentsDeps } from './payments-deps';
import { formatFailure } from './views';

export type RefundRow = typeof refunds.$inferSelect;

export const transactionNotFound = () => new AppError(404, 'transaction_not_found', 'Transaction not found');

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

type RefundInput = { operatorId: number; transactionId: number; reason: string; takePoints: boolean };

/**
 * Claims the purchase for one refund, under the purchase's row lock: a second refund (or a second
 * click while the first is being asked) finds the live refund and is refused. With takePoints the
 * player's balance must still hold the purchase's points.
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
      throw new AppError(409, 'refund_in_progress', 'A refund of this purchase is being requested right now.');
    }
    if (live || row.status === 'refunded') {
      const when = (live?.createdAt ?? row.refundedAt ?? row.updatedAt).toISOString();
      throw new AppError(409, 'already_refunded', `This purchase was already refunded (${when}).`, undefined, { refundedAt: when });
    }
    if (row.status !== 'completed' || !row.invoiceId) {
      throw new AppError(409, 'refund_not_allowed', 'Only a completed purchase can be refunded.');
    }
    if (input.takePoints) {
      const [owner] = row.userId === null ? [] : await tx.select({ points: users.points }).from(users).where(eq(users.id, row.userId)).for('update');
      const balance = owner?.points ?? 0;
      if (balance < row.points) {
        const details: RefundPointsShort = { points: row.points, balance, used: row.points - balance };
        throw new AppError(
          409,
          'refund_points_short',
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
        userId: row.userId,
        operatorId: input.operatorId,
        amountFils: row.amountFils,
        takePoints: input.takePoints,
        reason: input.reason,
        status: 'requesting',
      })
      .returning();
    return claimed!;
  });
}

/**
 * The provider accepted the request: the purchase becomes refunded, its points are taken back
 * through the ledger (never below 0: if the player spent some in the meantime, what is left), and
 * the operator's action is logged, all in one transaction. Runs once per refund; a later call
 * (the refund webhook after a crash) finds it done.
 */
export async function recordRefundAccepted(db: Db, refundId: number, accepted: { refundId: string; reference: string | null }): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!refund) throw transactionNotFound();
    if (refund.status !== 'requesting') return refund;
    const [row] = await tx.select().from(transactions).where(eq(transactions.id, refund.transactionId)).for('update');
    if (!row) throw transactionNotFound();
    const pointsTaken = refund.takePoints ? await takePointsBack(tx, row) : 0;
    const now = new Date();
    const [updated] = await tx
      .update(refunds)
      .set({ status: 'pending', providerRefundId: accepted.refundId, providerReference: accepted.reference, pointsTaken, updatedAt: now })
      .where(eq(refunds.id, refund.id))
      .returning();
    await tx.update(transactions).set({ status: 'refunded', refundedAt: now, updatedAt: now }).where(eq(transactions.id, row.id));
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
          reason: refund.reason,
          providerRefundId: accepted.refundId,
        },
      });
    }
    return updated!;
  });
}

async function takePointsBack(tx: Tx, row: typeof transactions.$inferSelect): Promise<number> {
  if (row.userId === null) return 0;
  const [owner] = await tx.select({ points: users.points }).from(users).where(eq(users.id, row.userId)).for('update');
  const points = Math.min(row.points, owner?.points ?? 0);
  if (points <= 0) return 0;
  await changePoints(tx, { userId: row.userId, delta: -points, reason: 'refund', reference: row.transactionCode, note: `Refund of order ${row.transactionCode}` });
  return points;
}

async function markFailed(db: Db, refundId: number, failure: { code: string; message: string }): Promise<void> {
  await db
    .update(refunds)
    .set({ status: 'failed', failureReason: formatFailure(failure), updatedAt: new Date() })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'requesting')));
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
      throw new AppError(
        503,
        'payment_provider_unavailable',
        'The payment provider could not be reached. Nothing was refunded here; check the provider\'s portal before trying again.',
      );
    }
    throw new AppError(422, 'refund_refused', `The payment provider refused the refund: ${error.message}`, undefined, { providerMessage: error.message });
  }
  const accepted = await recordRefundAccepted(deps.db, claimed.id, { refundId: answer.RefundId, reference: answer.RefundReference });
  deps.log.info({ transactionId: claimed.transactionId, refundId: answer.RefundId, pointsTaken: accepted.pointsTaken }, 'purchase refunded');
  return toAdminRefund(accepted);
}
