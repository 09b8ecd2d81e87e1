import { eq } from 'drizzle-orm';
import type { AdminTransaction } from '@app/shared/contracts/admin';
import { transactions } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';
import { adminTransaction } from './console-transactions';
import { providerUnavailable, transactionNotFound } from './errors';
import { INTERACTIVE_CALL, type PaymentsDeps } from './payments-deps';
import { refreshTransaction } from './refresh';

/**
 * "Re-check now": asks the provider about a pending purchase at once, through the same
 * exactly-once settlement as the webhook and reconciliation. A purchase that is no longer pending
 * is answered as it stands.
 */
export async function recheckPurchase(deps: PaymentsDeps, operatorId: number, id: number): Promise<AdminTransaction> {
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw transactionNotFound();
  if (row.status === 'pending') {
    const result = await refreshTransaction(deps, row, { call: INTERACTIVE_CALL });
    if (!result.checked && result.reason === 'unreachable') {
      throw providerUnavailable();
    }
    if (!result.checked) {
      throw new AppError('payment_provider_error', result.error?.message ?? 'The payment provider did not recognise this payment.');
    }
    await deps.db.transaction((tx) =>
      recordOperatorAction(tx, {
        operatorId,
        action: 'payment.recheck',
        target: `transaction:${id}`,
        before: { status: row.status },
        after: { status: result.transaction.status, credited: result.credited },
      }),
    );
  }
  return (await adminTransaction(deps.db, id))!;
}
