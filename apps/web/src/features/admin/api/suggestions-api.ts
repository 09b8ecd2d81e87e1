import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSuggestion, AdminSuggestionsResponse, SuggestionEditRequest, SuggestionListQuery } from '@app/shared/contracts/suggestions';
import { apiFetch } from '@/lib/api-client';
import { feedbackKey } from './feedback-api';
import { contentKeys } from './content-api';

export const suggestionKeys = {
  all: ['admin', 'suggestions'] as const,
  list: (query: SuggestionListQuery) => ['admin', 'suggestions', query] as const,
};

const queryString = (query: SuggestionListQuery) =>
  new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '').map(([k, v]) => [k, String(v)])).toString();

/** The console's queue of suggested questions, filtered. */
export function useSuggestions(query: SuggestionListQuery) {
  return useQuery({
    queryKey: suggestionKeys.list(query),
    queryFn: ({ signal }) => apiFetch<AdminSuggestionsResponse>(`/api/admin/suggestions?${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Any decision or correction reads the queue again (and the bank's lists, which an accepted one joins). */
function useSuggestionMutation<I>(mutationFn: (input: I) => Promise<AdminSuggestion>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: suggestionKeys.all });
      void client.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}

export const useEditSuggestion = () =>
  useSuggestionMutation(({ id, body }: { id: number; body: SuggestionEditRequest }) => apiFetch<AdminSuggestion>(`/api/admin/suggestions/${id}`, { method: 'PUT', body }));

export const useAcceptSuggestion = () =>
  useSuggestionMutation(({ id, categoryId }: { id: number; categoryId: number }) =>
    apiFetch<AdminSuggestion>(`/api/admin/suggestions/${id}/accept`, { method: 'POST', body: { categoryId } }),
  );

export const useDeclineSuggestion = () =>
  useSuggestionMutation(({ id, reason }: { id: number; reason: string }) =>
    apiFetch<AdminSuggestion>(`/api/admin/suggestions/${id}/decline`, { method: 'POST', body: { reason } }),
  );

/** Hides a reported shared category (reason: the author is told), or shows it again (null); the inbox is read again. */
export function useSetSharedCategoryHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string | null }) =>
      apiFetch<void>(`/api/admin/shared-categories/${id}/hide`, reason === null ? { method: 'DELETE' } : { method: 'POST', body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: feedbackKey }),
  });
}
