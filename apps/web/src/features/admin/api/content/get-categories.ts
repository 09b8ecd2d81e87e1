import { useQuery } from '@tanstack/react-query';
import type { AdminCategoriesResponse } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { contentKey } from './keys';

export const getAdminCategories = () => apiFetch<AdminCategoriesResponse>('/api/admin/categories');

export function useAdminCategories() {
  return useQuery({ queryKey: [...contentKey, 'categories'], queryFn: getAdminCategories });
}
