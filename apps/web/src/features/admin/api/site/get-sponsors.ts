import { useQuery } from '@tanstack/react-query';
import type { AdminSponsorsResponse } from '@app/shared/contracts/sponsors';
import { apiFetch } from '@/lib/api-client';
import { sponsorsKey } from './keys';

export const getSponsors = () => apiFetch<AdminSponsorsResponse>('/api/admin/sponsors');

export function useSponsors() {
  return useQuery({ queryKey: sponsorsKey, queryFn: getSponsors });
}
