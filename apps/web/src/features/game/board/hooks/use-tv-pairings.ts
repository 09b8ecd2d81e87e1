import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createTvPairing, listTvPairings, revokeTvPairing, tvPairingsKey } from '../api/tv-pairings-api';

/**
 * The host's pairings of this game with a TV. `watch` asks again every few seconds (the dialog
 * waiting for the TV to enter its code); otherwise what the host last saw is kept a while.
 */
export function useTvPairings(gameId: number, { watch = false }: { watch?: boolean } = {}) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: tvPairingsKey(gameId),
    queryFn: ({ signal }) => listTvPairings(gameId, signal),
    staleTime: 15_000,
    refetchInterval: watch ? 2_000 : false,
  });
  const refresh = () => client.invalidateQueries({ queryKey: tvPairingsKey(gameId) });
  const create = useMutation({ mutationFn: () => createTvPairing(gameId), onSettled: refresh });
  const revoke = useMutation({ mutationFn: (pairingId: number) => revokeTvPairing(gameId, pairingId), onSettled: refresh });
  const pairings = query.data ?? [];
  return {
    query,
    pairings,
    waiting: pairings.find((pairing) => pairing.status === 'waiting') ?? null,
    paired: pairings.filter((pairing) => pairing.status === 'paired'),
    create,
    revoke,
  };
}

/** True while a TV shows this game: the host's question screen then becomes the host console. */
export function useTvPaired(gameId: number): boolean {
  return useTvPairings(gameId).paired.length > 0;
}
