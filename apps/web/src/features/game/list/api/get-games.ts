import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GamesListResponse } from '@app/shared/contracts/games';
import { apiFetch } from '@/lib/api-client';
import { gamesKeys } from '../../games-keys';


export function getGames(signal?: AbortSignal): Promise<GamesListResponse> {
  return apiFetch<GamesListResponse>('/api/games', { signal });
}

export function gamesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: gamesKeys.list(userId),
    queryFn: ({ signal }) => getGames(signal),
    staleTime: 0,
  });
}

/** The signed-in user's games, newest first (only asked for when someone is signed in). */
export function useGames(userId: number | null) {
  return useQuery({ ...gamesQueryOptions(userId ?? 0), enabled: userId !== null });
}
