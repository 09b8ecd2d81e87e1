import { eq } from 'drizzle-orm';
import { transactions } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { REFUND_EVENT_CODE, verifyWebhookSignature, type WebhookV2 } from './provider/webhook-signature';
import { handleRefundEvent, type RefundWebhookAnswer } from './refund-webhook';
import type { PaymentsDeps } from './payments-deps';
import { refreshTransaction } from './refresh';
import { providerUnavailable } from './errors';

export const invalidSignature = () => new AppError('invalid_signature', 'Invalid or missing webhook signature');

export type WebhookAnswer = { received: true; status?: string; ignored?: 'unknown_invoice' | 'unknown_payment' };

/**
 * The provider's V2 webhook. Unsigned or wrongly signed: 401 and nothing changes. Signed: the
 * event only says "look again": the status is read with GetPaymentStatus (PaymentId key) and
 * settled exactly once. When the provider cannot be reached, 503 makes it deliver again.
 */
export async function handleWebhook(deps: PaymentsDeps, body: unknown, signature: string | string[] | undefined): Promise<WebhookAnswer | RefundWebhookAnswer> {
  const event = (body && typeof body === 'object' ? body : {}) as WebhookV2;
  if (!verifyWebhookSignature(event, signature, deps.config.payments.webhookSecret)) throw invalidSignature();
  if (event.Event?.Code === REFUND_EVENT_CODE) return handleRefundEvent(deps, event);
  const invoiceId = event.Data?.Invoice?.Id;
  if (invoiceId === null || invoiceId === undefined || String(invoiceId).length > 40) return { received: true, ignored: 'unknown_invoice' };
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.invoiceId, String(invoiceId))).limit(1);
  if (!row) return { received: true, ignored: 'unknown_invoice' };
  if (row.status === 'completed' || row.status === 'refunded') return { received: true, status: row.status };
  const paymentId = event.Data?.Transaction?.PaymentId ? String(event.Data.Transaction.PaymentId) : null;
  const result = await refreshTransaction(deps, row, { paymentId, call: { timeoutMs: 30_000, retries: 0 } });
  if (!result.checked && result.reason === 'unreachable') {
    throw providerUnavailable();
  }
  if (!result.checked) return { received: true, ignored: 'unknown_payment' };
  return { received: true, status: result.transaction.status };
}
