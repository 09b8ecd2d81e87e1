import { and, eq, isNull } from 'drizzle-orm';
import type { changePasswordRequestSchema } from '@app/shared/contracts/auth';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { enforce } from '../rate-limit/index';
import type { UserRow } from '../../core/session/current-user';
import { hashPassword, verifyPassword } from './password';
import { deleteUserSessions } from '../../core/session/session-store';

export const wrongCurrentPassword = () =>
  new AppError('wrong_current_password', 'Current password is incorrect', { currentPassword: 'wrong_current_password' });

/** Changes the password of the signed-in user; every other session ends, this one stays. */
export async function changePassword(
  db: Db,
  { user, sessionId }: { user: UserRow; sessionId: string },
  { currentPassword, newPassword }: z.output<typeof changePasswordRequestSchema>,
): Promise<void> {
  // A stolen session must not become a way to guess the password.
  await enforce(
    db,
    [{ key: `change-password:user:${user.id}`, max: 10, windowMs: 15 * 60_000 }],
    'Too many attempts. Please try again later.',
  );
  if (!(await verifyPassword(currentPassword, user.passwordHash))) throw wrongCurrentPassword();
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await deleteUserSessions(tx, user.id, sessionId);
  });
}
