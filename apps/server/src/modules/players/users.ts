import { desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUser, AdminUsersResponse, PointsAdjustmentResponse, pointsAdjustmentRequestSchema } from '@app/shared/contracts/admin';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';
import { changePoints } from '../points/index';
import { containsPattern } from '../../db/like';

const FOUND_AT_MOST = 20;


export async function findUsers(db: Db, query: string): Promise<AdminUsersResponse> {
  const text = query.trim();
  if (text.length < 2) return { users: [] };
  const pattern = containsPattern(text);
  const rows = await db
    .select()
    .from(users)
    .where(or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(FOUND_AT_MOST);
  return { users: rows.map(toAdminUser) };
}

/** An account as the players search lists it (a player's page adds to it). */
export function toAdminUser(row: typeof users.$inferSelect): AdminUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    points: row.points,
    role: row.role === 'admin' ? 'admin' : 'user',
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Gives or takes points through the ledger (reason admin_adjustment, the operator and the reason
 * in its note); the player's wallet updates at once. A balance never goes below 0.
 */
export async function adjustPoints(
  db: Db,
  { operatorId, userId }: { operatorId: number; userId: number },
  { change, reason }: z.output<typeof pointsAdjustmentRequestSchema>,
): Promise<PointsAdjustmentResponse> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, points: users.points }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('User not found.');
    try {
      const points = await changePoints(tx, { userId, delta: change, reason: 'admin_adjustment', note: `Operator ${operatorId}: ${reason}` });
      await recordOperatorAction(tx, {
        operatorId,
        action: 'points.adjust',
        target: `user:${userId}`,
        before: { points: user.points },
        after: { points, change, reason },
      });
      return { points };
    } catch (error) {
      if (error instanceof AppError && error.code === 'insufficient_points') {
        throw new AppError('balance_too_low', 'The balance cannot go below 0.');
      }
      throw error;
    }
  });
}
