import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnCategoryResponse, SharedCategoryResponse } from '@app/shared/contracts/own-categories';
import { apiFetch } from '@/lib/api-client';
import { ownCategoriesKeys } from './get-own-categories';

/** The category behind a share link (opening it makes it playable for me while the link lives). */
export function useSharedCategory(token: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['shared-category', token],
    queryFn: async ({ signal }) => {
      const shared = await apiFetch<SharedCategoryResponse>(`/api/shared/${encodeURIComponent(token)}`, { signal });
      // It now shows under "Shared with me" on /play.
      void client.invalidateQueries({ queryKey: ownCategoriesKeys.list() });
      return shared;
    },
    retry: false,
    staleTime: 0,
  });
}

/** Copies the shared category into my own (a new, independent category). */
export function useCopySharedCategory(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<OwnCategoryResponse>(`/api/shared/${encodeURIComponent(token)}/copy`, { method: 'POST' }),
    onSuccess: (copy) => {
      client.setQueryData(ownCategoriesKeys.one(copy.category.id), copy);
      void client.invalidateQueries({ queryKey: ownCategoriesKeys.list() });
    },
  });
}
