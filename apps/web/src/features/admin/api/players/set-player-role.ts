import type { AdminPlayer } from '@app/shared/contracts/admin-players';
import { apiFetch } from '@/lib/api-client';
import { usePlayerChange } from './keys';

export const setPlayerRole = (id: number, role: 'user' | 'admin') =>
  apiFetch<AdminPlayer>(`/api/admin/users/${id}/role`, { method: 'PUT', body: { role } });

export const useSetPlayerRole = (id: number) => usePlayerChange(id, (role: 'user' | 'admin') => setPlayerRole(id, role));
