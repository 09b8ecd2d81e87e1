/** The signed-in player's pass, read by the header, /play and the store. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPassResponse } from '@app/shared/contracts/store';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const myPassKey = ['store', 'my-pass'] as const;

const getMyPass = (signal?: AbortSignal) => apiFetch<MyPassResponse>('/api/store/my-pass', { signal });

/** Keyed by the user and the balance, so it is asked again whenever the balance is reported. */
export const myPassQueryOptions = (userId: number, points: number) =>
  queryOptions({ queryKey: [...myPassKey, userId, points], queryFn: ({ signal }) => getMyPass(signal), staleTime: 30_000 });

/**
 * The signed-in user's active pass (null without one). Asked again when the balance changes: a
 * settled pass purchase and a refund each write the ledger, which reports the balance.
 */
export function useMyPass() {
  const { user } = useSession();
  const query = useQuery({ ...myPassQueryOptions(user?.id ?? 0, user?.points ?? 0), enabled: Boolean(user) });
  return user ? (query.data?.pass ?? null) : null;
}
