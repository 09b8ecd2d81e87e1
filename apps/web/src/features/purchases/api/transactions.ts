import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionFilter, TransactionsResponse } from '@app/shared/contracts/payments';
import { apiFetch } from '@/lib/api-client';

export type TransactionsParams = { status: TransactionFilter; sort: 'newest' | 'oldest'; page: number; pageSize: number };

/** Every cached page of the caller's transactions: invalidated when a payment settles or is cancelled. */
export const transactionsKey = ['payments', 'transactions'] as const;

/** The store page shows the latest few; the full list is on /purchase-history. */
export const RECENT_COUNT = 5;
export const RECENT_TRANSACTIONS: TransactionsParams = { status: 'all', sort: 'newest', page: 1, pageSize: RECENT_COUNT };

/** GET /api/payments/transactions: only the caller's own transactions (spec platform 5). */
export const getTransactions = (params: TransactionsParams, signal?: AbortSignal) => {
  const query = new URLSearchParams({ status: params.status, sort: params.sort, page: String(params.page), pageSize: String(params.pageSize) });
  return apiFetch<TransactionsResponse>(`/api/payments/transactions?${query}`, { signal });
};

export const transactionsQueryOptions = (params: TransactionsParams) =>
  queryOptions({
    queryKey: [...transactionsKey, params],
    queryFn: ({ signal }) => getTransactions(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useTransactions(params: TransactionsParams, enabled: boolean) {
  return useQuery({ ...transactionsQueryOptions(params), enabled });
}
