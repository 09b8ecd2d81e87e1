/**
 * Spec (platform 4, Session): on sign-out all local and session storage and the cookies the page
 * can see are wiped except the language and direction (and its cookie); on account deletion everything is wiped.
 * (The session cookie itself is httpOnly: the server clears it.)
 */
import { LANGUAGE_COOKIE } from '@app/shared/constants';

const KEEP_ON_SIGN_OUT = ['language', 'direction'];

export function clearLocalData({ keepLanguage }: { keepLanguage: boolean }): void {
  const keep = keepLanguage ? KEEP_ON_SIGN_OUT : [];
  try {
    const kept = keep.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
    sessionStorage.clear();
  } catch {
    // Storage disabled: nothing to clear.
  }
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name && !(keepLanguage && name === LANGUAGE_COOKIE)) document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
  }
}
