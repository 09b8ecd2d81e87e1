import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TransactionsResponse, transactionsQuerySchema } from '@app/shared/contracts/payments';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { transactions } from '../../db/schema/index';
import { toTransactionView } from './views';
import { sequentially } from '../../db/sequential';

/** The caller's own transactions (spec: user_id equals the current user), filtered and paged. */
export async function listTransactions(db: DbOrTx, userId: number, query: z.output<typeof transactionsQuerySchema>): Promise<TransactionsResponse> {
  const conditions: SQL[] = [eq(transactions.userId, userId)];
  if (query.status !== 'all') conditions.push(eq(transactions.status, query.status));
  const where = and(...conditions);
  const order = query.sort === 'oldest' ? [asc(transactions.createdAt), asc(transactions.id)] : [desc(transactions.createdAt), desc(transactions.id)];
  const [rows, [total]] = await sequentially([
    () => db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    () => db.select({ value: count() }).from(transactions).where(where),
  ]);
  return { transactions: rows.map((row) => toTransactionView(row)), total: Number(total?.value ?? 0), page: query.page, pageSize: query.pageSize };
}
