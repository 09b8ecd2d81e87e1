import { useQuery } from '@tanstack/react-query';
import type { AuditLogResponse } from '@app/shared/contracts/audit';
import { apiFetch } from '@/lib/api-client';
import { LIVE_LIST_REFRESH_MS } from '../live-lists';

export type AuditFilter = { operator: string; action: string };

export function getAuditLog({ operator, action }: AuditFilter) {
  const query = new URLSearchParams();
  if (operator) query.set('operator', operator);
  if (action) query.set('action', action);
  return apiFetch<AuditLogResponse>(`/api/admin/audit?${query.toString()}`);
}

export function useAuditLog({ operator, action }: AuditFilter) {
  return useQuery({
    queryKey: ['admin', 'audit', operator, action],
    queryFn: () => getAuditLog({ operator, action }),
    refetchInterval: LIVE_LIST_REFRESH_MS,
  });
}
