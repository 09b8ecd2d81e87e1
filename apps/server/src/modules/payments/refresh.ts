import type { DbOrTx } from '../../db/client';
import { MyFatoorahError, type CallOptions, type PaymentStatusData, type PaymentStatusKeyType } from './provider/myfatoorah-client';
import { mapPaymentStatus, type PaymentOutcome } from './provider/payment-status';
import type { PaymentsDeps } from './payments-deps';
import { settleTransaction, type SettleResult } from './settle';
import { sendGiftMail } from './gift-mail';
import type { TransactionRow } from './views';

/**
 * The provider's answer for one of our orders, checked against the order (PAYMENTS.md: check
 * CustomerReference and the amount). A paid invoice that does not match is never credited.
 */
export function outcomeForOrder(row: TransactionRow, data: PaymentStatusData, lookedUpPaymentId: string | null, now = new Date()): PaymentOutcome {
  const outcome = mapPaymentStatus(data, { lookedUpPaymentId, now });
  if (outcome.status !== 'completed') return outcome;
  if (outcome.customerReference !== row.transactionCode) {
    return { ...outcome, status: 'failed', failure: { code: 'reference_mismatch', message: `Paid invoice carries reference ${outcome.customerReference ?? '(none)'}` } };
  }
  if (outcome.invoiceValueFils !== row.amountFils) {
    return { ...outcome, status: 'failed', failure: { code: 'amount_mismatch', message: `Paid invoice value ${outcome.invoiceValueFils ?? '(none)'} fils, order ${row.amountFils} fils` } };
  }
  return outcome;
}

/** The best key to ask about an order: its payment id, else its invoice id, else our reference. */
export function statusKeyFor(row: TransactionRow, paymentId?: string | null): { Key: string; KeyType: PaymentStatusKeyType } {
  if (paymentId) return { Key: paymentId, KeyType: 'PaymentId' };
  if (row.paymentId) return { Key: row.paymentId, KeyType: 'PaymentId' };
  if (row.invoiceId) return { Key: row.invoiceId, KeyType: 'InvoiceId' };
  return { Key: row.transactionCode, KeyType: 'CustomerReference' };
}

export type RefreshResult =
  | ({ checked: true } & SettleResult)
  | { checked: false; transaction: TransactionRow; reason: 'unreachable' | 'rejected' | 'mismatch'; error?: MyFatoorahError };

/** Applies an answer already fetched (the invoice must be this order's). */
export async function applyProviderAnswer(
  deps: Pick<PaymentsDeps, 'db' | 'log' | 'config' | 'mailer'> & { db: DbOrTx },
  row: TransactionRow,
  data: PaymentStatusData,
  lookedUpPaymentId: string | null,
): Promise<RefreshResult> {
  if (row.invoiceId && data.InvoiceId !== row.invoiceId) {
    deps.log.error({ transactionId: row.id, invoiceId: row.invoiceId, answered: data.InvoiceId }, 'provider answered about another invoice');
    return { checked: false, transaction: row, reason: 'mismatch' };
  }
  const outcome = outcomeForOrder(row, data, lookedUpPaymentId);
  // Still pending and nothing new to learn: no write, no lock.
  if (outcome.status === 'pending' && row.invoiceId) return { checked: true, transaction: row, credited: false };
  if (outcome.failure?.code === 'reference_mismatch' || outcome.failure?.code === 'amount_mismatch') {
    deps.log.error({ transactionId: row.id, failure: outcome.failure }, 'paid invoice does not match the order; not credited');
  }
  const result = await settleTransaction(deps.db, row.id, outcome);
  if (result.credited) deps.log.info({ transactionId: row.id, userId: row.userId, points: row.points }, result.transaction.giftEmail ? 'gift paid' : 'purchase credited');
  // The settlement's transition happens once: so does the gift's e-mail.
  if (result.credited && result.transaction.giftEmail) await sendGiftMail(deps, result.transaction);
  return { checked: true, ...result };
}

/** Asks the provider about one order and settles it. Never throws for provider trouble. */
export async function refreshTransaction(
  deps: PaymentsDeps,
  row: TransactionRow,
  options: { paymentId?: string | null; call?: CallOptions } = {},
): Promise<RefreshResult> {
  const key = statusKeyFor(row, options.paymentId);
  let data: PaymentStatusData;
  try {
    data = await deps.client.getPaymentStatus(key, options.call);
  } catch (error) {
    if (!(error instanceof MyFatoorahError)) throw error;
    return { checked: false, transaction: row, reason: error.kind, error };
  }
  return applyProviderAnswer(deps, row, data, key.KeyType === 'PaymentId' ? key.Key : null);
}
