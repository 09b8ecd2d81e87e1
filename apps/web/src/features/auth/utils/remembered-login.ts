import { REMEMBER_ME_DAYS } from '@app/shared/constants';

/**
 * Remember me (DECISIONS.md 9): only the e-mail is kept on the device, never a password. The keys
 * are the spec's; the data expires 60 days after the last login that ticked the box.
 */
const EMAIL_KEY = 'remembered_email';
const FLAG_KEY = 'remember_auth';
const STORED_AT_KEY = 'credentials_stored_at';
const MAX_AGE_MS = REMEMBER_ME_DAYS * 24 * 60 * 60 * 1000;

export function readRememberedEmail(now = Date.now()): string | null {
  try {
    const email = localStorage.getItem(EMAIL_KEY);
    const storedAt = Date.parse(localStorage.getItem(STORED_AT_KEY) ?? '');
    if (localStorage.getItem(FLAG_KEY) === 'true' && email && now - storedAt < MAX_AGE_MS) return email;
    if (email || localStorage.getItem(FLAG_KEY)) forgetLogin();
  } catch {
    // Storage disabled.
  }
  return null;
}

export function rememberLogin(email: string, now = new Date()): void {
  try {
    localStorage.setItem(EMAIL_KEY, email);
    localStorage.setItem(FLAG_KEY, 'true');
    localStorage.setItem(STORED_AT_KEY, now.toISOString());
  } catch {
    // Storage disabled: nothing remembered.
  }
}

export function forgetLogin(): void {
  try {
    for (const key of [EMAIL_KEY, FLAG_KEY, STORED_AT_KEY]) localStorage.removeItem(key);
  } catch {
    // Storage disabled.
  }
}
