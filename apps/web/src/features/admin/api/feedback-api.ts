import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFeedbackResponse, FeedbackStatus } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { LIVE_LIST_REFRESH_MS } from './live-lists';

/** The console's report inbox (the feedback area). */
export const feedbackKey = ['admin', 'feedback'] as const;

export function useFeedbackInbox() {
  return useQuery({
    queryKey: feedbackKey,
    queryFn: () => apiFetch<AdminFeedbackResponse>('/api/admin/feedback'),
    refetchInterval: LIVE_LIST_REFRESH_MS,
  });
}

export function useSetFeedbackStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: FeedbackStatus }) =>
      apiFetch<void>(`/api/admin/feedback/${id}`, {
        method: 'PATCH',
        body: { status },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: feedbackKey }),
  });
}
