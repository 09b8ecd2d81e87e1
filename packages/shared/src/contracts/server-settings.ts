import { z } from 'zod';
import { SIGNUP_BONUS_POINTS } from '../constants';
import { HIJRI_OFFSET_MAX, HIJRI_OFFSET_MIN } from '../occasions/hijri-date';

export const SIGNUP_BONUS_MAX = 100;
export const MAINTENANCE_MESSAGE_MAX = 300;

/** A message shown to every player, in both languages; null when none. */
export type MaintenanceMessage = { en: string; ar: string };

/** The operator's server settings (GET and PUT /api/admin/settings). */
export type ServerSettings = {
  signupBonus: number;
  maintenance: MaintenanceMessage | null;
  /** Days added to every Umm al-Qura date, for a local moon sighting (DECISIONS.md 32). */
  hijriOffset: number;
};
export const DEFAULT_SERVER_SETTINGS: ServerSettings = { signupBonus: SIGNUP_BONUS_POINTS, maintenance: null, hijriOffset: 0 };

const message = z.string({ error: 'maintenance_invalid' }).trim().max(MAINTENANCE_MESSAGE_MAX, 'maintenance_too_long');

/** The console's form: both texts of the maintenance message, or neither (no message). */
export const serverSettingsRequestSchema = z
  .object({
    signupBonus: z.coerce
      .number({ error: 'signup_bonus_invalid' })
      .int('signup_bonus_invalid')
      .min(0, 'signup_bonus_invalid')
      .max(SIGNUP_BONUS_MAX, 'signup_bonus_invalid'),
    maintenanceEn: message,
    maintenanceAr: message,
    /** Left out: the offset in force stays. */
    hijriOffset: z.coerce
      .number({ error: 'hijri_offset_invalid' })
      .int('hijri_offset_invalid')
      .min(HIJRI_OFFSET_MIN, 'hijri_offset_invalid')
      .max(HIJRI_OFFSET_MAX, 'hijri_offset_invalid')
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.maintenanceEn && !value.maintenanceAr) context.addIssue({ code: 'custom', path: ['maintenanceAr'], message: 'maintenance_both' });
    if (value.maintenanceAr && !value.maintenanceEn) context.addIssue({ code: 'custom', path: ['maintenanceEn'], message: 'maintenance_both' });
  });
export type ServerSettingsRequest = z.input<typeof serverSettingsRequestSchema>;
