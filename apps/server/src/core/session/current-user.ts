import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema/index';
import { unauthenticated } from '../../http/app-error';
import type { SessionCache } from './session-cache';
import { findSession, findUser, hashToken, type SessionIdentity } from './session-store';

export const SESSION_COOKIE = 'sid';

export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, null for a visitor. */
    auth: SessionIdentity | null;
  }
}

/** Cookies whose signature was checked, and their token's hash (null: a bad signature); emptied when full. */
const CHECKED_COOKIES_AT_MOST = 10_000;

/** Reads the session cookie on every request and sets request.auth (null for a visitor). */
export function registerCurrentUser(app: FastifyInstance, db: Db, sessionCache: SessionCache): void {
  // Every signed-in page sends a heartbeat every 30-60 s: checking the same cookie's signature and
  // hashing its token each time was a tenth of what a heartbeat cost.
  const checked = new Map<string, string | null>();
  const tokenHashOf = (request: FastifyRequest, raw: string): string | null => {
    let tokenHash = checked.get(raw);
    if (tokenHash !== undefined) return tokenHash;
    const unsigned = request.unsignCookie(raw);
    tokenHash = unsigned.valid && unsigned.value ? hashToken(unsigned.value) : null;
    if (checked.size >= CHECKED_COOKIES_AT_MOST) checked.clear();
    checked.set(raw, tokenHash);
    return tokenHash;
  };
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const tokenHash = tokenHashOf(request, raw);
    if (!tokenHash) return;
    request.auth = await sessionCache.lookup(tokenHash, () => findSession(db, tokenHash));
  });
}

/** The signed-in user's id, for routes that need nothing else; a visitor gets 401. */
export function requireUserId(request: FastifyRequest): number {
  if (!request.auth) throw unauthenticated();
  return request.auth.userId;
}

/** The signed-in user's row, read fresh (points, profile); a visitor gets 401. */
export async function requireUser(request: FastifyRequest, db: Db): Promise<UserRow> {
  const user = await currentUser(request, db);
  if (!user) throw unauthenticated();
  return user;
}

export async function currentUser(request: FastifyRequest, db: Db): Promise<UserRow | null> {
  return request.auth ? findUser(db, request.auth.userId) : null;
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'appUrl'>,
  { token, persistent, expiresAt }: { token: string; persistent: boolean; expiresAt: Date },
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.appUrl.startsWith('https://'),
    signed: true,
    ...(persistent ? { expires: expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
