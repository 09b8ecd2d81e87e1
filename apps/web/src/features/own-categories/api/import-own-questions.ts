import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnCategoryResponse } from '@app/shared/contracts/own-categories';
import type { OwnImportPreviewResponse, OwnImportRequest, OwnQuestionMoveRequest } from '@app/shared/contracts/own-import';
import { apiFetch } from '@/lib/api-client';
import { ownCategoriesKeys } from './get-own-categories';

/** Checks a file or pasted lines against the category: counts and problems, nothing written. */
export const usePreviewOwnImport = (categoryId: number) =>
  useMutation({
    mutationFn: (body: OwnImportRequest) => apiFetch<OwnImportPreviewResponse>(`/api/my-categories/${categoryId}/import/preview`, { method: 'POST', body }),
  });

function useCategoryChange<Input, Output extends OwnCategoryResponse>(categoryId: number, request: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (after) => {
      client.setQueryData(ownCategoriesKeys.one(categoryId), after);
      void client.invalidateQueries({ queryKey: ownCategoriesKeys.list() });
    },
  });
}

/** Imports all of it, or nothing (the refusal carries the problems). */
export const useImportOwnQuestions = (categoryId: number) =>
  useCategoryChange(categoryId, (body: OwnImportRequest) =>
    apiFetch<OwnCategoryResponse & { imported: number }>(`/api/my-categories/${categoryId}/import`, { method: 'POST', body }),
  );

/** One place up or down among the questions of its difficulty. */
export const useMoveOwnQuestion = (categoryId: number) =>
  useCategoryChange(categoryId, ({ questionId, direction }: { questionId: number } & OwnQuestionMoveRequest) =>
    apiFetch<OwnCategoryResponse>(`/api/my-categories/${categoryId}/questions/${questionId}/move`, { method: 'POST', body: { direction } }),
  );
