import { eq } from 'drizzle-orm';
import { SIGNUP_BONUS_POINTS, directionOf } from '@app/shared/constants';
import type { loginRequestSchema, signupRequestSchema } from '@app/shared/contracts/auth';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { changePoints } from '../points/ledger';
import { enforce } from '../rate-limit/service';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './password';
import { createSession } from './session-store';
import { isUniqueViolation } from '../../db/errors';

const MINUTE = 60_000;

export const emailTaken = () =>
  new AppError(409, 'email_taken', 'An account with this email already exists. Please try logging in instead.', {
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
  meta: { ip: string; userAgent?: string | undefined; adminEmails: string[] },
) {
  await enforce(
    db,
    [{ key: `signup:ip:${meta.ip}`, max: SIGNUPS_PER_ADDRESS_PER_HOUR, windowMs: 60 * MINUTE }],
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
          role: meta.adminEmails.includes(input.email) ? 'admin' : 'user',
        })
        .returning();
      const points = await changePoints(tx, { userId: user!.id, delta: SIGNUP_BONUS_POINTS, reason: 'signup_bonus' });
      const session = await createSession(tx, { userId: user!.id, persistent: false, userAgent: meta.userAgent });
      return { user: { ...user!, points }, session, persistent: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Invalid login credentials');

export async function login(
  db: Db,
  input: z.output<typeof loginRequestSchema>,
  meta: { ip: string; userAgent?: string | undefined; adminEmails: string[] },
) {
  await enforce(
    db,
    [
      { key: `login:email:${input.email}`, max: 10, windowMs: 15 * MINUTE },
      { key: `login:ip:${meta.ip}`, max: 10, windowMs: 15 * MINUTE },
    ],
    'Too many login attempts. Please try again later.',
  );
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !valid) throw invalidCredentials();
  if (user.role !== 'admin' && meta.adminEmails.includes(user.email)) {
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    user.role = 'admin';
  }
  const session = await createSession(db, { userId: user.id, persistent: input.remember, userAgent: meta.userAgent });
  return { user, session, persistent: input.remember };
}
