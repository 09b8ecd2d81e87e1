import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every search of players: read again after a player's points, ban or role change. */
export const usersKey = ['admin', 'users'] as const;
export const playerKey = (id: number) => ['admin', 'player', id] as const;
export const operatorsKey = ['admin', 'operators'] as const;

/** A ban or role change: the player's page, the search results and the operators list are read again. */
export function usePlayerChange<I>(id: number, mutationFn: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: playerKey(id) }),
        client.invalidateQueries({ queryKey: usersKey }),
        client.invalidateQueries({ queryKey: operatorsKey }),
      ]),
  });
}
