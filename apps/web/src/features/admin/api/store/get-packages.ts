import { useQuery } from '@tanstack/react-query';
import type { AdminPackagesResponse } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { packagesKey } from './keys';

export const getPackages = () => apiFetch<AdminPackagesResponse>('/api/admin/packages');

export function usePackages() {
  return useQuery({ queryKey: packagesKey, queryFn: getPackages });
}
