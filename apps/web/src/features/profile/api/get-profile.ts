import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@app/shared/contracts/profile';
import { apiFetch } from '@/lib/api-client';

/** GET /api/profile: the signed-in user's own record. */
export function getProfile(): Promise<ProfileResponse> {
  return apiFetch<ProfileResponse>('/api/profile');
}

export const profileKey = ['profile'] as const;

export const profileQueryOptions = () => queryOptions({ queryKey: profileKey, queryFn: getProfile, staleTime: 0 });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
