import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionsResponse } from '@app/shared/contracts/payments';
import { apiFetch } from '@/lib/api-client';

export const RECENT_COUNT = 5;
const params = { status: 'all', sort: 'newest', page: 1, pageSize: RECENT_COUNT } as const;

/** The buyer's latest transactions for the store page (the full list is on /purchase-history). */
export const getRecentTransactions = (signal?: AbortSignal) =>
  apiFetch<TransactionsResponse>(`/api/payments/transactions?pageSize=${RECENT_COUNT}`, { signal });

export const recentTransactionsQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'transactions', params], queryFn: ({ signal }) => getRecentTransactions(signal), staleTime: 0 });

export function useRecentTransactions(enabled: boolean) {
  return useQuery({ ...recentTransactionsQueryOptions(), enabled });
}
