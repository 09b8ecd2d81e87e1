import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema/index';
import { unauthenticated } from '../../http/app-error';
import { findSession } from './session-store';

export const SESSION_COOKIE = 'sid';

export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
}

/** Reads the session cookie on every request and sets request.user (null for a visitor). */
export function registerCurrentUser(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    const session = await findSession(db, unsigned.value);
    if (!session) return;
    request.user = session.user;
    request.sessionId = session.sessionId;
  });
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
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
