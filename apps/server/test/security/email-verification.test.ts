import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailConfirmationTokens, users } from '../../src/db/schema/index';
import type { MailMessage } from '../../src/mail/mailer';
import { createTestApp, type TestApp } from '../app';
import { randomIp } from '../factories';

/** Finding 1: ADMIN_EMAILS gives nothing to an unconfirmed address (DECISIONS.md 23); confirming gives no role either (operator-takeover.test.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { ADMIN_EMAILS: 'boss@example.com' } });
});
afterAll(() => t.close());

let mails: MailMessage[] = [];
beforeEach(async () => {
  await t.reset();
  mails = [];
  vi.spyOn(t.app.mailer, 'send').mockImplementation((message) => void mails.push(message));
});

const SIGNUP = { firstName: 'Huda', lastName: 'Claim', password: 'secret-pass-1', confirmPassword: 'secret-pass-1', country: 'KW', phone: '55512345' };
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': randomIp(), ...(cookie ? { cookie } : {}) } });
const sessionOf = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user;
const tokenIn = (mail: MailMessage) => /\/confirm-email\?token=([\w-]+)/.exec(mail.text)![1]!;

async function signUp(email: string, language: 'en' | 'ar' = 'en') {
  const response = await post('/api/auth/signup', { ...SIGNUP, email, language });
  expect(response.statusCode).toBe(201);
  return { user: response.json().user, cookie: `sid=${response.cookies.find((c) => c.name === 'sid')!.value}` };
}

describe('e-mail confirmation', () => {
  it('whoever signs up first with a listed address stays a player, also once the address is confirmed', async () => {
    const { user, cookie } = await signUp('boss@example.com');
    expect(user).toMatchObject({ role: 'user', emailConfirmed: false, points: 2 });
    // Signing in again does not make the claimer an operator either.
    const login = await post('/api/auth/login', { email: 'boss@example.com', password: SIGNUP.password });
    expect(login.json().user.role).toBe('user');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } })).statusCode).toBe(403);

    expect(mails).toHaveLength(1);
    const confirmed = await post('/api/auth/confirm-email', { token: tokenIn(mails[0]!) });
    expect(confirmed.json()).toEqual({ ok: true, alreadyConfirmed: false });
    expect(await sessionOf(cookie)).toMatchObject({ role: 'user', emailConfirmed: true });
    // Opened again, the link says so and mails nothing more.
    expect((await post('/api/auth/confirm-email', { token: tokenIn(mails[0]!) })).json()).toEqual({ ok: true, alreadyConfirmed: true });
    // The mailbox gets the link to set the operator password instead.
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['boss@example.com', 'Confirm your Thaqalayn Quiz e-mail | تأكيد بريدك الإلكتروني في مسابقة الثقلين'],
      ['boss@example.com', 'Set your Thaqalayn Quiz operator password'],
    ]);
  });

  it('mails one link in both languages (the user\'s first), stored hashed, single use, 24 hours', async () => {
    const { cookie } = await signUp('zahra@example.com', 'ar');
    const mail = mails[0]!;
    expect(mail.to).toBe('zahra@example.com');
    expect(mail.subject).toBe('تأكيد بريدك الإلكتروني في مسابقة الثقلين | Confirm your Thaqalayn Quiz e-mail');
    expect(mail.text.indexOf('أهلًا بك في مسابقة الثقلين')).toBeLessThan(mail.text.indexOf('Welcome to Thaqalayn Quiz'));
    expect(mail.text).toContain('The link works once and expires in 24 hours.');
    const token = tokenIn(mail);
    const [row] = await t.ctx.db.select().from(emailConfirmationTokens);
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(24 * 60 * 60_000 - 1000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(24 * 60 * 60_000 + 1000);

    expect((await post('/api/auth/confirm-email', { token })).json()).toEqual({ ok: true, alreadyConfirmed: false });
    // Single use: opened again, it confirms nothing more and says the address already is.
    const again = await post('/api/auth/confirm-email', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, alreadyConfirmed: true });
    const [used] = await t.ctx.db.select().from(emailConfirmationTokens);
    expect(used!.usedAt).not.toBeNull();
    expect((await sessionOf(cookie)).role).toBe('user');
    const unknown = await post('/api/auth/confirm-email', { token: `${token}x` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({ code: 'invalid_confirmation_token', message: 'This confirmation link is invalid or has expired.' });
  });

  it('an expired link does not confirm', async () => {
    const { cookie } = await signUp('late@example.com');
    await t.ctx.db.update(emailConfirmationTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post('/api/auth/confirm-email', { token: tokenIn(mails[0]!) })).statusCode).toBe(400);
    expect((await sessionOf(cookie)).emailConfirmed).toBe(false);
  });

  it('Resend mails a new link, at most 3 per hour, and nothing once confirmed', async () => {
    const { cookie } = await signUp('again@example.com');
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/confirm-email/resend', {}, cookie)).json()).toEqual({ ok: true, alreadyConfirmed: false });
    const limited = await post('/api/auth/confirm-email/resend', {}, cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({ code: 'rate_limited', message: 'Too many confirmation e-mails. Please try again later.' });
    expect(mails).toHaveLength(4);
    expect((await post('/api/auth/confirm-email', { token: tokenIn(mails[3]!) })).statusCode).toBe(200);
    // Every older link is used up with it, and says the address is confirmed.
    expect((await post('/api/auth/confirm-email', { token: tokenIn(mails[1]!) })).json()).toEqual({ ok: true, alreadyConfirmed: true });
    await t.ctx.db.update(users).set({ role: 'user' }).where(eq(users.email, 'again@example.com'));
    expect((await post('/api/auth/confirm-email/resend', {}, cookie)).json()).toEqual({ ok: true, alreadyConfirmed: true });
    expect((await post('/api/auth/confirm-email/resend', {})).statusCode).toBe(401);
  });
});
