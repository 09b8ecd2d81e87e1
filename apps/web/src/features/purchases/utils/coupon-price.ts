import { couponApplies, discountedFils, MIN_INVOICE_FILS, type StoreCoupon } from '@app/shared/payment-constants';

/** What the applied code changes on one product: the price to pay and the extra points; null when it does not apply. */
export type CouponEffect = { code: string; priceFils: number; fullPriceFils: number; bonusPoints: number; endsOn: string | null };

export function couponEffect(coupon: StoreCoupon | null, product: { packageId?: number; passId?: number }, priceFils: number): CouponEffect | null {
  if (!coupon || !couponApplies(coupon, product)) return null;
  return {
    code: coupon.code,
    priceFils: discountedFils(priceFils, coupon, MIN_INVOICE_FILS),
    fullPriceFils: priceFils,
    bonusPoints: coupon.kind === 'points' ? coupon.value : 0,
    endsOn: coupon.endsOn,
  };
}
