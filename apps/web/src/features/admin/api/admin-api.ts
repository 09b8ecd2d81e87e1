import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminFeedbackResponse,
  AdminNotification,
  AdminPackage,
  AdminPackagesResponse,
  AdminPass,
  AdminPassesResponse,
  PackageRequest,
  PassRequest,
  AdminUsersResponse,
  PointsAdjustmentRequest,
  PointsAdjustmentResponse,
  AdminNotificationsResponse,
  FeedbackStatus,
  NotificationRequest,
} from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { LIVE_LIST_REFRESH_MS } from './live-lists';

/** Every search of players: re-read after a player's points, ban or role change. */
export const usersKey = ['admin', 'users'] as const;

export const adminKeys = {
  feedback: ['admin', 'feedback'] as const,
  notifications: ['admin', 'notifications'] as const,
  packages: ['admin', 'packages'] as const,
  passes: ['admin', 'passes'] as const,
  users: (query: string) => [...usersKey, query] as const,
};

export function useFeedbackInbox() {
  return useQuery({
    queryKey: adminKeys.feedback,
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
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.feedback }),
  });
}

export function useSentNotifications() {
  return useQuery({
    queryKey: adminKeys.notifications,
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
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.notifications }),
  });
}

export function usePackages() {
  return useQuery({
    queryKey: adminKeys.packages,
    queryFn: () => apiFetch<AdminPackagesResponse>('/api/admin/packages'),
  });
}

/** Adds a package (no id) or saves one; the store's own list is read fresh on its next visit. */
export function useSavePackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PackageRequest }) =>
      id === null
        ? apiFetch<AdminPackage>('/api/admin/packages', {
            method: 'POST',
            body: input,
          })
        : apiFetch<AdminPackage>(`/api/admin/packages/${id}`, {
            method: 'PUT',
            body: input,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.packages }),
  });
}

/** Accounts matching `query` (e-mail or name); nothing is asked for under 2 characters. */
export function useUserSearch(query: string) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: () => apiFetch<AdminUsersResponse>(`/api/admin/users?q=${encodeURIComponent(query)}`),
    enabled: query.length >= 2,
  });
}

export function useAdjustPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: number; input: PointsAdjustmentRequest }) =>
      apiFetch<PointsAdjustmentResponse>(`/api/admin/users/${userId}/points`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}

export function usePasses() {
  return useQuery({
    queryKey: adminKeys.passes,
    queryFn: () => apiFetch<AdminPassesResponse>('/api/admin/passes'),
  });
}

/** Adds a pass (no id) or saves one (also pausing it); the store reads its list fresh on its next visit. */
export function useSavePass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PassRequest }) =>
      id === null
        ? apiFetch<AdminPass>('/api/admin/passes', { method: 'POST', body: input })
        : apiFetch<AdminPass>(`/api/admin/passes/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.passes }),
  });
}
