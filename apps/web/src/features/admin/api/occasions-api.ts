import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOccasion, AdminOccasionsResponse, OwnOccasionInput } from '@app/shared/contracts/occasions';
import { apiFetch } from '@/lib/api-client';
import { OCCASIONS_KEY } from '@/lib/occasions-key';

export const adminOccasionsKey = ['admin', 'occasions'] as const;

export function useAdminOccasions() {
  return useQuery({ queryKey: adminOccasionsKey, queryFn: ({ signal }) => apiFetch<AdminOccasionsResponse>('/api/admin/occasions', { signal }) });
}

/** After any change: the console's list and the players' occasions (/play in this tab) are read again. */
function useOccasionChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: adminOccasionsKey }), client.invalidateQueries({ queryKey: OCCASIONS_KEY })]),
  });
}

const occasionUrl = (id: string) => `/api/admin/occasions/${encodeURIComponent(id)}`;

export const useAddOccasion = () => useOccasionChange((input: OwnOccasionInput) => apiFetch<AdminOccasion>('/api/admin/occasions', { method: 'POST', body: input }));

export const useSetOccasionCategories = () =>
  useOccasionChange(({ id, categories }: { id: string; categories: string[] }) => apiFetch<AdminOccasion>(`${occasionUrl(id)}/categories`, { method: 'PUT', body: { categories } }));

/** A built-in occasion's categories back to the pack's. */
export const useResetOccasion = () => useOccasionChange((id: string) => apiFetch<AdminOccasion>(`${occasionUrl(id)}/categories`, { method: 'DELETE' }));

export const useDeleteOccasion = () => useOccasionChange((id: string) => apiFetch<void>(occasionUrl(id), { method: 'DELETE' }));
