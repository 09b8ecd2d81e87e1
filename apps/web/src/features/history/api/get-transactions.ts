import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionFilter, TransactionsResponse } from '@app/shared/contracts/payments';
import { apiFetch } from '@/lib/api-client';

export type HistoryParams = { status: TransactionFilter; sort: 'newest' | 'oldest'; page: number; pageSize: number };

/** GET /api/payments/transactions: only the caller's own transactions (spec platform 5). */
export const getTransactions = (params: HistoryParams, signal?: AbortSignal) => {
  const query = new URLSearchParams({ status: params.status, sort: params.sort, page: String(params.page), pageSize: String(params.pageSize) });
  return apiFetch<TransactionsResponse>(`/api/payments/transactions?${query}`, { signal });
};

export const transactionsQueryOptions = (params: HistoryParams) =>
  queryOptions({
    queryKey: ['payments', 'transactions', params],
    queryFn: ({ signal }) => getTransactions(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useTransactions(params: HistoryParams, enabled: boolean) {
  return useQuery({ ...transactionsQueryOptions(params), enabled });
}
