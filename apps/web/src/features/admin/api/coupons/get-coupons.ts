import { useQuery } from '@tanstack/react-query';
import type { AdminCouponsResponse } from '@app/shared/contracts/coupons';
import { apiFetch } from '@/lib/api-client';
import { couponsKey } from './keys';

/** GET /api/admin/coupons: every coupon, newest first, with its uses. */
export const getCoupons = () => apiFetch<AdminCouponsResponse>('/api/admin/coupons');

export function useCoupons() {
  return useQuery({ queryKey: couponsKey, queryFn: getCoupons });
}
