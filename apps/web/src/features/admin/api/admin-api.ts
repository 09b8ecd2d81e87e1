import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminFeedbackResponse,
  AdminNotification,
  AdminNotificationsResponse,
  FeedbackStatus,
  NotificationRequest,
} from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';

const keys = {
  feedback: ['admin', 'feedback'] as const,
  notifications: ['admin', 'notifications'] as const,
};

export function useFeedbackInbox() {
  return useQuery({ queryKey: keys.feedback, queryFn: () => apiFetch<AdminFeedbackResponse>('/api/admin/feedback') });
}

export function useSetFeedbackStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: FeedbackStatus }) =>
      apiFetch<void>(`/api/admin/feedback/${id}`, { method: 'PATCH', body: { status } }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.feedback }),
  });
}

export function useSentNotifications() {
  return useQuery({ queryKey: keys.notifications, queryFn: () => apiFetch<AdminNotificationsResponse>('/api/admin/notifications') });
}

export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationRequest) => apiFetch<AdminNotification>('/api/admin/notifications', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.notifications }),
  });
}
