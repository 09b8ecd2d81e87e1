import type { TFunction } from '@/lib/i18n';
import type { Language } from '@app/shared/constants';
import type { Country } from '@app/shared/countries';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';

/**
 * Field errors arrive as stable codes (the zod messages of the shared schemas, or the server's
 * `fields`); each is shown in the user's language from the auth catalogue, never from English.
 */
export function fieldError(
  t: TFunction,
  code: string | undefined,
  { country, language }: { country?: Country | undefined; language?: Language } = {},
): string | undefined {
  if (!code) return undefined;
  if (code === 'phone_length') {
    if (country) {
      return t('errors.phone_length', { country: language === 'ar' ? country.nameAr : country.nameEn, count: country.phoneDigits });
    }
  }
  return t(`errors.${code}`, { defaultValue: t('errors.invalid_value') });
}

/** The server's field codes, for react-hook-form's setError. */
export function serverFieldErrors(error: unknown): [string, string][] {
  return error instanceof ApiError ? Object.entries(error.fields).filter(([field]) => field !== '_') : [];
}

export const isNetworkError = (error: unknown) => error instanceof ApiError && error.code === NETWORK_ERROR;
export const errorCode = (error: unknown) => (error instanceof ApiError ? error.code : 'internal');
