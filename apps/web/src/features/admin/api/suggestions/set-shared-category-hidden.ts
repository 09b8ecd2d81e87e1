import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { feedbackKey } from '../feedback/keys';

/** Hides a reported shared category (reason: the author is told), or shows it again (null). */
export const setSharedCategoryHidden = ({ id, reason }: { id: number; reason: string | null }) =>
  apiFetch<void>(`/api/admin/shared-categories/${id}/hide`, reason === null ? { method: 'DELETE' } : { method: 'POST', body: { reason } });

/** The inbox, which names the category, is read again. */
export function useSetSharedCategoryHidden() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setSharedCategoryHidden, onSettled: () => client.invalidateQueries({ queryKey: feedbackKey }) });
}
