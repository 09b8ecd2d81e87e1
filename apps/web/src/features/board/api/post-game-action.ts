import type { GameActionRequest, GameActionResponse } from '@app/shared/contracts/games';
import type { GameAction } from '@app/shared/game/actions';
import { apiFetch } from '@/lib/api-client';

/**
 * One rule applied by the server (the authority); a refusal is a 409 with the refusal code.
 * With expectedVersion it applies only to that version of the game (409 game_changed otherwise).
 */
export function postGameAction(gameId: number, action: GameAction, expectedVersion?: number): Promise<GameActionResponse> {
  const body: GameActionRequest = expectedVersion === undefined ? { action } : { action, expectedVersion };
  return apiFetch<GameActionResponse>(`/api/games/${gameId}/actions`, { method: 'POST', body });
}
