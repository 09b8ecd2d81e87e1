import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, CheckoutResponse } from '@app/shared/contracts/payments';
import { apiFetch } from '@/lib/api-client';

/** POST /api/payments/checkout: a pending transaction and the provider's payment page. */
export const startCheckout = (body: CheckoutRequest) => apiFetch<CheckoutResponse>('/api/payments/checkout', { method: 'POST', body });

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
