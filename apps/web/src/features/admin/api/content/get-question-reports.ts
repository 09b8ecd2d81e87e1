import { useQuery } from '@tanstack/react-query';
import type { AdminQuestionReportsResponse } from '@app/shared/contracts/question-reports';
import { apiFetch } from '@/lib/api-client';
import { contentKey } from './keys';

export const getQuestionReports = () => apiFetch<AdminQuestionReportsResponse>('/api/admin/question-reports');

export function useQuestionReports() {
  return useQuery({ queryKey: [...contentKey, 'reports'], queryFn: getQuestionReports });
}
