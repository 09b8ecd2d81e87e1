import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@app/shared/contracts/auth';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/reset-password/check: can this link still be used? */
export function checkResetToken(token: string): Promise<{ valid: boolean }> {
  return apiFetch<{ valid: boolean }>('/api/auth/reset-password/check', { method: 'POST', body: { token } });
}

export const resetTokenKey = (token: string) => ['reset-token', token] as const;

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({ queryKey: resetTokenKey(token), queryFn: () => checkResetToken(token), staleTime: Infinity, gcTime: 0 });

export function useResetTokenCheck(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}

/** POST /api/auth/reset-password: sets the new password; the link is used up. */
export function resetPassword(input: ResetPasswordRequest): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
