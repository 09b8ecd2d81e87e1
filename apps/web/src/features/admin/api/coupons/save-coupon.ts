import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon, CouponRequest } from '@app/shared/contracts/coupons';
import { apiFetch } from '@/lib/api-client';
import { couponsKey } from './keys';

/** Adds a coupon (no id) or saves one (also pausing or ending it). */
export const saveCoupon = ({ id, input }: { id: number | null; input: CouponRequest }) =>
  id === null
    ? apiFetch<AdminCoupon>('/api/admin/coupons', { method: 'POST', body: input })
    : apiFetch<AdminCoupon>(`/api/admin/coupons/${id}`, { method: 'PUT', body: input });

export function useSaveCoupon() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveCoupon, onSuccess: () => client.invalidateQueries({ queryKey: couponsKey }) });
}
