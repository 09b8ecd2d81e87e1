import { and, eq, inArray, sql } from 'drizzle-orm';
import type { StoreCoupon } from '@app/shared/contracts/coupons';
import { couponApplies, discountedFils } from '@app/shared/contracts/coupons';
import { MIN_INVOICE_FILS } from '@app/shared/payment-constants';
import type { DbOrTx } from '../../db/client';
import { coupons, transactions } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { clientNetwork, count, current } from '../rate-limit/index';
import { saleDay } from '../passes/index';
import {
  TOO_MANY_CODE_GUESSES,
  couponExpired,
  couponNotApplicable,
  couponNotFound,
  couponNotStarted,
  couponUsedUp,
  couponUserLimit,
} from './errors';

export type CouponRow = typeof coupons.$inferSelect;

/** Codes that are not found, per account and per client network, in 15 minutes. */
export const GUESS_WINDOW_MS = 15 * 60_000;
export const GUESSES_PER_ACCOUNT = 10;
export const GUESSES_PER_ADDRESS = 30;

const guessLimits = (userId: number, ip: string) => [
  { key: `coupon_guess:user:${userId}`, max: GUESSES_PER_ACCOUNT },
  { key: `coupon_guess:ip:${clientNetwork(ip)}`, max: GUESSES_PER_ADDRESS },
];

/**
 * The coupon a buyer names, if it can be used today. Only codes that are not found count as
 * guesses (a buyer retrying a good code is never locked out); once an account or an address has
 * made too many, every code is refused with 429 for the rest of the window.
 */
export async function findUsableCoupon(db: DbOrTx, code: string, buyer: { userId: number; ip: string }, at = new Date()): Promise<CouponRow> {
  const limits = guessLimits(buyer.userId, buyer.ip);
  for (const limit of limits) {
    if ((await current(db, limit.key, GUESS_WINDOW_MS)) >= limit.max) throw new AppError('rate_limited', TOO_MANY_CODE_GUESSES);
  }
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!row || row.status === 'paused') {
    for (const limit of limits) await count(db, limit.key, GUESS_WINDOW_MS);
    throw couponNotFound();
  }
  const today = saleDay(at);
  if (row.status === 'ended' || (row.endsOn !== null && row.endsOn < today)) throw couponExpired();
  if (row.startsOn !== null && row.startsOn > today) throw couponNotStarted();
  return row;
}

export const toStoreCoupon = (row: CouponRow): StoreCoupon => ({
  code: row.code,
  kind: row.kind as StoreCoupon['kind'],
  value: row.value,
  packageIds: row.packageIds,
  passIds: row.passIds,
  endsOn: row.endsOn,
});

/** A transaction holds a use of its coupon unless it failed (a cancelled, expired or refused checkout gives it back). */
const holdsUse = sql`${transactions.status} <> 'failed'`;

/** How many uses a coupon has: paid (completed or refunded) and reserved (pending). */
export async function couponUses(db: DbOrTx, couponIds: number[]): Promise<Map<number, { used: number; reserved: number }>> {
  const uses = new Map<number, { used: number; reserved: number }>();
  if (couponIds.length === 0) return uses;
  const rows = await db
    .select({
      couponId: transactions.couponId,
      used: sql<number>`count(*) filter (where ${transactions.status} in ('completed', 'refunded'))::int`,
      reserved: sql<number>`count(*) filter (where ${transactions.status} = 'pending')::int`,
    })
    .from(transactions)
    .where(inArray(transactions.couponId, couponIds))
    .groupBy(transactions.couponId);
  for (const row of rows) uses.set(row.couponId!, { used: row.used, reserved: row.reserved });
  return uses;
}

export type Product = { packageId?: number; passId?: number; points: number; amountFils: number };
export type CouponTerms = { couponId: number; couponCode: string; discountFils: number; bonusPoints: number; points: number; amountFils: number };

/** Refuses a coupon whose total or the buyer's own uses are all taken (reserved ones count). */
async function checkLimits(db: DbOrTx, coupon: CouponRow, userId: number): Promise<void> {
  if (coupon.maxUses !== null) {
    const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(transactions).where(and(eq(transactions.couponId, coupon.id), holdsUse));
    if ((all?.n ?? 0) >= coupon.maxUses) throw couponUsedUp();
  }
  if (coupon.maxUsesPerUser !== null) {
    const [mine] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(and(eq(transactions.couponId, coupon.id), eq(transactions.userId, userId), holdsUse));
    if ((mine?.n ?? 0) >= coupon.maxUsesPerUser) throw couponUserLimit();
  }
}

/** The store's "Have a code?": what the code gives, if this buyer can use it now. */
export async function checkCoupon(db: DbOrTx, code: string, buyer: { userId: number; ip: string }): Promise<StoreCoupon> {
  const coupon = await findUsableCoupon(db, code, buyer);
  await checkLimits(db, coupon, buyer.userId);
  return toStoreCoupon(coupon);
}

/**
 * Reserves one use of a coupon for the checkout about to be inserted in the same database
 * transaction: the coupon's row is locked, so concurrent checkouts with one code take turns and
 * the total and per-buyer limits hold; the pending transaction is the reservation.
 */
export async function reserveCouponUse(tx: DbOrTx, coupon: CouponRow, userId: number, product: Product): Promise<CouponTerms> {
  const [locked] = await tx.select().from(coupons).where(eq(coupons.id, coupon.id)).for('update');
  if (!locked || locked.status === 'paused') throw couponNotFound();
  if (locked.status === 'ended') throw couponExpired();
  if (!couponApplies(toStoreCoupon(locked), product)) throw couponNotApplicable();
  await checkLimits(tx, locked, userId);
  const amountFils = discountedFils(product.amountFils, toStoreCoupon(locked), MIN_INVOICE_FILS);
  const bonusPoints = locked.kind === 'points' ? locked.value : 0;
  return {
    couponId: locked.id,
    couponCode: locked.code,
    discountFils: product.amountFils - amountFils,
    bonusPoints,
    points: product.points + bonusPoints,
    amountFils,
  };
}
