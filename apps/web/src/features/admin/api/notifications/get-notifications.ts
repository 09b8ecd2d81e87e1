import { useQuery } from '@tanstack/react-query';
import type { AdminNotificationsResponse } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { notificationsKey } from './keys';

export const getSentNotifications = () => apiFetch<AdminNotificationsResponse>('/api/admin/notifications');

export function useSentNotifications() {
  return useQuery({ queryKey: notificationsKey, queryFn: getSentNotifications });
}
