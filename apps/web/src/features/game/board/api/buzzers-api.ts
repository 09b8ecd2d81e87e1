import type { HostBuzzers, HostBuzzersResponse } from '@app/shared/contracts/buzzers';
import { apiFetch } from '@/lib/api-client';

/** The host's side of a game's buzzers (DECISIONS.md 26). */
export async function setBuzzers(gameId: number, enabled: boolean): Promise<HostBuzzers> {
  return (await apiFetch<HostBuzzersResponse>(`/api/games/${gameId}/buzzers`, { method: 'PUT', body: { enabled } })).buzzers;
}

export function removeBuzzerPhone(gameId: number, phoneId: number): Promise<void> {
  return apiFetch<void>(`/api/games/${gameId}/buzzers/phones/${phoneId}`, { method: 'DELETE' });
}
