import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse, UpdateProfileRequest } from '@app/shared/contracts/profile';
import { apiFetch } from '@/lib/api-client';
import { profileKey } from './get-profile';

/** PATCH /api/profile: saves the language preference (the direction follows it). */
export function updateLanguage(input: UpdateProfileRequest): Promise<ProfileResponse> {
  return apiFetch<ProfileResponse>('/api/profile', { method: 'PATCH', body: input });
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: (data) => queryClient.setQueryData(profileKey, data),
  });
}
