import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@app/shared/errors';
import { ApiError, NETWORK_ERROR, type ClientErrorCode } from './api-client';
import { errorCodeOf, errorMessage } from './error-message';
import { i18n } from './i18n';
import { setLanguage } from './language';

const CODES: ClientErrorCode[] = [...API_ERROR_CODES, NETWORK_ERROR];

// The codes only the console or My categories meet are worded in their own catalogues.
beforeAll(() => Promise.all(['admin', 'mine'].flatMap((namespace) => [i18n.loadNamespaces(namespace, 'en'), i18n.loadNamespaces(namespace, 'ar')])));
afterEach(() => setLanguage('en'));

describe('errorMessage', () => {
  it.each(CODES)('%s has its own text in English and in Arabic', (code) => {
    setLanguage('en');
    const english = errorMessage(code);
    setLanguage('ar');
    const arabic = errorMessage(code);
    expect(english).not.toContain('apiErrors');
    expect(english).toMatch(/^[A-Z]/);
    expect(arabic).not.toContain('apiErrors');
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    expect(arabic).not.toBe(english);
  });

  it('says what was limited where the screen has its own wording, else the code\'s text', () => {
    expect(errorMessage('rate_limited', 'signup')).toBe('Many accounts were created from this network in the last hour. Please try again later.');
    expect(errorMessage('rate_limited', 'checkout')).toBe('Too many payment attempts. Please wait a few minutes and try again.');
    expect(errorMessage('rate_limited')).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(errorMessage('email_taken', 'signup')).toBe('An account with this email already exists. Please try logging in instead.');
    setLanguage('ar');
    expect(errorMessage('rate_limited', 'login')).toBe('محاولات تسجيل دخول كثيرة جدًا. يرجى المحاولة لاحقًا.');
  });

  it('reads the code of an API answer; anything else is internal', () => {
    expect(errorCodeOf(new ApiError(409, 'email_taken', 'x'))).toBe('email_taken');
    expect(errorCodeOf(new ApiError(0, NETWORK_ERROR, 'x'))).toBe('network_error');
    expect(errorCodeOf(new Error('boom'))).toBe('internal');
    expect(errorMessage(errorCodeOf(undefined))).toBe('Something went wrong. Please try again later.');
  });
});
