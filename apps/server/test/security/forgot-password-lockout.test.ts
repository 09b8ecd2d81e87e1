import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../app';
import { randomIp, seedUser } from '../factories';

/** Probe finding: three forgot-password requests from anywhere blocked the owner's own reset for an hour. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());
// A reset's link is made after the answer: none may land in the next test's tables.
afterEach(() => t.app.mailer.idle());

const forgot = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers: { 'x-forwarded-for': ip } });

/** Reset links made for the user (one per mailed reset). */
const linksMailed = async (userId: number) => {
  await t.app.mailer.idle();
  return (await t.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId))).length;
};

describe('forgot password: nobody locks the owner out', () => {
  it('requests from other addresses do not refuse the owner, whose link is mailed', async () => {
    const user = await seedUser(t.ctx.db);
    for (let i = 0; i < 5; i++) expect((await forgot(user.email, randomIp())).statusCode).toBe(200);
    const owner = await forgot(user.email, '192.0.2.44');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ ok: true });
    expect(await linksMailed(user.id)).toBe(6);
  });

  it('3 per hour per e-mail from one address, then 429', async () => {
    const user = await seedUser(t.ctx.db);
    for (let i = 0; i < 3; i++) expect((await forgot(user.email, '192.0.2.7')).statusCode).toBe(200);
    const blocked = await forgot(user.email.toUpperCase(), '192.0.2.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({ code: 'rate_limited', message: 'Too many password reset requests. Please try again later.' });
    expect((await forgot(user.email, '192.0.2.8')).statusCode).toBe(200);
  });

  it('past 10 mails an hour for one e-mail the answer stays the same and no more mail is sent', async () => {
    const user = await seedUser(t.ctx.db);
    for (let i = 0; i < 14; i++) {
      const response = await forgot(user.email, randomIp());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(await linksMailed(user.id)).toBe(10);
  });
});
