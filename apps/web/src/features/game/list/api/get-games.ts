import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GamesListResponse } from '@app/shared/contracts/games';
import { apiFetch } from '@/lib/api-client';

/** Every list of games (`all`, to re-read them after a change) and one user's list. */
export const gamesKeys = {
  all: ['games'] as const,
  list: (userId: number) => ['games', 'list', userId] as const,
};

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
