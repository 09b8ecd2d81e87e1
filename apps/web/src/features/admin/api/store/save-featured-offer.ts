import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeaturedOfferRequest } from '@app/shared/contracts/admin';
import type { FeaturedOfferChoice } from '@app/shared/contracts/store';
import { apiFetch } from '@/lib/api-client';
import { featuredOfferKey } from './keys';

/** Chooses the landing page's featured offer. */
export const saveFeaturedChoice = (input: FeaturedOfferRequest) =>
  apiFetch<FeaturedOfferChoice>('/api/admin/featured-offer', { method: 'PUT', body: input });

export function useSaveFeaturedChoice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveFeaturedChoice, onSuccess: (saved) => client.setQueryData(featuredOfferKey, saved) });
}
