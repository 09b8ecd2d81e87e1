import type { i18n as I18n } from 'i18next';
import type { Location } from 'react-router';
import type { SessionUser } from '@app/shared/contracts/session';
import { setLanguage } from '@/lib/language';
import { setSessionUser } from '@/lib/session';

/**
 * Spec (platform 4, Language): on sign-in the stored preference overrides the local one. The
 * language switches (and its catalogues load) before the user is stored, so what follows (the
 * success toast, the next page) is already in that language.
 */
export async function signedIn(user: SessionUser, i18n: I18n): Promise<void> {
  setLanguage(user.preferredLanguage);
  await i18n.changeLanguage(user.preferredLanguage);
  setSessionUser(user);
}

/** Where to go after signing in: the protected page that sent the user here, else /play. */
export function destinationAfterSignIn(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  const path = from?.pathname;
  if (!path || !path.startsWith('/') || path.startsWith('//') || /^\/(login|signup)\b/.test(path)) return '/play';
  return `${path}${from.search ?? ''}${from.hash ?? ''}`;
}
