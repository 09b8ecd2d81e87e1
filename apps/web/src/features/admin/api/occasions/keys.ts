import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OCCASIONS_KEY } from '@/lib/occasions-key';

export const adminOccasionsKey = ['admin', 'occasions'] as const;

/** After any change: the console's list and the players' occasions (/play in this tab) are read again. */
export function useOccasionChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: adminOccasionsKey }), client.invalidateQueries({ queryKey: OCCASIONS_KEY })]),
  });
}
