import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { discountedFils, type AdminCoupon, type AdminCouponsResponse, type couponRequestSchema } from '@app/shared/contracts/coupons';
import { MIN_INVOICE_FILS } from '@app/shared/payment-constants';
import type { Db, DbOrTx } from '../../db/client';
import { coupons, packages, passes } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';
import { couponBelowMinimum, couponCodeTaken, couponLimitBelowUsed } from './errors';
import { couponUses, type CouponRow } from './redeem';

type CouponInput = z.output<typeof couponRequestSchema>;

/** Every coupon, newest first, with its uses. */
export async function listCoupons(db: Db): Promise<AdminCouponsResponse> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  const uses = await couponUses(db, rows.map((row) => row.id));
  return { coupons: rows.map((row) => toAdminCoupon(row, uses.get(row.id))) };
}

export async function createCoupon(db: Db, operatorId: number, input: CouponInput): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    await checkCoupon(tx, input, null);
    const [row] = await tx.insert(coupons).values(toColumns(input)).returning();
    const created = toAdminCoupon(row!);
    await recordOperatorAction(tx, { operatorId, action: 'coupon.create', target: `coupon:${created.id}`, before: null, after: created });
    return created;
  });
}

/**
 * Changes a coupon: its value, days, limits, products and state, checked as at creation (the
 * provider's minimum too). Checkouts already started keep the price they were given; the uses
 * already made stay counted, and a total below them is refused.
 */
export async function updateCoupon(db: Db, operatorId: number, id: number, input: CouponInput): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!before) throw notFound('Coupon not found.');
    await checkCoupon(tx, input, id);
    // The uses already made stay counted (they are the paid purchases): a total below them is refused.
    const uses = (await couponUses(tx, [id])).get(id);
    if (input.maxUses !== null && uses && input.maxUses < uses.used) throw couponLimitBelowUsed(uses.used);
    const [row] = await tx.update(coupons).set(toColumns(input)).where(eq(coupons.id, id)).returning();
    const updated = toAdminCoupon(row!, uses);
    await recordOperatorAction(tx, { operatorId, action: 'coupon.update', target: `coupon:${id}`, before: toAdminCoupon(before, uses), after: updated });
    return updated;
  });
}

/**
 * Refuses a code another coupon has, products that do not exist, and a discount that could take
 * the price of a product it applies to (the chosen ones, or every package and pass on sale)
 * below the provider's minimum.
 */
async function checkCoupon(tx: DbOrTx, input: CouponInput, id: number | null): Promise<void> {
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(id === null ? eq(coupons.code, input.code) : and(eq(coupons.code, input.code), ne(coupons.id, id)))
    .limit(1);
  if (taken) throw couponCodeTaken();
  const everything = input.packageIds.length === 0 && input.passIds.length === 0;
  const packageRows = everything
    ? await tx.select({ id: packages.id, priceFils: packages.priceFils }).from(packages).where(eq(packages.active, true))
    : input.packageIds.length > 0
      ? await tx.select({ id: packages.id, priceFils: packages.priceFils }).from(packages).where(inArray(packages.id, input.packageIds))
      : [];
  const passRows = everything
    ? await tx.select({ id: passes.id, priceFils: passes.priceFils }).from(passes).where(eq(passes.active, true))
    : input.passIds.length > 0
      ? await tx.select({ id: passes.id, priceFils: passes.priceFils }).from(passes).where(inArray(passes.id, input.passIds))
      : [];
  if (!everything && (packageRows.length !== new Set(input.packageIds).size || passRows.length !== new Set(input.passIds).size)) {
    throw new AppError('validation_failed', 'Choose packages and passes that exist.', {
      [packageRows.length !== new Set(input.packageIds).size ? 'packageIds' : 'passIds']: 'coupon_product_invalid',
    });
  }
  // Pausing or ending is always allowed; only a coupon that can be used must keep prices payable.
  if (input.kind === 'points' || input.status !== 'active') return;
  const below = [
    ...packageRows.map((row) => ({ packageId: row.id, priceFils: row.priceFils })),
    ...passRows.map((row) => ({ passId: row.id, priceFils: row.priceFils })),
  ].filter((product) => product.priceFils - rawDiscount(product.priceFils, input) < MIN_INVOICE_FILS);
  if (below.length > 0) throw couponBelowMinimum({ minimumFils: MIN_INVOICE_FILS, products: below });
}

/** The discount before the minimum's floor (discountedFils applies the floor at checkout). */
const rawDiscount = (priceFils: number, input: Pick<CouponInput, 'kind' | 'value'>) =>
  priceFils - discountedFils(priceFils, input, 0);

const toColumns = (input: CouponInput) => ({
  code: input.code,
  kind: input.kind,
  value: input.value,
  startsOn: input.startsOn || null,
  endsOn: input.endsOn || null,
  maxUses: input.maxUses,
  maxUsesPerUser: input.maxUsesPerUser,
  packageIds: [...new Set(input.packageIds)],
  passIds: [...new Set(input.passIds)],
  status: input.status,
});

const toAdminCoupon = (row: CouponRow, uses = { used: 0, reserved: 0 }): AdminCoupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind as AdminCoupon['kind'],
  value: row.value,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  maxUses: row.maxUses,
  maxUsesPerUser: row.maxUsesPerUser,
  packageIds: row.packageIds,
  passIds: row.passIds,
  status: row.status as AdminCoupon['status'],
  used: uses.used,
  reserved: uses.reserved,
  createdAt: row.createdAt.toISOString(),
});
