import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon, AdminCouponsResponse, CouponRequest } from '@app/shared/contracts/coupons';
import { apiFetch } from '@/lib/api-client';

const couponsKey = ['admin', 'coupons'] as const;

/** GET /api/admin/coupons: every coupon, newest first, with its uses. */
export function useCoupons() {
  return useQuery({ queryKey: couponsKey, queryFn: () => apiFetch<AdminCouponsResponse>('/api/admin/coupons') });
}

/** Adds a coupon (no id) or saves one (also pausing or ending it). */
export function useSaveCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CouponRequest }) =>
      id === null
        ? apiFetch<AdminCoupon>('/api/admin/coupons', { method: 'POST', body: input })
        : apiFetch<AdminCoupon>(`/api/admin/coupons/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: couponsKey }),
  });
}
