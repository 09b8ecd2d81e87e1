import { useQuery } from '@tanstack/react-query';
import type { OperatorsResponse } from '@app/shared/contracts/admin-players';
import { apiFetch } from '@/lib/api-client';
import { operatorsKey } from './keys';

export const getOperators = () => apiFetch<OperatorsResponse>('/api/admin/operators');

/** Every operator, with how, when and by whom the role was granted. */
export function useOperators() {
  return useQuery({ queryKey: operatorsKey, queryFn: getOperators });
}
