/** Who is asking: the session cookie, the session store and its cache, the signed-in user and the operator guard. */
export { clearSessionCookie, currentUser, registerCurrentUser, requireUser, requireUserId, SESSION_COOKIE, setSessionCookie, type UserRow } from './current-user';
export { requireOperator } from './require-operator';
export { SessionCache } from './session-cache';
export { BROWSER_SESSION_MS, createSession, deleteUserSessions, findSession, findUser, hashToken, REMEMBER_MS, type SessionIdentity } from './session-store';
