import { apiFetch } from '@/lib/api-client';
import { useSponsorChange } from './keys';

export const deleteSponsor = (id: number) => apiFetch<void>(`/api/admin/sponsors/${id}`, { method: 'DELETE' });

export const useDeleteSponsor = () => useSponsorChange(deleteSponsor);
