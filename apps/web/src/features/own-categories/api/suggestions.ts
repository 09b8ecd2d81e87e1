import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoriesResponse } from '@app/shared/contracts/content';
import type { MySuggestion, MySuggestionsResponse, SharedReportRequest, SuggestRequest } from '@app/shared/contracts/suggestions';
import { apiFetch } from '@/lib/api-client';
import { MY_SUGGESTIONS_KEY } from '@/lib/own-categories-key';

/** My suggestions to the bank (newest first) and my categories the operators hid. */
export function useMySuggestions() {
  return useQuery({
    queryKey: MY_SUGGESTIONS_KEY,
    queryFn: ({ signal }) => apiFetch<MySuggestionsResponse>('/api/my-suggestions', { signal }),
  });
}

/** Suggests one of my questions to the bank (a snapshot of it, with its source). */
export function useSuggestQuestion(categoryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: number; body: SuggestRequest }) =>
      apiFetch<MySuggestion>(`/api/my-categories/${categoryId}/questions/${questionId}/suggest`, { method: 'POST', body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: MY_SUGGESTIONS_KEY }),
  });
}

/** Reports a category shared with me by link to the operators. */
export function useReportShared(token: string) {
  return useMutation({
    mutationFn: (body: SharedReportRequest) => apiFetch<{ id: number }>(`/api/shared/${encodeURIComponent(token)}/report`, { method: 'POST', body }),
  });
}

/** The bank's categories (the same answer and cache entry /play reads), to name the one a suggestion fits. */
export function useBankCategories(userId: number | null) {
  return useQuery({
    queryKey: ['categories', userId ?? 'visitor'],
    queryFn: ({ signal }) => apiFetch<CategoriesResponse>('/api/categories', { signal }),
  });
}
