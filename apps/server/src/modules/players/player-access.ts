import { eq } from 'drizzle-orm';
import type { AdminPlayer } from '@app/shared/contracts/admin-players';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';
import { deleteUserSessions } from '../../core/session/index';
import { grantOperatorRole, removeOperatorRole } from '../users/index';
import { toAdminPlayer } from './player-detail';

type Who = { operatorId: number; userId: number; adminEmails: readonly string[] };

async function lockUser(tx: Tx, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound('User not found.');
  return user;
}

/**
 * Bans a player: every session ends at once (their open pages are signed out through the event
 * stream) and signing in is refused until an operator lifts the ban. Operators are not banned:
 * their role is removed first.
 */
export async function banPlayer(db: Db, { operatorId, userId, adminEmails }: Who, reason: string): Promise<AdminPlayer> {
  if (operatorId === userId) throw new AppError('cannot_ban_self', 'You cannot ban your own account.');
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.role === 'admin') throw new AppError('cannot_ban_operator', 'Remove the admin role before banning an operator.');
    const [row] = await tx.update(users).set({ bannedAt: new Date(), banReason: reason }).where(eq(users.id, userId)).returning();
    await deleteUserSessions(tx, userId);
    await recordOperatorAction(tx, { operatorId, action: 'player.ban', target: `user:${userId}`, before: { banned: user.bannedAt !== null, reason: user.banReason }, after: { banned: true, reason } });
    return toAdminPlayer(row!, adminEmails);
  });
}

export async function unbanPlayer(db: Db, { operatorId, userId, adminEmails }: Who): Promise<AdminPlayer> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const [row] = await tx.update(users).set({ bannedAt: null, banReason: null }).where(eq(users.id, userId)).returning();
    await recordOperatorAction(tx, { operatorId, action: 'player.unban', target: `user:${userId}`, before: { banned: user.bannedAt !== null, reason: user.banReason }, after: { banned: false } });
    return toAdminPlayer(row!, adminEmails);
  });
}

/**
 * Grants or removes the admin role, recording the granting operator (their own role being taken
 * back by a listed address's owner removes it) and logging how. A role held through ADMIN_EMAILS
 * is changed in that setting, not here; nobody changes their own role.
 */
export async function setPlayerRole(db: Db, { operatorId, userId, adminEmails }: Who, role: 'user' | 'admin'): Promise<AdminPlayer> {
  if (operatorId === userId) throw new AppError('cannot_change_own_role', 'You cannot change your own role.');
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (role === 'user' && adminEmails.includes(user.email)) {
      throw new AppError('admin_by_setting', 'This address is listed in ADMIN_EMAILS: remove it from that setting to remove the role.');
    }
    if (role === 'admin' && user.bannedAt) throw new AppError('cannot_ban_operator', 'Lift the ban before granting the admin role.');
    if (role === user.role) return toAdminPlayer(user, adminEmails);
    const row =
      role === 'admin'
        ? await grantOperatorRole(tx, user, { how: 'operator', grantedBy: operatorId })
        : await removeOperatorRole(tx, user, { how: 'operator', by: operatorId });
    return toAdminPlayer(row, adminEmails);
  });
}
