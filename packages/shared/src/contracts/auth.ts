import { z } from 'zod';
import { LOGIN_PASSWORD_MIN, SIGNUP_PASSWORD_MIN } from '../constants';
import { findCountry, phoneError } from '../countries';

/**
 * Request schemas shared by the forms and the server. Messages are stable codes; the client
 * shows each in the user's language (the English wording is the spec's).
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_PATTERN = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;

export const emailSchema = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, 'email_required')
  .max(254, 'email_invalid')
  .regex(EMAIL_PATTERN, 'email_invalid')
  .transform((value) => value.toLowerCase());

const nameSchema = (requiredCode: string) =>
  z
    .string({ error: requiredCode })
    .trim()
    .min(1, requiredCode)
    .max(50, 'name_too_long')
    .regex(NAME_PATTERN, 'name_letters_only');

export const signupRequestSchema = z
  .object({
    firstName: nameSchema('first_name_required'),
    lastName: nameSchema('last_name_required'),
    email: emailSchema,
    password: z.string({ error: 'password_required' }).min(1, 'password_required').min(SIGNUP_PASSWORD_MIN, 'signup_password_min').max(200, 'password_too_long'),
    confirmPassword: z.string({ error: 'confirm_password_required' }).min(1, 'confirm_password_required'),
    country: z.string({ error: 'country_required' }).refine((iso) => Boolean(findCountry(iso)), 'country_required'),
    phone: z.string({ error: 'phone_required' }),
    language: z.enum(['en', 'ar']).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwords_mismatch' });
    }
    const phoneCode = phoneError(value.phone, value.country);
    if (phoneCode && phoneCode !== 'country_required') {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: phoneCode });
    }
    if (phoneCode === 'country_required' && value.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phone_country_first' });
    }
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'password_required' }).min(1, 'password_required').min(LOGIN_PASSWORD_MIN, 'login_password_min').max(200, 'password_too_long'),
  remember: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Error codes of the auth endpoints (besides field validation codes above). */
export const AUTH_ERROR_CODES = [
  'email_taken',
  'invalid_credentials',
  'rate_limited',
  'invalid_reset_token',
  'wrong_current_password',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
