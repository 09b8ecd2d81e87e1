import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminTransactionsResponse } from '@app/shared/contracts/admin';
import { TRANSACTION_FILTERS, type TransactionFilter, type TransactionStatus } from '@app/shared/payment-constants';
import type { Db } from '../../db/client';
import { transactions, users } from '../../db/schema/index';
import { containsPattern } from './like';

const SHOWN_AT_MOST = 100;

export function transactionFilter(value: unknown): TransactionFilter {
  return (TRANSACTION_FILTERS as readonly unknown[]).includes(value) ? (value as TransactionFilter) : 'all';
}

/** The newest purchases of every player, by status and by buyer e-mail, order code, invoice or payment id. */
export async function listAllTransactions(db: Db, { status, query }: { status: TransactionFilter; query: string }): Promise<AdminTransactionsResponse> {
  const conditions: SQL[] = [];
  if (status !== 'all') conditions.push(eq(transactions.status, status));
  const text = query.trim();
  if (text.length >= 2) {
    const pattern = containsPattern(text);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(transactions.transactionCode, pattern),
        ilike(transactions.invoiceId, pattern),
        ilike(transactions.paymentId, pattern),
      )!,
    );
  }
  const rows = await db
    .select({ transaction: transactions, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(transactions)
    .leftJoin(users, eq(users.id, transactions.userId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(SHOWN_AT_MOST);
  return {
    transactions: rows.map(({ transaction, email, firstName, lastName }) => ({
      id: transaction.id,
      createdAt: transaction.createdAt.toISOString(),
      status: transaction.status as TransactionStatus,
      points: transaction.points,
      amountFils: transaction.amountFils,
      transactionCode: transaction.transactionCode,
      invoiceId: transaction.invoiceId,
      paymentId: transaction.paymentId,
      failureReason: transaction.failureReason,
      credited: transaction.creditedAt !== null,
      buyer: email ? { email, name: `${firstName} ${lastName}` } : null,
    })),
  };
}
