import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './after-sign-in';
import { forgetLogin, readRememberedEmail, rememberLogin } from './remembered-login';

const DAY = 24 * 60 * 60 * 1000;

describe('remember me', () => {
  it('keeps the e-mail (never a password) under the spec keys, for 60 days after the last login', () => {
    const at = new Date('2026-01-01T10:00:00Z');
    rememberLogin('fatima@example.com', at);
    expect({ ...localStorage }).toEqual({
      remembered_email: 'fatima@example.com',
      remember_auth: 'true',
      credentials_stored_at: '2026-01-01T10:00:00.000Z',
    });
    expect(readRememberedEmail(at.getTime() + 60 * DAY - 1)).toBe('fatima@example.com');
    expect(readRememberedEmail(at.getTime() + 60 * DAY)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('forgets everything when told to, and ignores half-written data', () => {
    rememberLogin('ali@example.com');
    forgetLogin();
    expect(localStorage.length).toBe(0);
    localStorage.setItem('remembered_email', 'ali@example.com');
    expect(readRememberedEmail()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

describe('destination after sign-in', () => {
  it.each([
    [null, '/play'],
    [{}, '/play'],
    [{ from: { pathname: '/profile', search: '', hash: '' } }, '/profile'],
    [{ from: { pathname: '/jeopardy/12', search: '?tab=board', hash: '#top' } }, '/jeopardy/12?tab=board#top'],
    [{ from: { pathname: '/login' } }, '/play'],
    [{ from: { pathname: '/signup', search: '' } }, '/play'],
    [{ from: { pathname: '//evil.example.com' } }, '/play'],
    [{ from: { pathname: 'https://evil.example.com' } }, '/play'],
  ])('%j goes to %s', (state, expected) => {
    expect(destinationAfterSignIn(state)).toBe(expected);
  });
});
