import { desc, eq } from 'drizzle-orm';
import type { AdminPlayer, AdminPlayerDetail } from '@app/shared/contracts/admin-players';
import type { Db } from '../../db/client';
import { games, pointLedger, transactions, users } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { purchaseCoupon } from '../payments/index';
import { toAdminUser } from './users';

const SHOWN_AT_MOST = 50;

export function toAdminPlayer(row: typeof users.$inferSelect, adminEmails: readonly string[]): AdminPlayer {
  return {
    ...toAdminUser(row),
    adminBySetting: adminEmails.includes(row.email),
    preferredLanguage: row.preferredLanguage,
    emailConfirmed: row.emailConfirmedAt !== null,
    ban: row.bannedAt ? { at: row.bannedAt.toISOString(), reason: row.banReason ?? '' } : null,
  };
}

/** A player's account, balance and latest ledger rows, games and purchases. */
export async function playerDetail(db: Db, userId: number, adminEmails: readonly string[]): Promise<AdminPlayerDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found.');
  const [ledger, gameRows, purchases] = await Promise.all([
    db.select().from(pointLedger).where(eq(pointLedger.userId, userId)).orderBy(desc(pointLedger.createdAt), desc(pointLedger.id)).limit(SHOWN_AT_MOST),
    db
      .select({ id: games.id, name: games.name, code: games.code, createdAt: games.createdAt })
      .from(games)
      .where(eq(games.userId, userId))
      .orderBy(desc(games.createdAt), desc(games.id))
      .limit(SHOWN_AT_MOST),
    db.select().from(transactions).where(eq(transactions.userId, userId)).orderBy(desc(transactions.createdAt), desc(transactions.id)).limit(SHOWN_AT_MOST),
  ]);
  return {
    player: toAdminPlayer(user, adminEmails),
    ledger: ledger.map((row) => ({ id: row.id, delta: row.delta, reason: row.reason, note: row.note, createdAt: row.createdAt.toISOString() })),
    games: gameRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    purchases: purchases.map((row) => ({
      id: row.id,
      status: row.status,
      points: row.points,
      amountFils: row.amountFils,
      transactionCode: row.transactionCode,
      createdAt: row.createdAt.toISOString(),
      coupon: purchaseCoupon(row),
    })),
  };
}
