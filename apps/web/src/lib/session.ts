import { useSyncExternalStore } from 'react';
import type { SessionResponse, SessionUser } from '@app/shared/contracts/session';
import { apiFetch } from './api-client';
import { createRemoteStore } from './use-remote';

/** The signed-in user, shared by the whole app; null for a visitor, undefined until checked. */
export const sessionStore = createRemoteStore<SessionUser | null>(async () => {
  const response = await apiFetch<SessionResponse>('/api/auth/session');
  return response.user;
});

export function useSession(): { user: SessionUser | null | undefined; isPending: boolean } {
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  if (user === undefined) void sessionStore.load();
  return { user, isPending: user === undefined };
}

export function setSessionUser(user: SessionUser | null): void {
  sessionStore.set(user);
}

export function updateSessionUser(patch: Partial<SessionUser>): void {
  const user = sessionStore.get();
  if (user) sessionStore.set({ ...user, ...patch });
}
