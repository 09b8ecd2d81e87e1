import { useMutation } from '@tanstack/react-query';
import type { CouponCheckRequest } from '@app/shared/contracts/coupons';
import type { StoreCoupon } from '@app/shared/payment-constants';
import { apiFetch } from '@/lib/api-client';

/** POST /api/store/coupon: what a code gives and on which packages and passes. */
export const checkCoupon = (body: CouponCheckRequest) => apiFetch<StoreCoupon>('/api/store/coupon', { method: 'POST', body });

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
