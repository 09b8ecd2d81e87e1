import { ApiError, ERRORS_CATALOGUE, type ClientErrorCode } from './api-client';
import { i18n } from './i18n';

/** Where a request failed, for the codes whose wording says what was refused (a rate limit). */
export type ErrorContext = 'login' | 'signup' | 'forgot' | 'resend' | 'checkout' | 'feedback' | 'tv' | 'coupon';

/** The code of a failed request; anything that is not an API answer counts as 'internal'. */
export const errorCodeOf = (error: unknown): ClientErrorCode => (error instanceof ApiError ? error.code : 'internal');

/**
 * The errors catalogue (loaded by the first refusal, and by every screen that can send a request),
 * the common one (what a page without a connection says), and the store's (coupons: only the store
 * and the console's store sections answer with them): the landing page downloads none but common.
 */
const CATALOGUES = [ERRORS_CATALOGUE, 'common', 'store'] as const;

/**
 * What a failed request says to the user, in their language: one text per API error code
 * (apiErrors in those catalogues), or the context's own wording of it where
 * there is one.
 */
export function errorMessage(code: ClientErrorCode, context?: ErrorContext): string {
  const keys = [...(context ? [`apiErrors.${code}_${context}`] : []), `apiErrors.${code}`];
  for (const key of keys) {
    for (const ns of CATALOGUES) if (i18n.exists(key, { ns })) return i18n.t(key, { ns });
  }
  return i18n.t(`apiErrors.${code}`);
}
