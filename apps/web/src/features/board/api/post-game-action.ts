import type { GameActionRequest, GameActionResponse } from '@app/shared/contracts/games';
import type { GameAction } from '@app/shared/game/actions';
import { apiFetch } from '@/lib/api-client';

/** One rule applied by the server (the authority); a refusal is a 409 with the refusal code. */
export function postGameAction(gameId: number, action: GameAction): Promise<GameActionResponse> {
  const body: GameActionRequest = { action };
  return apiFetch<GameActionResponse>(`/api/games/${gameId}/actions`, { method: 'POST', body });
}
