import { apiFetch } from '@/lib/api-client';
import { useContentMutation } from './keys';

export const setCategoryActive = ({ id, active }: { id: number; active: boolean }) =>
  apiFetch<void>(`/api/admin/categories/${id}`, { method: 'PATCH', body: { active } });

export const useSetCategoryActive = () => useContentMutation(setCategoryActive);
