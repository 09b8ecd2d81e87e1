import { apiFetch } from '@/lib/api-client';
import { useContentMutation } from './keys';

export const setQuestionReportStatus = ({ id, status }: { id: number; status: 'open' | 'resolved' }) =>
  apiFetch<void>(`/api/admin/question-reports/${id}`, { method: 'PATCH', body: { status } });

export const useSetQuestionReportStatus = () => useContentMutation(setQuestionReportStatus);
