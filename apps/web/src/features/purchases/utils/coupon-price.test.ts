import { describe, expect, it } from 'vitest';
import type { StoreCoupon } from '@app/shared/payment-constants';
import { couponEffect } from './coupon-price';

const coupon = (over: Partial<StoreCoupon>): StoreCoupon => ({ code: 'EID2027', kind: 'percent', value: 20, packageIds: [], passIds: [], endsOn: null, ...over });

describe('couponEffect', () => {
  it('shows the price to pay and the full price on every product when none was chosen', () => {
    expect(couponEffect(coupon({}), { packageId: 3 }, 2750)).toEqual({ code: 'EID2027', priceFils: 2200, fullPriceFils: 2750, bonusPoints: 0, endsOn: null });
    expect(couponEffect(coupon({ kind: 'fils', value: 500 }), { passId: 1 }, 5000)).toMatchObject({ priceFils: 4500 });
  });

  it('leaves the products the code does not name, and no code at all, unchanged', () => {
    expect(couponEffect(coupon({ packageIds: [2] }), { packageId: 3 }, 2750)).toBeNull();
    expect(couponEffect(coupon({ packageIds: [2] }), { passId: 1 }, 5000)).toBeNull();
    expect(couponEffect(coupon({ passIds: [1] }), { passId: 1 }, 5000)).toMatchObject({ priceFils: 4000 });
    expect(couponEffect(null, { packageId: 3 }, 2750)).toBeNull();
  });

  it('never shows a price below 0.100 KWD, and extra points keep the price', () => {
    expect(couponEffect(coupon({ kind: 'fils', value: 5000 }), { packageId: 1 }, 1000)).toMatchObject({ priceFils: 100 });
    expect(couponEffect(coupon({ kind: 'points', value: 3 }), { packageId: 1 }, 1000)).toEqual({ code: 'EID2027', priceFils: 1000, fullPriceFils: 1000, bonusPoints: 3, endsOn: null });
  });
});
