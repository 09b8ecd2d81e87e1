import type { z } from 'zod';
import type { AdminSponsor, sponsorRequestSchema } from '@app/shared/contracts/sponsors';
import { apiFetch } from '@/lib/api-client';
import { useSponsorChange } from './keys';

/** Adds (id null) or changes a sponsor. */
export const saveSponsor = ({ id, input }: { id: number | null; input: z.output<typeof sponsorRequestSchema> }) =>
  apiFetch<AdminSponsor>(id === null ? '/api/admin/sponsors' : `/api/admin/sponsors/${id}`, { method: id === null ? 'POST' : 'PUT', body: input });

export const useSaveSponsor = () => useSponsorChange(saveSponsor);
