import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPackage, AdminPackagesResponse, PackageRequest } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';

export const packagesKey = ['admin', 'packages'] as const;

export function usePackages() {
  return useQuery({
    queryKey: packagesKey,
    queryFn: () => apiFetch<AdminPackagesResponse>('/api/admin/packages'),
  });
}

/** Adds a package (no id) or saves one; the store's own list is read fresh on its next visit. */
export function useSavePackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PackageRequest }) =>
      id === null
        ? apiFetch<AdminPackage>('/api/admin/packages', {
            method: 'POST',
            body: input,
          })
        : apiFetch<AdminPackage>(`/api/admin/packages/${id}`, {
            method: 'PUT',
            body: input,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: packagesKey }),
  });
}
