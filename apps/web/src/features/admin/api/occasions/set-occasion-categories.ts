import type { AdminOccasion } from '@app/shared/contracts/occasions';
import { apiFetch } from '@/lib/api-client';
import { useOccasionChange } from './keys';

export const setOccasionCategories = ({ id, categories }: { id: string; categories: string[] }) =>
  apiFetch<AdminOccasion>(`/api/admin/occasions/${encodeURIComponent(id)}/categories`, { method: 'PUT', body: { categories } });

export const useSetOccasionCategories = () => useOccasionChange(setOccasionCategories);
