import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameActionRequest, GameActionResponse } from '@app/shared/contracts/games';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function resetGame(gameId: number): Promise<GameActionResponse> {
  const body: GameActionRequest = { action: { type: 'reset' } };
  return apiFetch<GameActionResponse>(`/api/games/${gameId}/actions`, { method: 'POST', body });
}

/** Scores to 0, lifelines and tiles cleared, turn to team 1; no points charged or returned. */
export function useResetGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetGame,
    onSuccess: (_result, gameId) => {
      client.removeQueries({ queryKey: queryKeys.game(gameId) });
      void client.invalidateQueries({ queryKey: queryKeys.gamesAll });
    },
  });
}
