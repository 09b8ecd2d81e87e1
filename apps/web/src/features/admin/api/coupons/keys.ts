/** Every coupon: read again after one is added or saved. */
export const couponsKey = ['admin', 'coupons'] as const;
