import { useQuery } from '@tanstack/react-query';
import type { FeaturedOfferChoice } from '@app/shared/contracts/store';
import { apiFetch } from '@/lib/api-client';
import { featuredOfferKey } from './keys';

/** GET /api/admin/featured-offer: the offer the landing page features (or none). */
export const getFeaturedChoice = () => apiFetch<FeaturedOfferChoice>('/api/admin/featured-offer');

export function useFeaturedChoice() {
  return useQuery({ queryKey: featuredOfferKey, queryFn: getFeaturedChoice });
}
