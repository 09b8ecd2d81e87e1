import type { AdminPlayer } from '@app/shared/contracts/admin-players';
import { apiFetch } from '@/lib/api-client';
import { usePlayerChange } from './keys';

/** Bans the player with a reason, or lifts the ban (null). */
export const setPlayerBan = (id: number, reason: string | null) =>
  reason === null
    ? apiFetch<AdminPlayer>(`/api/admin/users/${id}/ban`, { method: 'DELETE' })
    : apiFetch<AdminPlayer>(`/api/admin/users/${id}/ban`, { method: 'POST', body: { reason } });

export const useSetPlayerBan = (id: number) => usePlayerChange(id, (reason: string | null) => setPlayerBan(id, reason));
