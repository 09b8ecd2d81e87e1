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
  const specific = context ? `apiErrors.${code}_${context}` : null;
  return i18n.t(specific && i18n.exists(specific) ? specific : `apiErrors.${code}`);
}
