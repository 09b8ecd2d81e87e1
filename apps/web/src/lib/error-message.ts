import { ApiError, type ClientErrorCode } from './api-client';
import { i18n } from './i18n';

/** Where a request failed, for the codes whose wording says what was refused (a rate limit). */
export type ErrorContext = 'login' | 'signup' | 'forgot' | 'resend' | 'checkout' | 'feedback' | 'tv';

/** The code of a failed request; anything that is not an API answer counts as 'internal'. */
export const errorCodeOf = (error: unknown): ClientErrorCode => (error instanceof ApiError ? error.code : 'internal');

/**
 * What a failed request says to the user, in their language: one text per API error code
 * (common.json apiErrors, or the catalogue of the screens that meet it: SCREEN_CODES), or the
 * context's own wording of it where there is one.
 */
export function errorMessage(code: ClientErrorCode, context?: ErrorContext): string {
  const own = SCREEN_CODES[code];
  if (own) return i18n.t(`${own}:apiErrors.${code}`);
  const specific = context ? `apiErrors.${code}_${context}` : null;
  return i18n.t(specific && i18n.exists(specific) ? specific : `apiErrors.${code}`);
}

/**
 * Codes only some screens meet, worded in those screens' catalogue (loaded with them) rather than
 * in the common one every page, the landing included, downloads: the operator console's, and My
 * categories'.
 */
const CONSOLE_CODES = [
  'duplicate_question',
  'slug_taken',
  'category_used',
  'content_invalid',
  'report_already_open',
  'cannot_ban_self',
  'cannot_ban_operator',
  'cannot_change_own_role',
  'admin_by_setting',
  'balance_too_low',
  'upload_empty',
  'upload_not_image',
  'upload_svg_refused',
  'upload_too_large',
  'already_refunded',
  'refund_in_progress',
  'refund_not_allowed',
  'refund_points_short',
  'refund_refused',
] as const;
const SCREEN_CODES: Partial<Record<ClientErrorCode, string>> = {
  ...Object.fromEntries(CONSOLE_CODES.map((code) => [code, 'admin'])),
  own_category_limit: 'mine',
  own_question_limit: 'mine',
};
