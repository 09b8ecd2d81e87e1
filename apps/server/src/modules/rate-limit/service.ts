import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimits } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

export type Limit = { key: string; max: number; windowMs: number };

/**
 * Counts one attempt for a key, shared by every server process (PostgreSQL). A key's window opens
 * at its first attempt and lasts windowMs; the next attempt after that opens a new one.
 * Returns false once the window's count passes max.
 */
export async function hit(db: DbOrTx, limit: Limit, now = Date.now()): Promise<boolean> {
  return (await count(db, limit.key, limit.windowMs, now)) <= limit.max;
}

/** Counts one attempt for a key and returns how many its window now holds. */
export async function count(db: DbOrTx, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const at = new Date(now);
  const expired = sql`${rateLimits.windowStart} <= ${new Date(now - windowMs)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: at, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${at} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 0;
}

/** How many attempts a key's open window holds, without counting one. */
export async function current(db: DbOrTx, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, new Date(now - windowMs))))
    .limit(1);
  return row?.count ?? 0;
}

/** Checks every limit (all are counted) and throws 429 with the given message if any is exceeded. */
export async function enforce(db: DbOrTx, limits: Limit[], message: string): Promise<void> {
  let allowed = true;
  // One at a time: db may be a transaction (one connection).
  for (const limit of limits) allowed = (await hit(db, limit)) && allowed;
  if (!allowed) throw new AppError('rate_limited', message);
}

const HOUR_MS = 60 * 60 * 1000;
/** Windows older than this are over (the longest limit's window is an hour) and are deleted. */
const KEPT_FOR_MS = 24 * HOUR_MS;

export async function pruneRateLimits(db: DbOrTx, olderThanMs = KEPT_FOR_MS): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${new Date(Date.now() - olderThanMs)}`);
}

/**
 * Deletes ended windows every hour, so the table holds only the last day's keys instead of every
 * address and account ever counted. Each server process may prune; deleting twice is harmless.
 */
export function startRateLimitPruning(
  db: DbOrTx,
  log: { error(object: object, message: string): void },
  intervalMs = HOUR_MS,
): { stop(): void } {
  const timer = setInterval(() => {
    pruneRateLimits(db).catch((error: unknown) => log.error({ err: error }, 'pruning rate limits failed'));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
