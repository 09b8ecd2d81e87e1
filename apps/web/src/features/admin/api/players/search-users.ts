import { useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { usersKey } from './keys';

export const searchUsers = (query: string) => apiFetch<AdminUsersResponse>(`/api/admin/users?q=${encodeURIComponent(query)}`);

/** Accounts matching `query` (e-mail or name); nothing is asked for under 2 characters. */
export function useUserSearch(query: string) {
  return useQuery({
    queryKey: [...usersKey, query],
    queryFn: () => searchUsers(query),
    enabled: query.length >= 2,
  });
}
