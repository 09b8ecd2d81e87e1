import { and, asc, eq, gte, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SalesCoupon, SalesFigures, SalesOffer, SalesResponse } from '@app/shared/contracts/sales';
import type { Db } from '../../db/client';
import { coupons, packages, passes, transactions } from '../../db/schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;
const KUWAIT_OFFSET_MS = 3 * 60 * 60 * 1000;
/** The period shown when the operator chooses none: today in Kuwait and the 29 days before it. */
export const DEFAULT_SALES_DAYS = 30;

/** The start of a calendar day in Kuwait (UTC+3, no daylight saving time). */
const kuwaitDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const kuwaitDay = (at: Date) => new Date(at.getTime() + KUWAIT_OFFSET_MS).toISOString().slice(0, 10);

/** The days counted, both included: the operator's choice, else the last 30 days ending today in Kuwait. */
export function salesPeriod(query: { from?: string; to?: string }, now = new Date()): { from: string; to: string } {
  const to = query.to ?? kuwaitDay(now);
  const from = query.from ?? kuwaitDay(new Date(kuwaitDayStart(to).getTime() - (DEFAULT_SALES_DAYS - 1) * DAY_MS));
  return { from, to };
}

/**
 * Sales per package, per pass and per coupon over Kuwait days: a purchase counts as paid on the
 * day it was credited (a refunded one was paid too), and as a refund on the day its refund was
 * accepted. Every package, pass and coupon is listed, with zeros when nothing happened.
 */
export async function salesReport(db: Db, query: { from?: string; to?: string }, now = new Date()): Promise<SalesResponse> {
  const { from, to } = salesPeriod(query, now);
  const start = kuwaitDayStart(from);
  const end = new Date(kuwaitDayStart(to).getTime() + DAY_MS);
  const paid: SQL = and(isNotNull(transactions.creditedAt), gte(transactions.creditedAt, start), lt(transactions.creditedAt, end))!;
  const refunded: SQL = and(eq(transactions.status, 'refunded'), gte(transactions.refundedAt, start), lt(transactions.refundedAt, end))!;
  const figures = {
    paidCount: sql<number>`count(*) filter (where ${paid})`.mapWith(Number),
    paidFils: sql<number>`coalesce(sum(${transactions.amountFils}) filter (where ${paid}), 0)`.mapWith(Number),
    refundCount: sql<number>`count(*) filter (where ${refunded})`.mapWith(Number),
    refundFils: sql<number>`coalesce(sum(${transactions.amountFils}) filter (where ${refunded}), 0)`.mapWith(Number),
  };
  const inPeriod = or(paid, refunded);

  const [byOffer, byCoupon, [total], packageRows, passRows, couponRows] = await Promise.all([
    db
      .select({
        packageId: transactions.packageId,
        passId: transactions.passId,
        isPass: sql<boolean>`${transactions.passDays} is not null`,
        ...figures,
      })
      .from(transactions)
      .where(inPeriod)
      .groupBy(transactions.packageId, transactions.passId, sql`${transactions.passDays} is not null`),
    db
      .select({
        couponId: transactions.couponId,
        code: sql<string>`min(${transactions.couponCode})`,
        discountFils: sql<number>`coalesce(sum(${transactions.discountFils}) filter (where ${paid}), 0)`.mapWith(Number),
        ...figures,
      })
      .from(transactions)
      .where(and(isNotNull(transactions.couponCode), inPeriod))
      .groupBy(transactions.couponId),
    db.select(figures).from(transactions).where(inPeriod),
    db.select({ id: packages.id, points: packages.points }).from(packages).orderBy(asc(packages.sortOrder), asc(packages.id)),
    db.select({ id: passes.id, nameEn: passes.nameEn, nameAr: passes.nameAr }).from(passes).orderBy(asc(passes.sortOrder), asc(passes.id)),
    db.select({ id: coupons.id, code: coupons.code }).from(coupons).orderBy(asc(coupons.code)),
  ]);

  const zero: SalesFigures = {
    paidCount: 0,
    paidFils: 0,
    refundCount: 0,
    refundFils: 0,
  };
  const pick = ({ paidCount, paidFils, refundCount, refundFils }: SalesFigures): SalesFigures => ({
    paidCount,
    paidFils,
    refundCount,
    refundFils,
  });
  const offers: SalesOffer[] = [
    ...packageRows.map((row): SalesOffer => {
      const sold = byOffer.find((s) => !s.isPass && s.packageId === row.id);
      return {
        kind: 'package',
        id: row.id,
        points: row.points,
        ...(sold ? pick(sold) : zero),
      };
    }),
    ...passRows.map((row): SalesOffer => {
      const sold = byOffer.find((s) => s.isPass && s.passId === row.id);
      return {
        kind: 'pass',
        id: row.id,
        nameEn: row.nameEn,
        nameAr: row.nameAr,
        ...(sold ? pick(sold) : zero),
      };
    }),
    // Offers removed since they were sold: their purchases still count, under "removed".
    ...byOffer
      .filter((s) => (s.isPass ? s.passId === null : s.packageId === null))
      .map((s): SalesOffer =>
        s.isPass ? { kind: 'pass', id: null, nameEn: null, nameAr: null, ...pick(s) } : { kind: 'package', id: null, points: null, ...pick(s) },
      ),
  ];
  const couponSales: SalesCoupon[] = [
    ...couponRows.map((row): SalesCoupon => {
      const sold = byCoupon.find((s) => s.couponId === row.id);
      return {
        id: row.id,
        code: row.code,
        discountFils: sold?.discountFils ?? 0,
        ...(sold ? pick(sold) : zero),
      };
    }),
    ...byCoupon
      .filter((s) => s.couponId === null)
      .map((s): SalesCoupon => ({
        id: null,
        code: s.code,
        discountFils: s.discountFils,
        ...pick(s),
      })),
  ];
  return {
    from,
    to,
    offers,
    coupons: couponSales,
    total: total ? pick(total) : zero,
  };
}
