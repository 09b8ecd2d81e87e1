import { z } from 'zod';
import { isWebAddress } from '../question-bank';

export const SPONSOR_NAME_MAX = 80;

/** A sponsor as the console lists it. */
export type AdminSponsor = { id: number; name: string; imageUrl: string | null; linkUrl: string | null; sortOrder: number; active: boolean };
export type AdminSponsorsResponse = { sponsors: AdminSponsor[] };

const blankToNull = (value: string) => (value === '' ? null : value);

/** POST /api/admin/sponsors and PUT /api/admin/sponsors/:id. The logo is uploaded first (kind "sponsor"). */
export const sponsorRequestSchema = z.object({
  name: z.string({ error: 'sponsor_name_required' }).trim().min(1, 'sponsor_name_required').max(SPONSOR_NAME_MAX, 'sponsor_name_too_long'),
  imageUrl: z
    .string({ error: 'image_invalid' })
    .trim()
    .refine((value) => value === '' || /^\/uploads\/sponsor\/[0-9a-f]{32}\.(png|jpg|webp)$/.test(value), 'image_invalid')
    .transform(blankToNull)
    .nullable()
    .default(null),
  linkUrl: z
    .string({ error: 'sponsor_link_invalid' })
    .trim()
    .max(500, 'sponsor_link_invalid')
    .refine((value) => value === '' || isWebAddress(value), 'sponsor_link_invalid')
    .transform(blankToNull)
    .nullable()
    .default(null),
  sortOrder: z.coerce.number({ error: 'sort_invalid' }).int('sort_invalid').min(0, 'sort_invalid').max(100_000, 'sort_invalid').default(0),
  active: z.boolean({ error: 'active_invalid' }).default(true),
});
export type SponsorRequest = z.input<typeof sponsorRequestSchema>;
