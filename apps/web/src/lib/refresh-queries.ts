import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Asks the server again for every query under these keys after a change it has just confirmed
 * (a settled payment). A plain invalidation is not enough: a query's first fetch still in flight
 * is not restarted by one (it has no data yet, so TanStack Query joins it instead of cancelling it),
 * and when that fetch returns the answer from before the change the query counts as fresh again
 * for its whole stale time. Cancelling first drops that answer; the invalidation then fetches anew.
 */
export async function refreshQueries(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
