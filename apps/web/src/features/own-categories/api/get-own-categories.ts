import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnCategoriesResponse, OwnCategoryResponse } from '@app/shared/contracts/own-categories';
import { apiFetch } from '@/lib/api-client';
import { OWN_CATEGORIES_KEY, OWN_CATEGORIES_LIST_KEY } from '@/lib/own-categories-key';

export const ownCategoriesKeys = {
  all: OWN_CATEGORIES_KEY,
  list: () => OWN_CATEGORIES_LIST_KEY,
  one: (id: number) => [...OWN_CATEGORIES_KEY, id] as const,
};

export function useOwnCategories() {
  return useQuery(
    queryOptions({
      queryKey: ownCategoriesKeys.list(),
      queryFn: ({ signal }) => apiFetch<OwnCategoriesResponse>('/api/my-categories', { signal }),
    }),
  );
}

export function useOwnCategory(id: number) {
  return useQuery(
    queryOptions({
      queryKey: ownCategoriesKeys.one(id),
      queryFn: ({ signal }) => apiFetch<OwnCategoryResponse>(`/api/my-categories/${id}`, { signal }),
      retry: false,
    }),
  );
}
