import { useQuery } from '@tanstack/react-query';
import type { OwnCategoriesResponse } from '@app/shared/contracts/own-categories';
import { apiFetch } from '@/lib/api-client';
import { OWN_CATEGORIES_LIST_KEY } from '@/lib/own-categories-key';

/** The signed-in user's own categories for the "My categories" group (none for a visitor). */
export function useOwnCategoriesForPlay(enabled: boolean) {
  return useQuery({
    queryKey: OWN_CATEGORIES_LIST_KEY,
    queryFn: ({ signal }) => apiFetch<OwnCategoriesResponse>('/api/my-categories', { signal }),
    enabled,
  });
}
