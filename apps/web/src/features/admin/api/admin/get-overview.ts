import { useQuery } from '@tanstack/react-query';
import type { AdminOverviewResponse } from '@app/shared/contracts/overview';
import { apiFetch } from '@/lib/api-client';

export const getOverview = () => apiFetch<AdminOverviewResponse>('/api/admin/overview');

/** The overview's figures, read again every minute while the console is open. */
export function useOverview() {
  return useQuery({ queryKey: ['admin', 'overview'], queryFn: getOverview, refetchInterval: 60_000 });
}
