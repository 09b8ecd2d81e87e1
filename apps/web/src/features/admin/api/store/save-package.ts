import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPackage, PackageRequest } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { packagesKey } from './keys';

/** Adds a package (no id) or saves one. */
export const savePackage = ({ id, input }: { id: number | null; input: PackageRequest }) =>
  id === null
    ? apiFetch<AdminPackage>('/api/admin/packages', { method: 'POST', body: input })
    : apiFetch<AdminPackage>(`/api/admin/packages/${id}`, { method: 'PUT', body: input });

export function useSavePackage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePackage, onSuccess: () => client.invalidateQueries({ queryKey: packagesKey }) });
}
