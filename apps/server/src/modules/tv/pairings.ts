import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { TV_ACCESS_HOURS, TV_CODE_MINUTES, type TvPairing } from '@app/shared/contracts/tv';
import type { DbOrTx } from '../../db/client';
import { tvPairings } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { hashToken } from '../../core/session/index';
import { generateGameCode } from '../games/index';
import { publishEvent } from '../../core/events/index';

const MINUTE_MS = 60_000;
type PairingRow = typeof tvPairings.$inferSelect;

export const tvErrors = {
  invalid: () => new AppError('tv_code_invalid', 'This TV code is not valid.'),
  expired: () => new AppError('tv_code_expired', 'This TV code has expired.'),
  used: () => new AppError('tv_code_used', 'This TV code has already been used.'),
  revoked: () => new AppError('tv_code_revoked', 'This TV code was cancelled by the host.'),
  accessEnded: () => new AppError('tv_access_ended', 'This screen is no longer paired with the game.'),
};

export function toTvPairing(row: PairingRow, now = Date.now()): TvPairing {
  const status = row.pairedAt ? 'paired' : row.codeExpiresAt.getTime() > now ? 'waiting' : 'expired';
  return {
    id: row.id,
    status,
    code: status === 'waiting' ? row.code : null,
    codeExpiresAt: row.codeExpiresAt.toISOString(),
    pairedAt: row.pairedAt?.toISOString() ?? null,
  };
}

/** A new code for the game (the caller has checked that the game is the host's). */
export async function createPairing(db: DbOrTx, gameId: number, now = Date.now()): Promise<TvPairing> {
  for (;;) {
    const [row] = await db
      .insert(tvPairings)
      .values({
        gameId,
        code: generateGameCode(),
        codeExpiresAt: new Date(now + TV_CODE_MINUTES * MINUTE_MS),
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning();
    if (row) return toTvPairing(row, now);
  }
}

/** The game's pairings that are not revoked, newest first. */
export async function listPairings(db: DbOrTx, gameId: number, now = Date.now()): Promise<TvPairing[]> {
  const rows = await db
    .select()
    .from(tvPairings)
    .where(and(eq(tvPairings.gameId, gameId), isNull(tvPairings.revokedAt)))
    .orderBy(desc(tvPairings.id));
  return rows.map((row) => toTvPairing(row, now));
}

/** Ends the pairing: its code can no longer be redeemed and a paired TV's stream closes at once. */
export async function revokePairing(db: DbOrTx, gameId: number, pairingId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tvPairings)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(tvPairings.id, pairingId), eq(tvPairings.gameId, gameId), isNull(tvPairings.revokedAt)))
      .returning({ id: tvPairings.id });
    if (!row) return false;
    await publishEvent(tx, { type: 'tv_revoked', pairingId });
    return true;
  });
}

/** Redeems a code once: the TV's token (kept only as a hash) and the game it may show. */
export async function redeemCode(db: DbOrTx, code: string, now = Date.now()): Promise<{ token: string; gameId: number }> {
  const token = randomBytes(32).toString('base64url');
  // One statement: of two TVs redeeming the same code together, only one finds it unused.
  const [redeemed] = await db
    .update(tvPairings)
    .set({ tokenHash: hashToken(token), pairedAt: new Date(now) })
    .where(
      and(
        eq(tvPairings.code, code),
        isNull(tvPairings.pairedAt),
        isNull(tvPairings.revokedAt),
        gt(tvPairings.codeExpiresAt, new Date(now)),
      ),
    )
    .returning({ gameId: tvPairings.gameId });
  if (redeemed) return { token, gameId: redeemed.gameId };
  const [row] = await db.select().from(tvPairings).where(eq(tvPairings.code, code)).limit(1);
  if (!row) throw tvErrors.invalid();
  if (row.revokedAt) throw tvErrors.revoked();
  if (row.pairedAt) throw tvErrors.used();
  throw tvErrors.expired();
}

export type TvAccess = { pairingId: number; gameId: number };

/** The pairing a TV token belongs to, while it is not revoked and not older than TV_ACCESS_HOURS. */
export async function findTvAccess(db: DbOrTx, token: string, now = Date.now()): Promise<TvAccess | null> {
  const [row] = await db
    .select({ pairingId: tvPairings.id, gameId: tvPairings.gameId })
    .from(tvPairings)
    .where(
      and(
        eq(tvPairings.tokenHash, hashToken(token)),
        isNull(tvPairings.revokedAt),
        gt(tvPairings.pairedAt, new Date(now - TV_ACCESS_HOURS * 60 * MINUTE_MS)),
      ),
    )
    .limit(1);
  return row ?? null;
}
