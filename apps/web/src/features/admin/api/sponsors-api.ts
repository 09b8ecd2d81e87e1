import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminSponsor, AdminSponsorsResponse, sponsorRequestSchema } from '@app/shared/contracts/sponsors';
import { apiFetch } from '@/lib/api-client';
import { siteStore } from '@/lib/site';

export const sponsorsKey = ['admin', 'sponsors'] as const;

export function useSponsors() {
  return useQuery({ queryKey: sponsorsKey, queryFn: () => apiFetch<AdminSponsorsResponse>('/api/admin/sponsors') });
}

/** Adds (id null) or changes a sponsor; the console's own pages read the site data again. */
export function useSaveSponsor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: z.output<typeof sponsorRequestSchema> }) =>
      apiFetch<AdminSponsor>(id === null ? '/api/admin/sponsors' : `/api/admin/sponsors/${id}`, { method: id === null ? 'POST' : 'PUT', body: input }),
    onSettled: () => {
      void siteStore.load(true);
      return client.invalidateQueries({ queryKey: sponsorsKey });
    },
  });
}

export function useDeleteSponsor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/admin/sponsors/${id}`, { method: 'DELETE' }),
    onSettled: () => {
      void siteStore.load(true);
      return client.invalidateQueries({ queryKey: sponsorsKey });
    },
  });
}
