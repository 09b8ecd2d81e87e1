/** Payment constants both sides use, kept free of zod so the store pages stay light. */

/** MyFatoorah method codes the store offers: KNET and Visa / Mastercard. */
export const PAYMENT_METHODS = ['kn', 'vm'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];

/** refunded: an operator refunded a completed purchase (the provider accepted the request). */
export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * Why a purchase did not complete, as the buyer is told: cancelled (on the provider's page or with
 * our Cancel), declined by the card's bank, or not completed (expired, never reached the
 * provider...). Nothing was charged in any of them.
 */
export type FailureKind = 'cancelled' | 'declined' | 'not_completed';

/** MF006 is the provider's "cancelled by the customer", MF005 its session timeout; other MF codes are refusals. */
export function failureKind(code: string | null): FailureKind {
  if (code === 'MF006' || code === 'cancelled') return 'cancelled';
  if (code && /^MF\d{3}$/.test(code) && code !== 'MF005') return 'declined';
  return 'not_completed';
}

export const TRANSACTION_FILTERS = ['all', ...TRANSACTION_STATUSES] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];
export const TRANSACTIONS_MAX_PAGE_SIZE = 50;

/** Key in session storage for the invoice the buyer was sent to pay (spec: payment result page). */
export const PENDING_INVOICE_KEY = 'pending_invoice_id';

/** A refund's progress at the provider: requested (not answered yet), pending (accepted), refunded (paid out), failed. */
export const REFUND_STATUSES = ['requesting', 'pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * The smallest invoice the store sends the provider (0.100 KWD): a coupon's discount never takes
 * a price below it, and an operator cannot create a coupon that would.
 */
export const MIN_INVOICE_FILS = 100;

/** Coupons (the offers issue): percent or fils off a price, or extra points with the purchase. */
export const COUPON_KINDS = ['percent', 'fils', 'points'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** active: can be used; paused: refused for now, can be resumed; ended: refused for good. */
export const COUPON_STATUSES = ['active', 'paused', 'ended'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** POST /api/store/coupon's answer: what a code gives, and on which products (both empty: every one). */
export type StoreCoupon = {
  code: string;
  kind: CouponKind;
  value: number;
  packageIds: number[];
  passIds: number[];
  /** The last Kuwait day the code can be used (a seasonal offer), null when it has no end. */
  endsOn: string | null;
};

/** What a coupon leaves to pay, never below the provider's minimum (a price already below it stays). */
export function discountedFils(priceFils: number, coupon: Pick<StoreCoupon, 'kind' | 'value'>, minimumFils: number): number {
  if (coupon.kind === 'points') return priceFils;
  const off = coupon.kind === 'percent' ? Math.floor((priceFils * coupon.value) / 100) : coupon.value;
  return Math.max(priceFils - off, Math.min(priceFils, minimumFils));
}

/** Whether a coupon applies to a product: no product chosen means every one. */
export function couponApplies(coupon: Pick<StoreCoupon, 'packageIds' | 'passIds'>, product: { packageId?: number | null; passId?: number | null }): boolean {
  if (coupon.packageIds.length === 0 && coupon.passIds.length === 0) return true;
  if (product.packageId != null) return coupon.packageIds.includes(product.packageId);
  if (product.passId != null) return coupon.passIds.includes(product.passId);
  return false;
}
