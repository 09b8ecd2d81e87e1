/** What other modules may use of this one (docs/decisions/004): import it from here, never from its files. */
export { clearSessionCookie, requireUser, requireUserId, type UserRow } from './current-user';
export { offerOperatorPassword } from './operator-password';
export { requireOperator } from './require-operator';
export type { SessionCache } from './session-cache';
export { deleteUserSessions, findSession, findUser } from './session-store';
export { hashToken } from './session-store';
