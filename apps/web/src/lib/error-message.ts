import { ApiError, type ClientErrorCode } from './api-client';
import { i18n } from './i18n';

/** Where a request failed, for the codes whose wording says what was refused (a rate limit). */
export type ErrorContext = 'login' | 'signup' | 'forgot' | 'resend' | 'checkout' | 'feedback' | 'tv' | 'coupon';

/** The code of a failed request; anything that is not an API answer counts as 'internal'. */
export const errorCodeOf = (error: unknown): ClientErrorCode => (error instanceof ApiError ? error.code : 'internal');

/**
 * Codes only the store and the console's store sections answer with (coupons) keep their texts in
 * the store catalogue, which those screens load: the landing page never downloads them.
 */
const CATALOGUES = ['common', 'store'] as const;

/**
 * What a failed request says to the user, in their language: one text per API error code
 * (apiErrors in the common catalogue, or the store's), or the context's own wording of it where
 * there is one.
 */
export function errorMessage(code: ClientErrorCode, context?: ErrorContext): string {
  const keys = [...(context ? [`apiErrors.${code}_${context}`] : []), `apiErrors.${code}`];
  for (const key of keys) {
    for (const ns of CATALOGUES) if (i18n.exists(key, { ns })) return i18n.t(key, { ns });
  }
  return i18n.t(`apiErrors.${code}`);
}
