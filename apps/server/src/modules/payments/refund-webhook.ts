import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { refunds, transactions } from '../../db/schema/index';
import type { WebhookV2 } from './provider/webhook-signature';
import type { PaymentsDeps } from './payments-deps';
import { recordRefundAccepted } from './refund';
import { formatFailure } from './views';

export type RefundWebhookAnswer = { received: true; refund?: string; ignored?: 'unknown_refund' };

/**
 * The provider's refund event (code 2, signature already checked): REFUNDED means the money went
 * back; CANCELED means its finance team declined the request, which an operator must look at.
 * An event for a refund still being requested (the server stopped before it recorded the answer)
 * records the acceptance first.
 */
export async function handleRefundEvent(deps: PaymentsDeps, event: WebhookV2): Promise<RefundWebhookAnswer> {
  const refundId = event.Data?.Refund?.Id == null ? '' : String(event.Data.Refund.Id).slice(0, 40);
  const invoiceId = event.Data?.ReferencedInvoice?.Id == null ? '' : String(event.Data.ReferencedInvoice.Id).slice(0, 40);
  const status = String(event.Data?.Refund?.Status ?? '').toUpperCase();
  let [refund] = refundId ? await deps.db.select().from(refunds).where(eq(refunds.providerRefundId, refundId)).limit(1) : [];
  if (!refund && invoiceId) {
    [refund] = await deps.db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
      // Still being requested, or recorded by the operator's request a moment ago (after the lookup above).
      .where(and(eq(transactions.invoiceId, invoiceId), refundId ? or(eq(refunds.status, 'requesting'), eq(refunds.providerRefundId, refundId)) : eq(refunds.status, 'requesting')))
      .orderBy(desc(refunds.id))
      .limit(1)
      .then((rows) => rows.map((r) => r.refund));
  }
  if (!refund) return { received: true, ignored: 'unknown_refund' };
  if (refund.status === 'requesting') {
    refund = await recordRefundAccepted(deps.db, refund.id, { refundId, reference: event.Data?.Refund?.Reference ? String(event.Data.Refund.Reference) : null });
  }
  if (status === 'REFUNDED') {
    const [updated] = await deps.db
      .update(refunds)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(and(eq(refunds.id, refund.id), inArray(refunds.status, ['pending', 'refunded'])))
      .returning();
    return { received: true, refund: updated?.status ?? refund.status };
  }
  if (status === 'CANCELED') {
    deps.log.error({ refundId: refund.id, transactionId: refund.transactionId }, 'the provider canceled a refund request');
    await deps.db
      .update(refunds)
      .set({ failureReason: formatFailure({ code: 'canceled', message: 'The provider canceled the refund request' }), updatedAt: new Date() })
      .where(eq(refunds.id, refund.id));
  }
  return { received: true, refund: refund.status };
}
