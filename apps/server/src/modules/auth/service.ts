import { eq } from 'drizzle-orm';
import { directionOf } from '@app/shared/constants';
import type { loginRequestSchema, signupRequestSchema } from '@app/shared/contracts/auth';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { changePoints } from '../points/index';
import { clientNetwork, count, current, enforce } from '../rate-limit/index';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './password';
import { createSession } from '../../core/session/session-store';
import { isUniqueViolation } from '../../db/errors';
import { getServerSettings } from '../site/index';

const MINUTE = 60_000;

export const emailTaken = () =>
  new AppError('email_taken', 'An account with this email already exists. Please try logging in instead.', {
    email: 'email_taken',
  });

/**
 * Sign-ups from one network address per hour: high enough for a family event on shared Wi-Fi or a
 * carrier's shared address, low enough to stop one machine farming free games.
 */
export const SIGNUPS_PER_ADDRESS_PER_HOUR = 30;

export async function signup(
  db: Db,
  input: z.output<typeof signupRequestSchema>,
  meta: { ip: string; userAgent?: string | undefined },
) {
  await enforce(
    db,
    [{ key: `signup:ip:${clientNetwork(meta.ip)}`, max: SIGNUPS_PER_ADDRESS_PER_HOUR, windowMs: 60 * MINUTE }],
    'Many accounts were created from this network in the last hour. Please try again later.',
  );
  const passwordHash = await hashPassword(input.password);
  const language = input.language ?? 'en';
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (existing) throw emailTaken();
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          country: input.country,
          phone: input.phone,
          points: 0,
          preferredLanguage: language,
          preferredDirection: directionOf(language),
          // ADMIN_EMAILS gives the role only once the address is confirmed (DECISIONS.md 23).
          role: 'user',
        })
        .returning();
      const { signupBonus } = await getServerSettings(tx);
      const points = signupBonus > 0 ? await changePoints(tx, { userId: user!.id, delta: signupBonus, reason: 'signup_bonus' }) : 0;
      const session = await createSession(tx, { userId: user!.id, persistent: false, userAgent: meta.userAgent });
      return { user: { ...user!, points }, session, persistent: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const LOGIN_WINDOW_MS = 15 * MINUTE;
/** Login attempts per 15 minutes: per (e-mail, client address), and per client address. */
export const LOGIN_LIMITS = { perEmailAndAddress: 10, perAddress: 30 };

/**
 * The wait before a login for an e-mail that had `failures` wrong passwords in the last 15
 * minutes (from any address): none for the first 3, then 250 ms doubling up to 4 s.
 */
export function loginDelayMs(failures: number): number {
  return failures < 4 ? 0 : Math.min(250 * 2 ** (failures - 4), 4000);
}

/** How a login waits (replaced in tests, which assert the waits without taking them). */
export const loginTiming = { sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) };

export const invalidCredentials = () => new AppError('invalid_credentials', 'Invalid login credentials');

export async function login(
  db: Db,
  input: z.output<typeof loginRequestSchema>,
  meta: { ip: string; userAgent?: string | undefined },
) {
  const network = clientNetwork(meta.ip);
  await enforce(
    db,
    [
      { key: `login:email-ip:${input.email}:${network}`, max: LOGIN_LIMITS.perEmailAndAddress, windowMs: LOGIN_WINDOW_MS },
      { key: `login:ip:${network}`, max: LOGIN_LIMITS.perAddress, windowMs: LOGIN_WINDOW_MS },
    ],
    'Too many login attempts. Please try again later.',
  );
  // Per e-mail only a growing delay: guessing from many addresses slows down, the owner is never locked out.
  const failuresKey = `login:failures:${input.email}`;
  const delay = loginDelayMs(await current(db, failuresKey, LOGIN_WINDOW_MS));
  if (delay > 0) await loginTiming.sleep(delay);
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !valid) {
    await count(db, failuresKey, LOGIN_WINDOW_MS);
    throw invalidCredentials();
  }
  // Told only to whoever knows the password.
  if (user.bannedAt) throw new AppError('account_banned', 'This account has been banned. Contact us if you think this is a mistake.');
  const session = await createSession(db, { userId: user.id, persistent: input.remember, userAgent: meta.userAgent });
  return { user, session, persistent: input.remember };
}
