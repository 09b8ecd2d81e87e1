import { useMutation } from '@tanstack/react-query';
import type { OperatorPasswordRequest } from '@app/shared/contracts/auth';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/operator-password: the owner of a listed address sets the password; every session of the account ends. */
export function setOperatorPassword(input: OperatorPasswordRequest): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/operator-password', { method: 'POST', body: input });
}

export function useSetOperatorPassword() {
  return useMutation({ mutationFn: setOperatorPassword });
}
