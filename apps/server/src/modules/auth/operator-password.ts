import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { operatorPasswordRequestSchema } from '@app/shared/contracts/auth';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { operatorPasswordTokens, passwordResetTokens, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import { operatorPasswordMail } from '../../mail/templates';
import { grantOperatorRole, listedAccountsToClaim, removeRolesGrantedBy } from '../users/index';
import { hashPassword } from './password';
import { deleteUserSessions, hashToken } from '../../core/session/session-store';

/** A "set your operator password" link works once, for 24 hours. */
export const OPERATOR_LINK_MS = 24 * 60 * 60_000;

export const invalidOperatorToken = () =>
  new AppError('invalid_operator_token', 'This link to set your operator password is invalid or has expired.');

type Deps = { db: Db; config: Pick<Config, 'appUrl' | 'adminEmails'>; mailer: Mailer };

const usable = (token: string, now = new Date()) =>
  and(eq(operatorPasswordTokens.tokenHash, hashToken(token)), isNull(operatorPasswordTokens.usedAt), gt(operatorPasswordTokens.expiresAt, now));

/**
 * The operator rule: an ADMIN_EMAILS address becomes an operator only when its owner sets the
 * password through a link mailed to it. Called at start (every listed account), at login and at
 * e-mail confirmation (that account): a confirmed listed account without the role gets the link,
 * once; another only after that one has expired or was used. Returns how many were mailed.
 */
export async function offerOperatorPassword({ db, config, mailer }: Deps, onlyUserId?: number): Promise<number> {
  let mailed = 0;
  for (const account of await listedAccountsToClaim(db, config.adminEmails, onlyUserId)) {
    const token = randomBytes(32).toString('base64url');
    const made = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, account.id)).for('update');
      const [live] = await tx
        .select({ userId: operatorPasswordTokens.userId })
        .from(operatorPasswordTokens)
        .where(and(eq(operatorPasswordTokens.userId, account.id), isNull(operatorPasswordTokens.usedAt), gt(operatorPasswordTokens.expiresAt, new Date())))
        .limit(1);
      if (live) return false;
      await tx.insert(operatorPasswordTokens).values({ tokenHash: hashToken(token), userId: account.id, expiresAt: new Date(Date.now() + OPERATOR_LINK_MS) });
      return true;
    });
    if (!made) continue;
    const link = `${config.appUrl}/operator-password?token=${token}`;
    mailer.send(operatorPasswordMail({ to: account.email, firstName: account.firstName, language: account.preferredLanguage, link }), {
      outboxNote: `Operator password link for ${account.email} (mail outbox; set SMTP_URL to send mail): ${link}`,
    });
    mailed++;
  }
  return mailed;
}

/**
 * The owner of a listed address sets the password through the mailed link, in one transaction: the
 * link and every other open link of the account are used up, the password is replaced, every
 * session of the account ends, the account becomes an operator (logged as a listed address), and
 * every role the account granted before (and those granted in turn) is removed. Returns the ids of
 * the accounts whose role was removed.
 */
export async function setOperatorPassword(
  db: Db,
  { token, newPassword }: z.output<typeof operatorPasswordRequestSchema>,
  adminEmails: readonly string[],
): Promise<{ removed: number[] }> {
  const [open] = await db.select({ userId: operatorPasswordTokens.userId }).from(operatorPasswordTokens).where(usable(token)).limit(1);
  if (!open) throw invalidOperatorToken();
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx.update(operatorPasswordTokens).set({ usedAt: now }).where(usable(token, now)).returning({ userId: operatorPasswordTokens.userId });
    if (!row) throw invalidOperatorToken();
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for('update');
    if (!user || !adminEmails.includes(user.email) || user.bannedAt) throw invalidOperatorToken();
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? now })
      .where(eq(users.id, user.id))
      .returning();
    for (const table of [operatorPasswordTokens, passwordResetTokens]) {
      await tx.update(table).set({ usedAt: now }).where(and(eq(table.userId, user.id), isNull(table.usedAt)));
    }
    await deleteUserSessions(tx, user.id);
    await grantOperatorRole(tx, updated!, { how: 'listed_address', grantedBy: null });
    return { removed: await removeRolesGrantedBy(tx, user.id) };
  });
}
