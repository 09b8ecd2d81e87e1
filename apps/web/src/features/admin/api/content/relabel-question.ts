import type { AdminQuestion, QuestionRelabelRequest } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { useContentMutation } from './keys';

/** The question health's one-click relabel: the question's label for new games. */
export const relabelQuestion = ({ id, difficulty }: { id: number } & QuestionRelabelRequest) =>
  apiFetch<AdminQuestion>(`/api/admin/questions/${id}/difficulty`, { method: 'POST', body: { difficulty } });

export const useRelabelQuestion = () => useContentMutation(relabelQuestion);
