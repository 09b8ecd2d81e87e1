import { afterEach, describe, expect, it } from 'vitest';
import { clearLocalData } from './local-data';

afterEach(() => sessionStorage.clear());

function fill() {
  localStorage.setItem('language', 'ar');
  localStorage.setItem('direction', 'rtl');
  localStorage.setItem('remembered_email', 'a@b.co');
  sessionStorage.setItem('pending_invoice', '42');
  document.cookie = 'sidebar_state=false; path=/';
  document.cookie = 'lang=ar; path=/';
}

describe('clearing local data', () => {
  it('on sign-out keeps only the language and direction', () => {
    fill();
    clearLocalData({ keepLanguage: true });
    expect({ ...localStorage }).toEqual({ language: 'ar', direction: 'rtl' });
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('lang=ar');
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('on account deletion wipes everything', () => {
    fill();
    clearLocalData({ keepLanguage: false });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });
});
