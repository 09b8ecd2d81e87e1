import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNotification, NotificationRequest } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { notificationsKey } from './keys';

export const sendNotification = (input: NotificationRequest) =>
  apiFetch<AdminNotification>('/api/admin/notifications', { method: 'POST', body: input });

export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendNotification, onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey }) });
}
