import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameActionRequest, GameActionResponse } from '@app/shared/contracts/games';
import type { GameAction } from '@app/shared/game/actions';
import { apiFetch } from '@/lib/api-client';
import { gamesKeys } from '../../games-keys';
import { gameKey } from './get-game';

/**
 * One rule applied by the server (the authority); a refusal is a 409 with the refusal code.
 * With expectedVersion it applies only to that version of the game (409 game_changed otherwise).
 * Every game action goes through here: the board's action queue and My games' reset.
 */
export function postGameAction(gameId: number, action: GameAction, expectedVersion?: number): Promise<GameActionResponse> {
  const body: GameActionRequest = expectedVersion === undefined ? { action } : { action, expectedVersion };
  return apiFetch<GameActionResponse>(`/api/games/${gameId}/actions`, { method: 'POST', body });
}

/**
 * Reset from My games: scores to 0, lifelines and tiles cleared, turn to team 1; no points charged
 * or returned. The board is not on screen, so the action is sent at once rather than queued behind
 * its actions; the board is read afresh when it opens.
 */
export function useResetGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (gameId: number) => postGameAction(gameId, { type: 'reset' }),
    onSuccess: (_result, gameId) => {
      client.removeQueries({ queryKey: gameKey(gameId) });
      void client.invalidateQueries({ queryKey: gamesKeys.all });
    },
  });
}
