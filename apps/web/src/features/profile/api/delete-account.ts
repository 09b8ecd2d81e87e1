import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** DELETE /api/profile: removes the account and its personal data for good. */
export function deleteAccount(): Promise<void> {
  return apiFetch<void>('/api/profile', { method: 'DELETE' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
