import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransactionView } from '@app/shared/contracts/payments';
import { apiFetch } from '@/lib/api-client';
import { transactionsKey } from './transactions';

/** POST /api/payments/transactions/:id/cancel: gives up a checkout left without paying. */
export const cancelPayment = (transactionId: number) =>
  apiFetch<TransactionView>(`/api/payments/transactions/${transactionId}/cancel`, { method: 'POST' });

export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionsKey }),
  });
}
