import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema/index';
import { hashPassword } from '../src/modules/auth/password';
import { changePoints } from '../src/modules/points/ledger';

export const TEST_PASSWORD = 'correct-horse-9';
let cachedHash: Promise<string> | undefined;

export type SeededUser = typeof users.$inferSelect & { password: string };

/** Inserts a user (points through the ledger, like a real signup). Doubles as a test factory. */
export async function seedUser(
  db: Db,
  overrides: Partial<{ email: string; firstName: string; lastName: string; points: number; role: 'user' | 'admin'; country: string; phone: string; preferredLanguage: 'en' | 'ar'; emailConfirmedAt: Date | null }> = {},
): Promise<SeededUser> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const { points = 2, ...rest } = overrides;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: `user-${randomBytes(4).toString('hex')}@example.com`,
        passwordHash: await cachedHash!,
        firstName: 'Zahra',
        lastName: 'Test',
        country: 'KW',
        phone: '55512345',
        role: 'user',
        // A seeded user has confirmed the address unless a test says otherwise.
        emailConfirmedAt: new Date(),
        ...rest,
      })
      .returning();
    const balance = points > 0 ? await changePoints(tx, { userId: user!.id, delta: points, reason: 'signup_bonus' }) : 0;
    return { ...user!, points: balance, password: TEST_PASSWORD };
  });
}

/** A random client address (X-Forwarded-For from loopback is trusted), so per-IP limits do not pile up across tests. */
export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** Logs in over HTTP and returns the Cookie header to send with later requests. */
export async function loginCookie(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': randomIp() },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'sid');
  return `sid=${cookie!.value}`;
}

/** A signed-in user in one call. */
export async function seedSignedInUser(app: FastifyInstance, db: Db, overrides: Parameters<typeof seedUser>[1] = {}) {
  const user = await seedUser(db, overrides);
  return { user, cookie: await loginCookie(app, user.email) };
}

/** An operator (the console's role), signed in: the session cookie, as seedSignedInUser gives it. */
export const seedSignedInOperator = (app: FastifyInstance, db: Db) => seedSignedInUser(app, db, { role: 'admin', firstName: 'Huda', lastName: 'Operator' });

/** A request to the app, as the holder of `cookie` when one is given. */
export function injectAs(app: FastifyInstance, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
}
