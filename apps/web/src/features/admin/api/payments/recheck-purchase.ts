import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTransaction } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { purchasesKey } from './keys';

export const recheckPurchase = (id: number) => apiFetch<AdminTransaction>(`/api/admin/transactions/${id}/recheck`, { method: 'POST' });

export function useRecheckPurchase() {
  const client = useQueryClient();
  return useMutation({ mutationFn: recheckPurchase, onSettled: () => client.invalidateQueries({ queryKey: purchasesKey }) });
}
