import { useQuery } from '@tanstack/react-query';
import type { AuditLogResponse } from '@app/shared/contracts/audit';
import { apiFetch } from '@/lib/api-client';

export type AuditFilter = { operator: string; action: string };

export function useAuditLog({ operator, action }: AuditFilter) {
  const query = new URLSearchParams();
  if (operator) query.set('operator', operator);
  if (action) query.set('action', action);
  return useQuery({
    queryKey: ['admin', 'audit', operator, action] as const,
    queryFn: () => apiFetch<AuditLogResponse>(`/api/admin/audit?${query.toString()}`),
  });
}
