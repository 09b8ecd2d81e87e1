import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { RESET_TOKEN_MINUTES } from '@app/shared/constants';
import type { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@app/shared/contracts/auth';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import { resetPasswordMail } from '../../mail/templates';
import { clientNetwork, count, enforce } from '../rate-limit/index';
import { hashPassword } from './password';
import { deleteUserSessions, hashToken } from '../../core/session/session-store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const invalidResetToken = () =>
  new AppError('invalid_reset_token', 'This password reset link is invalid or has expired.');

/**
 * Reset requests per hour. Refused (429) per e-mail from one network and per network; per e-mail
 * from anywhere the answer stays the same and only the mails stop, so nobody can lock an owner out
 * of their own reset or fill their inbox.
 */
export const FORGOT_LIMITS = { perEmailAndNetwork: 3, perNetwork: 20, mailsPerEmail: 10 };

/**
 * Forgot password: the same answer whether or not the address has an account. For an account, a
 * random token is stored hashed (single use, 1 hour) and its link mailed in the user's language.
 */
export async function requestPasswordReset(
  { db, config, mailer }: { db: Db; config: Pick<Config, 'appUrl'>; mailer: Mailer },
  { email }: z.output<typeof forgotPasswordRequestSchema>,
  meta: { ip: string },
): Promise<void> {
  const network = clientNetwork(meta.ip);
  await enforce(
    db,
    [
      { key: `forgot:email-ip:${email}:${network}`, max: FORGOT_LIMITS.perEmailAndNetwork, windowMs: HOUR },
      { key: `forgot:ip:${network}`, max: FORGOT_LIMITS.perNetwork, windowMs: HOUR },
    ],
    'Too many password reset requests. Please try again later.',
  );
  const mailsThisHour = await count(db, `forgot:email:${email}`, HOUR);
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // Known or not, the answer waits for the same work (the limits and this lookup); the link is
  // made and mailed after the answer, so its timing tells nothing about the address.
  mailer.later(async () => {
    if (!user || mailsThisHour > FORGOT_LIMITS.mailsPerEmail) return;
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await db
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt))));
    await db.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * MINUTE),
    });
    const link = `${config.appUrl}/reset-password?token=${token}`;
    mailer.send(
      resetPasswordMail({ to: user.email, firstName: user.firstName, language: user.language, link }),
      { outboxNote: `Password reset link for ${user.email} (mail outbox; set SMTP_URL to send mail): ${link}` },
    );
  });
}

const usable = (token: string, now = new Date()) =>
  and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));

/** Whether a reset link can still be used (the reset screen asks before showing its form). */
export async function isResetTokenUsable(db: Db, token: string): Promise<boolean> {
  const [row] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(usable(token)).limit(1);
  return Boolean(row);
}

/**
 * Sets the new password and uses the token up (with every other open link of the user) in one
 * transaction, and ends every session of the user. A bad, used or expired token: invalid_reset_token.
 */
export async function resetPassword(db: Db, { token, newPassword }: z.output<typeof resetPasswordRequestSchema>): Promise<void> {
  // Checked first so a bad token costs no hashing; the update below re-checks it atomically.
  if (!(await isResetTokenUsable(db, token))) throw invalidResetToken();
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable(token, now))
      .returning({ userId: passwordResetTokens.userId });
    if (!row) throw invalidResetToken();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await deleteUserSessions(tx, row.userId);
  });
}
