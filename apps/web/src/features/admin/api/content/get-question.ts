import { useQuery } from '@tanstack/react-query';
import type { AdminQuestion } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { contentKey } from './keys';

export const getAdminQuestion = (id: number) => apiFetch<AdminQuestion>(`/api/admin/questions/${id}`);

export function useAdminQuestion(id: number | null) {
  return useQuery({
    queryKey: [...contentKey, 'question', id ?? 0],
    queryFn: () => getAdminQuestion(id!),
    enabled: id !== null,
  });
}
