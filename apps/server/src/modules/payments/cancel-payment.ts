import { and, eq } from 'drizzle-orm';
import type { TransactionView } from '@app/shared/contracts/payments';
import { transactions } from '../../db/schema/index';
import { INTERACTIVE_CALL, type PaymentsDeps } from './payments-deps';
import { refreshTransaction } from './refresh';
import { failTransaction } from './settle';
import { toTransactionView } from './views';
import { transactionNotFound } from './errors';

/**
 * The buyer gives up a checkout left without paying. The provider is asked first: a payment that
 * went through is credited, never cancelled. Otherwise the order is failed as cancelled (nothing
 * was charged); should the invoice still be paid later, the webhook credits it all the same.
 */
export async function cancelPayment(deps: PaymentsDeps, userId: number, transactionId: number): Promise<TransactionView> {
  const [row] = await deps.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.userId, userId)))
    .limit(1);
  if (!row) throw transactionNotFound();
  if (row.status !== 'pending') return toTransactionView(row);
  const refreshed = await refreshTransaction(deps, row, { call: INTERACTIVE_CALL });
  if (refreshed.transaction.status !== 'pending') return toTransactionView(refreshed.transaction);
  const cancelled = await failTransaction(deps.db, row.id, { code: 'cancelled', message: 'Cancelled by the buyer' });
  return toTransactionView(cancelled ?? row);
}
