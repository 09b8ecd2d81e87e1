import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@app/shared/contracts/payments';
import { apiFetch } from '@/lib/api-client';

/** POST /api/payments/verify (spec: verify-payment). The server always asks the provider. */
export const verifyPayment = (body: VerifyPaymentRequest, signal?: AbortSignal) =>
  apiFetch<VerifyPaymentResponse>('/api/payments/verify', { method: 'POST', body, signal });
