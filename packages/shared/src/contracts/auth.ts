import { z } from 'zod';
import { LANGUAGES, PASSWORD_MIN } from '../constants';
import { findCountry, phoneError } from '../countries';

/**
 * Request schemas shared by the forms and the server. Messages are stable codes; the client
 * shows each in the user's language (the English wording is the spec's).
 */
/**
 * An address someone can own: a local part without spaces, brackets, quotes or separators, and a
 * domain of valid labels (letters, digits, inner hyphens, at most 63 each) ending in a letters-only
 * or punycode top-level label. Not everything RFC 5322 allows: no quoted local parts, no IP hosts.
 */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"'`]{1,64}@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/u;
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

/**
 * A password: at least 8 characters for a new one (signup, reset, change) and at login alike
 * (DECISIONS 24), so no account can be created that the login form refuses.
 */
const passwordSchema = z
  .string({ error: 'password_required' })
  .min(1, 'password_required')
  .min(PASSWORD_MIN, 'password_min')
  .max(200, 'password_too_long');

const confirmPasswordSchema = z.string({ error: 'confirm_password_required' }).min(1, 'confirm_password_required');

/** The confirmation must repeat the new password (reported on confirmPassword). */
const checkPasswordsMatch = (password: string, confirmPassword: string, ctx: z.RefinementCtx) => {
  if (confirmPassword && password !== confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwords_mismatch' });
  }
};

/** A new password typed twice (reset, change). */
const newPasswordPairShape = { newPassword: passwordSchema, confirmPassword: confirmPasswordSchema };
const newPasswordPairMatches = (value: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) =>
  checkPasswordsMatch(value.newPassword, value.confirmPassword, ctx);

export const languageSchema = z.enum(LANGUAGES, { error: 'language_invalid' });

export const signupRequestSchema = z
  .object({
    firstName: nameSchema('first_name_required'),
    lastName: nameSchema('last_name_required'),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    country: z
      .string({ error: 'country_required' })
      .refine((iso) => Boolean(findCountry(iso)), 'country_required')
      .transform((iso) => iso.toUpperCase()),
    phone: z.string({ error: 'phone_required' }),
    language: languageSchema.optional(),
  })
  .superRefine((value, ctx) => {
    checkPasswordsMatch(value.password, value.confirmPassword, ctx);
    const phoneCode = phoneError(value.phone, value.country);
    if (phoneCode && phoneCode !== 'country_required') {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: phoneCode });
    }
    if (phoneCode === 'country_required') {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: value.phone ? 'phone_country_first' : 'phone_required' });
    }
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  remember: z.boolean({ error: 'remember_invalid' }).optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /api/auth/forgot-password. Answers { ok: true } whether or not the address has an account. */
export const forgotPasswordRequestSchema = z.object({
  email: emailSchema,
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetTokenSchema = z
  .string({ error: 'invalid_reset_token' })
  .trim()
  .min(1, 'invalid_reset_token')
  .max(200, 'invalid_reset_token');

/** POST /api/auth/reset-password/check: is this link still usable? Answers { valid }. */
export const resetTokenCheckRequestSchema = z.object({ token: resetTokenSchema });

/**
 * POST /api/auth/confirm-email: the token from the confirmation link. Answers { ok, alreadyConfirmed }:
 * a link of an address confirmed before (this link used, or another) answers alreadyConfirmed true;
 * a bad one, or a used or expired one of an unconfirmed address, 400 invalid_confirmation_token.
 */
export const confirmEmailRequestSchema = z.object({
  token: z.string({ error: 'invalid_confirmation_token' }).trim().min(1, 'invalid_confirmation_token').max(200, 'invalid_confirmation_token'),
});

/** POST /api/auth/reset-password. A bad, used or expired token answers 400 invalid_reset_token. */
export const resetPasswordRequestSchema = z
  .object({
    token: resetTokenSchema,
    ...newPasswordPairShape,
  })
  .superRefine(newPasswordPairMatches);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** POST /api/auth/operator-password: the token from the "set your operator password" mail. A bad, used or expired one answers 400 invalid_operator_token. */
export const operatorPasswordRequestSchema = z
  .object({
    token: z.string({ error: 'invalid_operator_token' }).trim().min(1, 'invalid_operator_token').max(200, 'invalid_operator_token'),
    ...newPasswordPairShape,
  })
  .superRefine(newPasswordPairMatches);
export type OperatorPasswordRequest = z.input<typeof operatorPasswordRequestSchema>;

/** POST /api/auth/change-password (signed in). A wrong current password answers 400 wrong_current_password. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: 'current_password_required' }).min(1, 'current_password_required').max(200, 'password_too_long'),
    ...newPasswordPairShape,
  })
  .superRefine(newPasswordPairMatches);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
