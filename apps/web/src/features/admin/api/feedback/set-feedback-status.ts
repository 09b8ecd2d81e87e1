import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackStatus } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { feedbackKey } from './keys';

export const setFeedbackStatus = ({ id, status }: { id: number; status: FeedbackStatus }) =>
  apiFetch<void>(`/api/admin/feedback/${id}`, { method: 'PATCH', body: { status } });

export function useSetFeedbackStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setFeedbackStatus, onSettled: () => client.invalidateQueries({ queryKey: feedbackKey }) });
}
