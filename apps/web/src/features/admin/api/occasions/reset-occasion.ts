import type { AdminOccasion } from '@app/shared/contracts/occasions';
import { apiFetch } from '@/lib/api-client';
import { useOccasionChange } from './keys';

/** A built-in occasion's categories back to the pack's. */
export const resetOccasion = (id: string) => apiFetch<AdminOccasion>(`/api/admin/occasions/${encodeURIComponent(id)}/categories`, { method: 'DELETE' });

export const useResetOccasion = () => useOccasionChange(resetOccasion);
