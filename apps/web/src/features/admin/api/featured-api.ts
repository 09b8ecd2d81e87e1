import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeaturedOfferRequest } from '@app/shared/contracts/admin';
import type { FeaturedOfferChoice } from '@app/shared/contracts/store';
import { apiFetch } from '@/lib/api-client';

const featuredKey = ['admin', 'featured-offer'] as const;

/** GET /api/admin/featured-offer: the offer the landing page features (or none). */
export function useFeaturedChoice() {
  return useQuery({ queryKey: featuredKey, queryFn: () => apiFetch<FeaturedOfferChoice>('/api/admin/featured-offer') });
}

/** Chooses the landing page's featured offer. */
export function useSaveFeaturedChoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FeaturedOfferRequest) => apiFetch<FeaturedOfferChoice>('/api/admin/featured-offer', { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(featuredKey, saved),
  });
}
