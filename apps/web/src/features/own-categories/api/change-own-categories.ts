import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnCategoryRequest, OwnCategoryResponse, OwnQuestionRequest } from '@app/shared/contracts/own-categories';
import { apiFetch } from '@/lib/api-client';
import { ownCategoriesKeys } from './get-own-categories';

/** Every change answers with the category as it now is: it goes into the cache, and the lists are read again. */
function useOwnChange<Input>(request: (input: Input) => Promise<OwnCategoryResponse | undefined>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (after) => {
      if (after) client.setQueryData(ownCategoriesKeys.one(after.category.id), after);
      void client.invalidateQueries({ queryKey: ownCategoriesKeys.list() });
    },
  });
}

export const useCreateOwnCategory = () =>
  useOwnChange((body: OwnCategoryRequest) => apiFetch<OwnCategoryResponse>('/api/my-categories', { method: 'POST', body }));

export const useUpdateOwnCategory = (id: number) =>
  useOwnChange((body: OwnCategoryRequest) => apiFetch<OwnCategoryResponse>(`/api/my-categories/${id}`, { method: 'PUT', body }));

export function useDeleteOwnCategory(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`/api/my-categories/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      client.removeQueries({ queryKey: ownCategoriesKeys.one(id) });
      void client.invalidateQueries({ queryKey: ownCategoriesKeys.list() });
    },
  });
}

/** Adds a question (id null) or changes one. */
export const useSaveOwnQuestion = (categoryId: number) =>
  useOwnChange(({ id, body }: { id: number | null; body: OwnQuestionRequest }) =>
    apiFetch<OwnCategoryResponse>(`/api/my-categories/${categoryId}/questions${id === null ? '' : `/${id}`}`, { method: id === null ? 'POST' : 'PUT', body }),
  );

export const useDeleteOwnQuestion = (categoryId: number) =>
  useOwnChange((id: number) => apiFetch<OwnCategoryResponse>(`/api/my-categories/${categoryId}/questions/${id}`, { method: 'DELETE' }));
