import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@app/shared/contracts/auth';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export function forgotPassword(input: ForgotPasswordRequest): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/forgot-password', { method: 'POST', body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
