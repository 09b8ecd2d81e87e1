import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, languageFromBrowser } from './browser-language';

describe('the language of a first visit', () => {
  it('is the first language the app speaks among the browser’s, by preference', () => {
    expect(languageFromBrowser(acceptLanguageTags('ar-KW,ar;q=0.9,en-US;q=0.8,en;q=0.7'))).toBe('ar');
    expect(languageFromBrowser(acceptLanguageTags('en;q=0.5, ar-KW'))).toBe('ar');
    expect(languageFromBrowser(acceptLanguageTags('fr-FR, en-GB;q=0.8, ar;q=0.7'))).toBe('en');
    expect(languageFromBrowser(['AR_kw'])).toBe('ar');
  });

  it('is none when the browser names no language the app speaks, or refuses one', () => {
    expect(languageFromBrowser(acceptLanguageTags('fr-FR, de;q=0.5, *'))).toBeUndefined();
    expect(languageFromBrowser(acceptLanguageTags('ar;q=0, fr'))).toBeUndefined();
    expect(languageFromBrowser(acceptLanguageTags(undefined))).toBeUndefined();
  });
});
