import { apiFetch } from '@/lib/api-client';
import { useOccasionChange } from './keys';

export const deleteOccasion = (id: string) => apiFetch<void>(`/api/admin/occasions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteOccasion = () => useOccasionChange(deleteOccasion);
