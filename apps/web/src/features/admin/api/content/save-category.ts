import type { AdminCategory, CategoryRequest } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { useContentMutation } from './keys';

/** Adds a category (no id) or saves one. */
export const saveCategory = ({ id, input }: { id: number | null; input: CategoryRequest }) =>
  apiFetch<AdminCategory>(id === null ? '/api/admin/categories' : `/api/admin/categories/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: input,
  });

export const useSaveCategory = () => useContentMutation(saveCategory);
