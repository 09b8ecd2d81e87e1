import { useQuery } from '@tanstack/react-query';
import type { QuestionHealthListResponse } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { contentKey } from './keys';

export const getMismatchedQuestions = () => apiFetch<QuestionHealthListResponse>('/api/admin/question-health');

export function useMismatchedQuestions() {
  return useQuery({ queryKey: [...contentKey, 'mismatched'], queryFn: getMismatchedQuestions });
}
