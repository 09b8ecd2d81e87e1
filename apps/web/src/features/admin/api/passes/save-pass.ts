import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPass, PassRequest } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { passesKey } from './keys';

/** Adds a pass (no id) or saves one (also pausing it). */
export const savePass = ({ id, input }: { id: number | null; input: PassRequest }) =>
  id === null
    ? apiFetch<AdminPass>('/api/admin/passes', { method: 'POST', body: input })
    : apiFetch<AdminPass>(`/api/admin/passes/${id}`, { method: 'PUT', body: input });

export function useSavePass() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePass, onSuccess: () => client.invalidateQueries({ queryKey: passesKey }) });
}
