import { failureKind, maskEmail, type TransactionView } from '@app/shared/contracts/payments';
import type { transactions } from '../../db/schema/index';

export type TransactionRow = typeof transactions.$inferSelect;

/** failure_reason is stored as "<code>: <message>" (e.g. "MF002: Declined by the card issuer"). */
export function formatFailure(failure: { code: string; message: string }): string {
  return `${failure.code}: ${failure.message}`.slice(0, 500);
}

export function splitFailure(reason: string | null): { failureCode: string | null; failureMessage: string | null } {
  if (!reason) return { failureCode: null, failureMessage: null };
  const at = reason.indexOf(': ');
  return at < 0 ? { failureCode: reason, failureMessage: null } : { failureCode: reason.slice(0, at), failureMessage: reason.slice(at + 2) };
}

/**
 * How long a provider invoice can be paid: a typical MyFatoorah account's day (the sandbox's too).
 * Reconciliation ends an order still pending after it.
 */
export const PAYABLE_FOR_MS = 24 * 60 * 60 * 1000;

/** The provider's page is worth going back to while the order waits, or after a refused try (the invoice stays open). */
function continueUrl(row: TransactionRow, failureCode: string | null, now: Date): string | null {
  if (!row.paymentUrl || now.getTime() - row.createdAt.getTime() >= PAYABLE_FOR_MS) return null;
  if (row.status === 'pending') return row.paymentUrl;
  if (row.status === 'failed' && failureCode && /^MF\d{3}$/.test(failureCode)) return row.paymentUrl;
  return null;
}

export function toTransactionView(row: TransactionRow, now = new Date()): TransactionView {
  const failure = splitFailure(row.failureReason);
  return {
    id: row.id,
    packageId: row.packageId,
    pass: row.passDays === null ? null : { nameEn: row.passNameEn ?? '', nameAr: row.passNameAr ?? '', days: row.passDays },
    points: row.points,
    amountFils: row.amountFils,
    coupon: row.couponCode === null ? null : { code: row.couponCode, discountFils: row.discountFils, bonusPoints: row.bonusPoints },
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    invoiceId: row.invoiceId,
    transactionCode: row.transactionCode,
    transactionId: row.transactionId,
    paymentId: row.paymentId,
    ...failure,
    failureKind: row.status === 'failed' ? failureKind(failure.failureCode) : null,
    continueUrl: continueUrl(row, failure.failureCode, now),
    refundedAt: row.refundedAt?.toISOString() ?? null,
    gift: row.giftEmail === null ? null : { to: maskEmail(row.giftEmail), message: row.giftMessage, status: row.giftStatus },
  };
}
