import { queryOptions } from '@tanstack/react-query';
import type { GameBoard, GameBoardResponse } from '@app/shared/contracts/games';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getGame(gameId: number, signal?: AbortSignal): Promise<GameBoard> {
  const response = await apiFetch<GameBoardResponse>(`/api/games/${gameId}`, { signal });
  return response.game;
}

/** State, categories and all question texts in one request; every game screen reads it. */
export function gameQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: queryKeys.game(gameId),
    queryFn: ({ signal }) => getGame(gameId, signal),
    staleTime: 60_000,
  });
}
