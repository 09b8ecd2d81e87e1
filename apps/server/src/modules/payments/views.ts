import type { TransactionStatus, TransactionView } from '@app/shared/contracts/payments';
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

export function toTransactionView(row: TransactionRow): TransactionView {
  return {
    id: row.id,
    packageId: row.packageId,
    points: row.points,
    amountFils: row.amountFils,
    status: row.status as TransactionStatus,
    createdAt: row.createdAt.toISOString(),
    invoiceId: row.invoiceId,
    transactionCode: row.transactionCode,
    transactionId: row.transactionId,
    paymentId: row.paymentId,
    ...splitFailure(row.failureReason),
  };
}
