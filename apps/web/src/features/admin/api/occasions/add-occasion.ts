import type { AdminOccasion, OwnOccasionInput } from '@app/shared/contracts/occasions';
import { apiFetch } from '@/lib/api-client';
import { useOccasionChange } from './keys';

export const addOccasion = (input: OwnOccasionInput) => apiFetch<AdminOccasion>('/api/admin/occasions', { method: 'POST', body: input });

export const useAddOccasion = () => useOccasionChange(addOccasion);
