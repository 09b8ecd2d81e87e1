import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { emailConfirmationTokens, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import { confirmEmailMail } from '../../mail/templates';
import { enforce } from '../rate-limit/index';
import type { UserRow } from '../../core/session/current-user';
import { hashToken } from '../../core/session/session-store';

const HOUR = 60 * 60_000;
/** A confirmation link works once, for 24 hours (DECISIONS.md 23). */
export const CONFIRM_LINK_MS = 24 * HOUR;
/** Resend: at most this many confirmation mails per user per hour. */
export const RESEND_PER_HOUR = 3;

export const invalidConfirmationToken = () =>
  new AppError('invalid_confirmation_token', 'This confirmation link is invalid or has expired.');

type Deps = { db: Db; config: Pick<Config, 'appUrl'>; mailer: Mailer };
type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName' | 'preferredLanguage'>;

/** Makes a new confirmation link for the user (random, stored hashed) and mails it in both languages. */
export async function sendConfirmation({ db, config, mailer }: Deps, user: Recipient): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailConfirmationTokens).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + CONFIRM_LINK_MS) });
  const link = `${config.appUrl}/confirm-email?token=${token}`;
  mailer.send(confirmEmailMail({ to: user.email, firstName: user.firstName, language: user.preferredLanguage, link }), {
    outboxNote: `E-mail confirmation link (mail outbox; set SMTP_URL to send mail): ${link}`,
  });
}

/** Resend (signed in, limited per user); an address already confirmed gets no mail. */
export async function resendConfirmation(deps: Deps, user: UserRow): Promise<{ alreadyConfirmed: boolean }> {
  if (user.emailConfirmedAt) return { alreadyConfirmed: true };
  await enforce(deps.db, [{ key: `confirm-resend:user:${user.id}`, max: RESEND_PER_HOUR, windowMs: HOUR }], 'Too many confirmation e-mails. Please try again later.');
  await sendConfirmation(deps, user);
  return { alreadyConfirmed: false };
}

/**
 * Confirms the address (a POST from the confirmation page's button: opening the link confirms
 * nothing) and uses up every link of the user. Gives no role: a listed address is then mailed the
 * link to set its operator password. Returns the user's id, or `alreadyConfirmed` for a link
 * (used or not) of an address confirmed before: opened a second time, it says so.
 */
export async function confirmEmail(db: Db, token: string): Promise<{ userId: number; alreadyConfirmed: false } | { alreadyConfirmed: true }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(emailConfirmationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailConfirmationTokens.tokenHash, hashToken(token)), isNull(emailConfirmationTokens.usedAt), gt(emailConfirmationTokens.expiresAt, now)))
      .returning({ userId: emailConfirmationTokens.userId });
    if (!row) {
      const [earlier] = await tx
        .select({ confirmedAt: users.emailConfirmedAt })
        .from(emailConfirmationTokens)
        .innerJoin(users, eq(users.id, emailConfirmationTokens.userId))
        .where(eq(emailConfirmationTokens.tokenHash, hashToken(token)));
      if (earlier?.confirmedAt) return { alreadyConfirmed: true };
      throw invalidConfirmationToken();
    }
    await tx.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, row.userId));
    await tx
      .update(emailConfirmationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailConfirmationTokens.userId, row.userId), isNull(emailConfirmationTokens.usedAt)));
    return { userId: row.userId, alreadyConfirmed: false };
  });
}
