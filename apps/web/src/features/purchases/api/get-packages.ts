import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorePackagesResponse } from '@app/shared/contracts/store';
import { apiFetch } from '@/lib/api-client';

export const getPackages = (signal?: AbortSignal) => apiFetch<StorePackagesResponse>('/api/store/packages', { signal });

export const packagesKey = ['store', 'packages'] as const;

export const packagesQueryOptions = () =>
  queryOptions({ queryKey: packagesKey, queryFn: ({ signal }) => getPackages(signal), staleTime: 60_000 });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
