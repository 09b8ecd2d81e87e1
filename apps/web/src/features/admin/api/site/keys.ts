import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteStore } from '@/lib/site';

/** The server's settings: the saved ones replace them. */
export const settingsKey = ['admin', 'settings'] as const;

export const sponsorsKey = ['admin', 'sponsors'] as const;

/** After a sponsor is added, changed or deleted: the console's list and the site data are read again. */
export function useSponsorChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void siteStore.load(true);
      return client.invalidateQueries({ queryKey: sponsorsKey });
    },
  });
}
