import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUsersResponse, PointsAdjustmentRequest, PointsAdjustmentResponse } from '@app/shared/contracts/admin';
import type { AdminPlayer, AdminPlayerDetail, OperatorsResponse } from '@app/shared/contracts/admin-players';
import { apiFetch } from '@/lib/api-client';

/** Every search of players: re-read after a player's points, ban or role change. */
export const usersKey = ['admin', 'users'] as const;
export const playerKey = (id: number) => ['admin', 'player', id] as const;
export const operatorsKey = ['admin', 'operators'] as const;

/** Every operator, with how, when and by whom the role was granted. */
export function useOperators() {
  return useQuery({ queryKey: operatorsKey, queryFn: () => apiFetch<OperatorsResponse>('/api/admin/operators') });
}

export function usePlayerDetail(id: number) {
  return useQuery({ queryKey: playerKey(id), queryFn: () => apiFetch<AdminPlayerDetail>(`/api/admin/users/${id}`) });
}

type PlayerChange = { kind: 'ban'; reason: string } | { kind: 'unban' } | { kind: 'role'; role: 'user' | 'admin' };

/** Bans, lifts a ban or changes the role; the player's page and the search results are read again. */
export function useChangePlayer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PlayerChange) =>
      change.kind === 'ban'
        ? apiFetch<AdminPlayer>(`/api/admin/users/${id}/ban`, { method: 'POST', body: { reason: change.reason } })
        : change.kind === 'unban'
          ? apiFetch<AdminPlayer>(`/api/admin/users/${id}/ban`, { method: 'DELETE' })
          : apiFetch<AdminPlayer>(`/api/admin/users/${id}/role`, { method: 'PUT', body: { role: change.role } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: playerKey(id) }),
        client.invalidateQueries({ queryKey: usersKey }),
        client.invalidateQueries({ queryKey: operatorsKey }),
      ]),
  });
}

/** Accounts matching `query` (e-mail or name); nothing is asked for under 2 characters. */
export function useUserSearch(query: string) {
  return useQuery({
    queryKey: [...usersKey, query],
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
