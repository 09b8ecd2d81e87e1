import { useQuery } from '@tanstack/react-query';
import type { OccasionsResponse } from '@app/shared/contracts/occasions';
import { apiFetch } from '@/lib/api-client';
import { OCCASIONS_KEY } from '@/lib/occasions-key';

/** The calendar of occasions with their categories; it changes only with a new release or an operator's edit. */
export function useOccasions() {
  return useQuery({
    queryKey: OCCASIONS_KEY,
    queryFn: ({ signal }) => apiFetch<OccasionsResponse>('/api/occasions', { signal }),
    staleTime: 60 * 60 * 1000,
  });
}
