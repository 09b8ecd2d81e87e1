import type { TvGameView, TvPairRequest, TvPairResponse, TvResumeResponse } from '@app/shared/contracts/tv';
import { apiFetch } from '@/lib/api-client';

/** The TV's side (DECISIONS.md 25): redeem a code (the token comes back as an httpOnly cookie), then read the view. */
export function pairTv(code: string): Promise<TvPairResponse> {
  const body: TvPairRequest = { code };
  return apiFetch<TvPairResponse>('/api/tv/pair', { method: 'POST', body });
}

export async function getTvGame(): Promise<TvGameView> {
  return (await apiFetch<{ game: TvGameView }>('/api/tv/game')).game;
}

/** On opening /tv: the paired game's view, or null when this screen is not paired (asked without an error). */
export async function resumeTvGame(): Promise<TvGameView | null> {
  return (await apiFetch<TvResumeResponse>('/api/tv/resume')).game;
}
