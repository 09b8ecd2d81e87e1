import type { Language } from '@app/shared/constants';
import type { SessionResponse, SessionUser } from '@app/shared/contracts/session';
import { apiFetch } from './api-client';
import { subscribeLanguage } from './language';
import { clearLocalData } from './local-data';
import { createRemoteStore, useRemote } from '@/render/use-remote';

/** The signed-in user, shared by the whole app; null for a visitor, undefined until checked. */
export const sessionStore = createRemoteStore<SessionUser | null>(async () => {
  const response = await apiFetch<SessionResponse>('/api/auth/session');
  return response.user;
});

/**
 * The server marks a page it sent to a browser without a session cookie (`data-session="visitor"`,
 * see scripts/prerender.ts): a visitor, nothing to check, so the sign-in forms show at once.
 */
export function startSessionFromPage(root: HTMLElement): void {
  if (root.dataset.session === 'visitor') sessionStore.start(null);
}

export function useSession(): { user: SessionUser | null | undefined; isPending: boolean } {
  const user = useRemote(sessionStore);
  return { user, isPending: user === undefined };
}

let endedByUser = false;

export function setSessionUser(user: SessionUser | null): void {
  if (user) endedByUser = false;
  sessionStore.set(user);
}

export function updateSessionUser(patch: Partial<SessionUser>): void {
  const user = sessionStore.get();
  if (user) sessionStore.set({ ...user, ...patch });
}

/**
 * True after the user signed out or deleted the account on purpose: protected pages then leave for
 * the home page quietly instead of asking to log in.
 */
export function sessionEndedByUser(): boolean {
  return endedByUser;
}

/**
 * Ends the session here and everywhere (global sign-out), then forgets local data. With
 * `everything` (account deletion) the language and direction go too. Throws if the server could
 * not be reached: the user then stays signed in (the httpOnly cookie would still be valid).
 */
export async function endSession({ callServer = true, everything = false } = {}): Promise<void> {
  if (callServer) await apiFetch('/api/auth/logout', { method: 'POST' });
  clearLocalData({ keepLanguage: !everything });
  // Loaded on demand: the query cache is not part of the landing page's download.
  const { queryClient } = await import('./query-client');
  queryClient.clear();
  endedByUser = true;
  sessionStore.set(null);
}

/**
 * Spec (platform 4, Language): a signed-in user's language change is saved to their record.
 * A failure is only logged; the local choice stays.
 */
export function startLanguageSync(): () => void {
  return subscribeLanguage((language: Language) => {
    const user = sessionStore.get();
    if (!user || user.preferredLanguage === language) return;
    updateSessionUser({ preferredLanguage: language });
    apiFetch('/api/profile', { method: 'PATCH', body: { preferredLanguage: language } }).catch((error: unknown) => {
      console.warn('Could not save the language preference', error);
    });
  });
}
