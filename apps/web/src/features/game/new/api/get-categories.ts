import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse } from '@app/shared/contracts/content';
import { apiFetch } from '@/lib/api-client';

/** Every user's categories (`all`, to re-read them after a game is created) and one user's. */
export const categoriesKeys = {
  all: ['categories'] as const,
  forUser: (userId: number | null) => ['categories', userId ?? 'visitor'] as const,
};

export function getCategories(signal?: AbortSignal): Promise<CategoriesResponse> {
  return apiFetch<CategoriesResponse>('/api/categories', { signal });
}

/** Remaining games depend on who asks, so each user (and the visitor) has its own cache entry. */
export function categoriesQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: categoriesKeys.forUser(userId),
    queryFn: ({ signal }) => getCategories(signal),
  });
}

export function useCategories(userId: number | null, enabled = true) {
  return useQuery({ ...categoriesQueryOptions(userId), enabled });
}
