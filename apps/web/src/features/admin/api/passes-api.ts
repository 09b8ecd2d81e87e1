import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPass, AdminPassesResponse, PassRequest } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';

export const passesKey = ['admin', 'passes'] as const;

export function usePasses() {
  return useQuery({
    queryKey: passesKey,
    queryFn: () => apiFetch<AdminPassesResponse>('/api/admin/passes'),
  });
}

/** Adds a pass (no id) or saves one (also pausing it); the store reads its list fresh on its next visit. */
export function useSavePass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PassRequest }) =>
      id === null
        ? apiFetch<AdminPass>('/api/admin/passes', { method: 'POST', body: input })
        : apiFetch<AdminPass>(`/api/admin/passes/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: passesKey }),
  });
}
