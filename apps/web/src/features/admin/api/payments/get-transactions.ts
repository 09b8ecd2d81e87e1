import { useQuery } from '@tanstack/react-query';
import type { AdminTransactionsResponse } from '@app/shared/contracts/admin';
import type { TransactionFilter } from '@app/shared/payment-constants';
import { apiFetch } from '@/lib/api-client';
import { purchasesKey } from './keys';

export type PurchaseFilter = { status: TransactionFilter; q: string; from: string; to: string };

export function getAllTransactions(filter: PurchaseFilter) {
  const params = new URLSearchParams({ status: filter.status, q: filter.q });
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return apiFetch<AdminTransactionsResponse>(`/api/admin/transactions?${params.toString()}`);
}

export function useAllTransactions(filter: PurchaseFilter) {
  return useQuery({ queryKey: [...purchasesKey, filter], queryFn: () => getAllTransactions(filter) });
}
