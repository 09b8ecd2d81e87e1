import { z } from 'zod';
import { COUPON_CODE_PATTERN, normalizeCouponCode } from '../coupon-code';
import { rowIdSchema } from './row-id';
import { COUPON_KINDS, COUPON_STATUSES, type CouponKind, type CouponStatus } from '../payment-constants';

export { COUPON_KINDS, COUPON_STATUSES, couponApplies, discountedFils, type CouponKind, type CouponStatus, type StoreCoupon } from '../payment-constants';

/**
 * Coupons (the offers issue): a code takes a percent or a fixed number of fils off a package's or
 * a pass's price, or adds extra points to the purchase. Every purchase with a code goes through
 * the one checkout (DECISIONS.md 34). The kinds, states and price rules the store also uses are in
 * payment-constants (free of zod, so the store pages stay light).
 */
/** A code as the buyer types it, normalized (case, Arabic-Indic digits, spaces). */
export const couponCodeSchema = z
  .string({ error: 'coupon_code_invalid' })
  .max(64, 'coupon_code_invalid')
  .transform(normalizeCouponCode)
  .refine((code) => COUPON_CODE_PATTERN.test(code), 'coupon_code_invalid');

const civilDay = z.preprocess(
  (v) => v ?? '',
  z
    .string({ error: 'coupon_date_invalid' })
    .trim()
    .refine(
      (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) && new Date(`${v}T12:00:00Z`).toISOString().startsWith(v)),
      'coupon_date_invalid',
    ),
);

/** An optional whole-number limit: empty means no limit. */
const optionalLimit = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : v),
  z.coerce.number({ error: 'coupon_limit_invalid' }).int('coupon_limit_invalid').min(1, 'coupon_limit_invalid').max(1_000_000, 'coupon_limit_invalid').nullable(),
);

/**
 * POST /api/admin/coupons (and PUT /api/admin/coupons/:id): value is the percent (1-100), the fils
 * off (1-1,000,000) or the extra points (1-1000); the days are Kuwait days, both included (empty:
 * no limit); no package and no pass chosen means it applies to every one.
 */
export const couponRequestSchema = z
  .object({
    code: couponCodeSchema,
    kind: z.enum(COUPON_KINDS, { error: 'coupon_kind_invalid' }),
    value: z.coerce.number({ error: 'coupon_value_invalid' }).int('coupon_value_invalid').min(1, 'coupon_value_invalid').max(1_000_000, 'coupon_value_invalid'),
    startsOn: civilDay,
    endsOn: civilDay,
    maxUses: optionalLimit,
    maxUsesPerUser: optionalLimit,
    packageIds: z.array(rowIdSchema('coupon_product_invalid')).max(100, 'coupon_product_invalid').default([]),
    passIds: z.array(rowIdSchema('coupon_product_invalid')).max(100, 'coupon_product_invalid').default([]),
    status: z.enum(COUPON_STATUSES, { error: 'coupon_status_invalid' }).default('active'),
  })
  .refine((v) => v.kind !== 'percent' || v.value <= 100, { message: 'coupon_percent_invalid', path: ['value'] })
  .refine((v) => v.kind !== 'points' || v.value <= 1000, { message: 'coupon_points_invalid', path: ['value'] })
  .refine((v) => !v.startsOn || !v.endsOn || v.startsOn <= v.endsOn, { message: 'coupon_dates_order', path: ['endsOn'] });
export type CouponRequest = z.input<typeof couponRequestSchema>;

export type AdminCoupon = {
  id: number;
  code: string;
  kind: CouponKind;
  value: number;
  startsOn: string | null;
  endsOn: string | null;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  packageIds: number[];
  passIds: number[];
  status: CouponStatus;
  /** Paid purchases with the code, and checkouts holding a use while they wait for payment. */
  used: number;
  reserved: number;
  createdAt: string;
};
export type AdminCouponsResponse = { coupons: AdminCoupon[] };

/** POST /api/store/coupon: the buyer's "Have a code?"; what it gives and on which products. */
export const couponCheckRequestSchema = z.object({ code: couponCodeSchema });
export type CouponCheckRequest = z.input<typeof couponCheckRequestSchema>;
