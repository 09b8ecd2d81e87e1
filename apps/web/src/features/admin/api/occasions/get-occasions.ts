import { useQuery } from '@tanstack/react-query';
import type { AdminOccasionsResponse } from '@app/shared/contracts/occasions';
import { apiFetch } from '@/lib/api-client';
import { adminOccasionsKey } from './keys';

export const getAdminOccasions = (signal?: AbortSignal) => apiFetch<AdminOccasionsResponse>('/api/admin/occasions', { signal });

export function useAdminOccasions() {
  return useQuery({ queryKey: adminOccasionsKey, queryFn: ({ signal }) => getAdminOccasions(signal) });
}
