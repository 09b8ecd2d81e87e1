import type { AdminQuestion, QuestionCreateRequest, QuestionEditRequest } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { useContentMutation } from './keys';

/** Adds a question (no id) or saves one. */
export const saveQuestion = ({ id, input }: { id: number | null; input: QuestionCreateRequest | QuestionEditRequest }) =>
  apiFetch<AdminQuestion>(id === null ? '/api/admin/questions' : `/api/admin/questions/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: input,
  });

export const useSaveQuestion = () => useContentMutation(saveQuestion);
