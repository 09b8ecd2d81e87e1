import { describe, expect, it, vi } from 'vitest';
import { forceDirection, getDirection, getLanguage, readStoredLanguage, setLanguage, subscribeLanguage } from './language';

describe('language store', () => {
  it('defaults to English when nothing (or something invalid) is stored', () => {
    expect(readStoredLanguage({ getItem: () => null })).toBe('en');
    expect(readStoredLanguage({ getItem: () => 'fr' })).toBe('en');
    expect(readStoredLanguage({ getItem: () => 'ar' })).toBe('ar');
  });

  it("follows an Arabic browser's languages on a first visit; a choice made before wins", () => {
    expect(readStoredLanguage({ getItem: () => null }, ['ar-KW', 'en-US'])).toBe('ar');
    expect(readStoredLanguage({ getItem: () => 'en' }, ['ar-KW', 'en-US'])).toBe('en');
    expect(readStoredLanguage({ getItem: () => null }, ['fr-FR'])).toBe('en');
  });

  it('Arabic stores language and direction, flips <html> to rtl and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLanguage(listener);
    setLanguage('ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(localStorage.getItem('direction')).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(getLanguage()).toBe('ar');
    expect(getDirection()).toBe('rtl');
    expect(listener).toHaveBeenCalledWith('ar');
    setLanguage('ar');
    expect(listener).toHaveBeenCalledTimes(1);
    setLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('direction')).toBe('ltr');
    expect(listener).toHaveBeenLastCalledWith('en');
    unsubscribe();
  });

  it('game pages force left-to-right while Arabic stays the language', () => {
    setLanguage('ar');
    forceDirection('ltr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('ar');
    forceDirection(null);
    expect(document.documentElement.dir).toBe('rtl');
    setLanguage('en');
  });
});
