import { ApiError, type ClientErrorCode } from './api-client';
import { i18n } from './i18n';

/** Where a request failed, for the codes whose wording says what was refused (a rate limit). */
export type ErrorContext = 'login' | 'signup' | 'forgot' | 'resend' | 'checkout' | 'feedback' | 'tv';

/** The code of a failed request; anything that is not an API answer counts as 'internal'. */
export const errorCodeOf = (error: unknown): ClientErrorCode => (error instanceof ApiError ? error.code : 'internal');

/**
 * What a failed request says to the user, in their language: one text per API error code
 * (common.json apiErrors), or the context's own wording of it where there is one.
 */
export function errorMessage(code: ClientErrorCode, context?: ErrorContext): string {
  const own = SCREEN_CODES[code];
  if (own) return i18n.t(`${own}:apiErrors.${code}`);
  const specific = context ? `apiErrors.${code}_${context}` : null;
  return i18n.t(specific && i18n.exists(specific) ? specific : `apiErrors.${code}`);
}

/**
 * Codes only one screen meets, worded in that screen's catalogue (loaded with it) rather than in
 * the common one every page downloads.
 */
const SCREEN_CODES: Partial<Record<ClientErrorCode, string>> = { own_category_limit: 'mine', own_question_limit: 'mine' };
