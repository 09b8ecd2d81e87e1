import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTransaction, AdminTransactionsResponse } from '@app/shared/contracts/admin';
import type { AdminRefund, RefundRequest } from '@app/shared/contracts/admin-payments';
import type { TransactionFilter } from '@app/shared/payment-constants';
import { apiFetch } from '@/lib/api-client';

export type PurchaseFilter = { status: TransactionFilter; q: string; from: string; to: string };

/** Every list of purchases in the console, whatever its filter. */
export const purchasesKey = ['admin', 'transactions'] as const;

export function useAllTransactions(filter: PurchaseFilter) {
  const params = new URLSearchParams({ status: filter.status, q: filter.q });
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return useQuery({
    queryKey: [...purchasesKey, filter],
    queryFn: () => apiFetch<AdminTransactionsResponse>(`/api/admin/transactions?${params.toString()}`),
  });
}

export function useRefundPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RefundRequest }) =>
      apiFetch<AdminRefund>(`/api/admin/transactions/${id}/refund`, { method: 'POST', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: purchasesKey }),
  });
}

export function useRecheckPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<AdminTransaction>(`/api/admin/transactions/${id}/recheck`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: purchasesKey }),
  });
}
