import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@app/shared/contracts/auth';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/change-password: every other session of the user ends; this one stays. */
export function changePassword(input: ChangePasswordRequest): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
