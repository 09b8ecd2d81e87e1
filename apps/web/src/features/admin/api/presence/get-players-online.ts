import { useQuery } from '@tanstack/react-query';
import type { AdminPresenceResponse } from '@app/shared/contracts/presence';
import { apiFetch } from '@/lib/api-client';

export const getPlayersOnline = () => apiFetch<AdminPresenceResponse>('/api/admin/presence');

/** Players heard from today, read again every 15 s so "online now" stays current. */
export function usePlayersOnline() {
  return useQuery({ queryKey: ['admin', 'presence'], queryFn: getPlayersOnline, refetchInterval: 15_000 });
}
