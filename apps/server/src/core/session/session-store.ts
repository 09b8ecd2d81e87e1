import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import { REMEMBER_ME_DAYS } from '@app/shared/constants';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { publishEvent } from '../events/index';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session without "remember me" lives with the browser (no cookie expiry) and at most this long. */
export const BROWSER_SESSION_MS = DAY_MS;
export const REMEMBER_MS = REMEMBER_ME_DAYS * DAY_MS;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(
  db: DbOrTx,
  { userId, persistent, userAgent }: { userId: number; persistent: boolean; userAgent?: string | undefined },
): Promise<{ token: string; id: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  const expiresAt = new Date(Date.now() + (persistent ? REMEMBER_MS : BROWSER_SESSION_MS));
  await db.insert(sessions).values({ id, userId, persistent, expiresAt, userAgent: userAgent?.slice(0, 300) });
  return { token, id, expiresAt };
}

export type SessionIdentity = { sessionId: string; userId: number; persistent: boolean; expiresAt: Date };

export async function findSession(db: DbOrTx, tokenHash: string): Promise<SessionIdentity | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, persistent: sessions.persistent, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function findUser(db: DbOrTx, userId: number): Promise<typeof users.$inferSelect | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/**
 * Ends every session of a user, or every other one when keepSessionId is given; the event streams
 * of the ended sessions close, in every server process (on commit, inside a transaction).
 */
export async function deleteUserSessions(db: DbOrTx, userId: number, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
  await publishEvent(db, { type: 'sessions_ended', userId });
}
