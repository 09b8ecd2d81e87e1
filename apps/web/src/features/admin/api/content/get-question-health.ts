import { useQuery } from '@tanstack/react-query';
import type { QuestionHealthResponse } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { contentKey } from './keys';

export const getQuestionHealth = (id: number) => apiFetch<QuestionHealthResponse>(`/api/admin/questions/${id}/health`);

export function useQuestionHealth(id: number) {
  return useQuery({ queryKey: [...contentKey, 'health', id], queryFn: () => getQuestionHealth(id) });
}
