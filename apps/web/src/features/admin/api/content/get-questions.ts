import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminQuestionsResponse, QuestionListQuery } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { contentKey } from './keys';

/** One page of the bank's questions; empty filters are left out of the address. */
export function getQuestions(query: QuestionListQuery) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])),
  );
  return apiFetch<AdminQuestionsResponse>(`/api/admin/questions?${params.toString()}`);
}

export function useQuestionList(query: QuestionListQuery) {
  return useQuery({
    queryKey: [...contentKey, 'questions', query],
    queryFn: () => getQuestions(query),
    placeholderData: keepPreviousData,
  });
}
