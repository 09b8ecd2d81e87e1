import { useQuery } from '@tanstack/react-query';
import type { AdminPassesResponse } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { passesKey } from './keys';

export const getPasses = () => apiFetch<AdminPassesResponse>('/api/admin/passes');

export function usePasses() {
  return useQuery({ queryKey: passesKey, queryFn: getPasses });
}
