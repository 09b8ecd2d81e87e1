import { queryOptions } from '@tanstack/react-query';
import type { GameBoard, GameBoardResponse } from '@app/shared/contracts/games';
import { apiFetch } from '@/lib/api-client';

/** One game's board: what every game screen reads. */
export const gameKey = (gameId: number) => ['game', gameId] as const;

export async function getGame(gameId: number, signal?: AbortSignal): Promise<GameBoard> {
  const response = await apiFetch<GameBoardResponse>(`/api/games/${gameId}`, { signal });
  return response.game;
}

/** State, categories and all question texts in one request; every game screen reads it. */
export function gameQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: gameKey(gameId),
    queryFn: ({ signal }) => getGame(gameId, signal),
    staleTime: 60_000,
  });
}
