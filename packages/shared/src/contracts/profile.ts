import { z } from 'zod';
import type { Direction } from '../constants';
import { languageSchema } from './auth';
import type { SessionUser } from './session';

/** GET /api/profile: the signed-in user's own record (never anyone else's). */
export type Profile = SessionUser & { preferredDirection: Direction; createdAt: string };
export type ProfileResponse = { profile: Profile };

/**
 * PATCH /api/profile. Only the language preference can change here (the direction follows it);
 * any other key (an id, the e-mail, the role, points) is refused with 400 validation_failed.
 */
export const updateProfileRequestSchema = z.strictObject(
  { preferredLanguage: languageSchema },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'field_not_editable' : 'language_invalid') },
);
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
