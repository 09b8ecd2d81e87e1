import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimits } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

export type Limit = { key: string; max: number; windowMs: number };

/**
 * Counts one attempt against a fixed window shared by every server process (PostgreSQL).
 * Returns false once the window's count passes max.
 */
export async function hit(db: DbOrTx, { key, max, windowMs }: Limit, now = Date.now()): Promise<boolean> {
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 0) <= max;
}

/** Checks every limit (all are counted) and throws 429 with the given message if any is exceeded. */
export async function enforce(db: DbOrTx, limits: Limit[], message: string): Promise<void> {
  const results = await Promise.all(limits.map((limit) => hit(db, limit)));
  if (results.some((allowed) => !allowed)) throw new AppError(429, 'rate_limited', message);
}

export async function pruneRateLimits(db: DbOrTx, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${new Date(Date.now() - olderThanMs)}`);
}
