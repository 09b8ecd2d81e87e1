import type { Location } from 'react-router';
import type { SessionUser } from '@app/shared/contracts/session';
import { switchLanguage } from '@/lib/i18n';
import { setSessionUser } from '@/lib/session';

/**
 * Spec (platform 4, Language): on sign-in the stored preference overrides the local one. The
 * language switches (and its catalogues load) before the user is stored, so what follows (the
 * success toast, the next page) is already in that language.
 */
export async function signedIn(user: SessionUser): Promise<void> {
  await switchLanguage(user.preferredLanguage);
  setSessionUser(user);
}

/** Where to go after signing in: the protected page that sent the user here, else /play. */
export function destinationAfterSignIn(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  const path = from?.pathname;
  if (!path || !path.startsWith('/') || path.startsWith('//') || /^\/(login|signup)\b/.test(path)) return '/play';
  return `${path}${from.search ?? ''}${from.hash ?? ''}`;
}
