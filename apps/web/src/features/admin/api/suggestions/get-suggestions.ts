import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminSuggestionsResponse, SuggestionListQuery } from '@app/shared/contracts/suggestions';
import { apiFetch } from '@/lib/api-client';
import { suggestionsKey } from './keys';

const queryString = (query: SuggestionListQuery) =>
  new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '').map(([k, v]) => [k, String(v)])).toString();

export const getSuggestions = (query: SuggestionListQuery, signal?: AbortSignal) =>
  apiFetch<AdminSuggestionsResponse>(`/api/admin/suggestions?${queryString(query)}`, { signal });

/** The console's queue of suggested questions, filtered. */
export function useSuggestions(query: SuggestionListQuery) {
  return useQuery({
    queryKey: [...suggestionsKey, query],
    queryFn: ({ signal }) => getSuggestions(query, signal),
    placeholderData: keepPreviousData,
  });
}
