import { useQuery } from '@tanstack/react-query';
import type { AuditLogResponse } from '@app/shared/contracts/audit';
import { apiFetch } from '@/lib/api-client';
import { LIVE_LIST_REFRESH_MS } from './live-lists';

export type AuditFilter = { operator: string; action: string };

export const auditKey = ({ operator, action }: AuditFilter) => ['admin', 'audit', operator, action] as const;

export function useAuditLog({ operator, action }: AuditFilter) {
  const query = new URLSearchParams();
  if (operator) query.set('operator', operator);
  if (action) query.set('action', action);
  return useQuery({
    queryKey: auditKey({ operator, action }),
    queryFn: () => apiFetch<AuditLogResponse>(`/api/admin/audit?${query.toString()}`),
    refetchInterval: LIVE_LIST_REFRESH_MS,
  });
}
