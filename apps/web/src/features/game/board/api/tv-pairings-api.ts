import type { TvClockRequest, TvPairing, TvPairingResponse, TvPairingsResponse } from '@app/shared/contracts/tv';
import { apiFetch } from '@/lib/api-client';

/** The host's pairings of a game with a TV (DECISIONS.md 25). */
export const tvPairingsKey = (gameId: number) => ['tv-pairings', gameId] as const;

export async function listTvPairings(gameId: number, signal?: AbortSignal): Promise<TvPairing[]> {
  return (await apiFetch<TvPairingsResponse>(`/api/games/${gameId}/tv-pairings`, { signal })).pairings;
}

export async function createTvPairing(gameId: number): Promise<TvPairing> {
  return (await apiFetch<TvPairingResponse>(`/api/games/${gameId}/tv-pairings`, { method: 'POST' })).pairing;
}

export function revokeTvPairing(gameId: number, pairingId: number): Promise<void> {
  return apiFetch<void>(`/api/games/${gameId}/tv-pairings/${pairingId}`, { method: 'DELETE' });
}

/** The host's question clock after a pause, a resume or a reset, for the paired TVs. */
export function sendTvClock(gameId: number, clock: TvClockRequest): Promise<void> {
  return apiFetch<void>(`/api/games/${gameId}/tv-clock`, { method: 'POST', body: clock });
}

/** The address a TV opens, with the code filled in (the QR code's content). */
export const tvLink = (code: string) => `${window.location.origin}/tv?code=${encodeURIComponent(code)}`;
