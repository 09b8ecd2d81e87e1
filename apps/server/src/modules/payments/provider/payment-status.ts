import type { TransactionStatus } from '@app/shared/contracts/payments';
import { parseKwdToFils } from '@app/shared/money';
import type { InvoiceTransaction, PaymentStatusData } from './myfatoorah-client';

/** Kuwait has no daylight saving time: always UTC+3. */
const KUWAIT_OFFSET_MS = 3 * 60 * 60 * 1000;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "July 31, 2021" + "13:25:06.153" in Asia/Kuwait -> the instant; null when unreadable. */
export function parseKuwaitExpiry(date: string | null | undefined, time: string | null | undefined): Date | null {
  if (!date) return null;
  const d = /^\s*([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})\s*$/.exec(date);
  if (!d) return null;
  const month = MONTHS.indexOf(d[1]!.toLowerCase());
  if (month < 0) return null;
  let [hh, mm, ss, ms] = [23, 59, 59, 999];
  if (time) {
    const t = /^\s*(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?\s*$/.exec(time);
    if (!t) return null;
    [hh, mm, ss, ms] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0), Number((t[4] ?? '0').padEnd(3, '0'))];
  }
  const utc = Date.UTC(Number(d[3]), month, Number(d[2]), hh, mm, ss, ms) - KUWAIT_OFFSET_MS;
  return Number.isNaN(utc) ? null : new Date(utc);
}

/** The provider's transaction statuses: 'Succss' is the real API's spelling. */
const SUCCESS_STATUSES = new Set(['succss', 'success']);
const PAID_INVOICE_STATUSES = new Set(['paid', 'duplicatepayment']);

export type PaymentOutcome = {
  status: TransactionStatus;
  invoiceId: string;
  paymentId: string | null;
  transactionId: string | null;
  failure: { code: string; message: string } | null;
  customerReference: string | null;
  invoiceValueFils: number | null;
};

function isSuccess(t: InvoiceTransaction): boolean {
  return SUCCESS_STATUSES.has(t.TransactionStatus.toLowerCase());
}

/**
 * Maps a GetPaymentStatus answer to the app's statuses (PAYMENTS.md): Paid -> completed; the
 * looked-up PaymentId's transaction Failed, or the invoice Canceled or past its expiry
 * (Asia/Kuwait) -> failed; anything else -> pending.
 */
export function mapPaymentStatus(data: PaymentStatusData, options: { lookedUpPaymentId?: string | null; now?: Date } = {}): PaymentOutcome {
  const now = options.now ?? new Date();
  const transactions = data.InvoiceTransactions;
  const invoiceStatus = data.InvoiceStatus.toLowerCase();
  const base = {
    invoiceId: data.InvoiceId,
    customerReference: data.CustomerReference,
    invoiceValueFils: data.InvoiceValue === null || data.InvoiceValue === undefined ? null : parseKwdToFils(data.InvoiceValue),
  };
  const looked = options.lookedUpPaymentId ? transactions.find((t) => t.PaymentId === options.lookedUpPaymentId) : undefined;

  if (PAID_INVOICE_STATUSES.has(invoiceStatus)) {
    const paid = [...transactions].reverse().find(isSuccess) ?? looked ?? transactions.at(-1);
    return { ...base, status: 'completed', paymentId: paid?.PaymentId ?? null, transactionId: paid?.TransactionId ?? null, failure: null };
  }
  const latest = looked ?? transactions.at(-1);
  const ids = { paymentId: latest?.PaymentId ?? options.lookedUpPaymentId ?? null, transactionId: latest?.TransactionId ?? null };
  const lookedStatus = looked?.TransactionStatus.toLowerCase();
  if (looked && (lookedStatus === 'failed' || lookedStatus === 'canceled')) {
    const code = looked.ErrorCode || (lookedStatus === 'canceled' ? 'MF006' : 'failed');
    return { ...base, ...ids, status: 'failed', failure: { code, message: looked.Error || 'The payment failed' } };
  }
  if (invoiceStatus === 'canceled') {
    return { ...base, ...ids, status: 'failed', failure: { code: 'canceled', message: 'The invoice was canceled' } };
  }
  const expiry = parseKuwaitExpiry(data.ExpiryDate, data.ExpiryTime);
  if (expiry && now.getTime() > expiry.getTime()) {
    return { ...base, ...ids, status: 'failed', failure: { code: 'expired', message: 'The invoice expired before it was paid' } };
  }
  return { ...base, ...ids, status: 'pending', failure: null };
}
