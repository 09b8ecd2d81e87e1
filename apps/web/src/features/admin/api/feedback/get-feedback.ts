import { useQuery } from '@tanstack/react-query';
import type { AdminFeedbackResponse } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { LIVE_LIST_REFRESH_MS } from '../live-lists';
import { feedbackKey } from './keys';

export const getFeedback = () => apiFetch<AdminFeedbackResponse>('/api/admin/feedback');

export function useFeedbackInbox() {
  return useQuery({ queryKey: feedbackKey, queryFn: getFeedback, refetchInterval: LIVE_LIST_REFRESH_MS });
}
