import { useQuery } from '@tanstack/react-query';
import type { AdminPlayerDetail } from '@app/shared/contracts/admin-players';
import { apiFetch } from '@/lib/api-client';
import { playerKey } from './keys';

export const getPlayerDetail = (id: number) => apiFetch<AdminPlayerDetail>(`/api/admin/users/${id}`);

export function usePlayerDetail(id: number) {
  return useQuery({ queryKey: playerKey(id), queryFn: () => getPlayerDetail(id) });
}
