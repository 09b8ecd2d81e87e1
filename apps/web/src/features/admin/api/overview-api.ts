import { useQuery } from '@tanstack/react-query';
import type { AdminOverviewResponse } from '@app/shared/contracts/overview';
import { apiFetch } from '@/lib/api-client';

export const overviewKey = ['admin', 'overview'] as const;

/** The overview's figures, read again every minute while the console is open. */
export function useOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: () => apiFetch<AdminOverviewResponse>('/api/admin/overview'),
    refetchInterval: 60_000,
  });
}
