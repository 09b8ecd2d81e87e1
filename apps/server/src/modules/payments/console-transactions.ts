import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { AdminTransaction, AdminTransactionsResponse, PurchaseCoupon } from '@app/shared/contracts/admin';
import type { TransactionFilter } from '@app/shared/payment-constants';
import type { Db } from '../../db/client';
import { refunds, transactions, users } from '../../db/schema/index';
import { containsPattern } from '../../db/like';
import { toAdminRefund, type RefundRow } from './refund';
import type { TransactionRow } from './views';

const SHOWN_AT_MOST = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a calendar day in Kuwait (UTC+3, no daylight saving time). */
const kuwaitDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

type Filter = { status: TransactionFilter; q: string; from?: string; to?: string };

/** The newest purchases of every player: by status, by buyer e-mail, order code, invoice or payment id, and by day. */
export async function listAllTransactions(db: Db, filter: Filter): Promise<AdminTransactionsResponse> {
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(eq(transactions.status, filter.status));
  if (filter.from) conditions.push(gte(transactions.createdAt, kuwaitDayStart(filter.from)));
  if (filter.to) conditions.push(lt(transactions.createdAt, new Date(kuwaitDayStart(filter.to).getTime() + DAY_MS)));
  const text = filter.q.trim();
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
  const latest = await latestRefunds(db, rows.map((r) => r.transaction.id));
  return {
    transactions: rows.map(({ transaction, email, firstName, lastName }) =>
      toAdminTransaction(transaction, email ? { email, name: `${firstName} ${lastName}` } : null, latest.get(transaction.id) ?? null),
    ),
  };
}

/** One purchase as the console lists it. */
export async function adminTransaction(db: Db, id: number): Promise<AdminTransaction | null> {
  const [row] = await db
    .select({ transaction: transactions, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(transactions)
    .leftJoin(users, eq(users.id, transactions.userId))
    .where(eq(transactions.id, id));
  if (!row) return null;
  const latest = await latestRefunds(db, [id]);
  return toAdminTransaction(row.transaction, row.email ? { email: row.email, name: `${row.firstName} ${row.lastName}` } : null, latest.get(id) ?? null);
}

async function latestRefunds(db: Db, ids: number[]): Promise<Map<number, RefundRow>> {
  const latest = new Map<number, RefundRow>();
  if (ids.length === 0) return latest;
  const rows = await db.select().from(refunds).where(inArray(refunds.transactionId, ids)).orderBy(desc(refunds.id));
  for (const row of rows) if (!latest.has(row.transactionId)) latest.set(row.transactionId, row);
  return latest;
}

/** The coupon a purchase used, as the console shows it; null without one. */
export const purchaseCoupon = (row: Pick<TransactionRow, 'couponCode' | 'discountFils' | 'bonusPoints'>): PurchaseCoupon | null =>
  row.couponCode === null ? null : { code: row.couponCode, discountFils: row.discountFils, bonusPoints: row.bonusPoints };

function toAdminTransaction(transaction: TransactionRow, buyer: AdminTransaction['buyer'], refund: RefundRow | null): AdminTransaction {
  return {
    id: transaction.id,
    createdAt: transaction.createdAt.toISOString(),
    status: transaction.status,
    points: transaction.points,
    amountFils: transaction.amountFils,
    transactionCode: transaction.transactionCode,
    invoiceId: transaction.invoiceId,
    paymentId: transaction.paymentId,
    failureReason: transaction.failureReason,
    credited: transaction.creditedAt !== null,
    coupon: purchaseCoupon(transaction),
    buyer,
    refund: refund ? toAdminRefund(refund) : null,
    gift:
      transaction.giftEmail === null
        ? null
        : {
            email: transaction.giftEmail,
            message: transaction.giftMessage,
            status: transaction.giftStatus,
            deliveredAt: transaction.giftDeliveredAt?.toISOString() ?? null,
          },
  };
}

