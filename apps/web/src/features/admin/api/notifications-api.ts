import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNotification, AdminNotificationsResponse, NotificationRequest } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';

export const notificationsKey = ['admin', 'notifications'] as const;

export function useSentNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: () => apiFetch<AdminNotificationsResponse>('/api/admin/notifications'),
  });
}

export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationRequest) =>
      apiFetch<AdminNotification>('/api/admin/notifications', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}
