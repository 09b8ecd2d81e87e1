import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { loginCookie, randomIp, seedSignedInUser, seedUser, TEST_PASSWORD } from '../../../test/factories';
import { resetLinkOf, startSmtpServer, type TestSmtpServer } from '../../../test/mail';
import { passwordResetTokens, sessions, users } from '../../db/schema/index';
import { verifyPassword } from './password';
import { hashToken } from '../../core/session/session-store';

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ config: { SMTP_URL: smtp.url, APP_URL: 'https://quiz.example.com', SANDBOX_IN_PRODUCTION: 'true' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => t.reset());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-forwarded-for': randomIp(), ...headers } });

const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const sessionUser = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user;

/** Asks for a reset and returns the token of the mailed link. */
async function mailedToken(email: string): Promise<string> {
  expect((await post('/api/auth/forgot-password', { email })).json()).toEqual({ ok: true });
  const mail = await smtp.waitForMail(email);
  return new URL(resetLinkOf(mail)).searchParams.get('token')!;
}

async function storedPasswordIs(userId: number, password: string): Promise<boolean> {
  const [row] = await t.ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return verifyPassword(password, row!.hash);
}

const reset = (token: string, newPassword = 'brand-new-1', confirmPassword = newPassword) =>
  post('/api/auth/reset-password', { token, newPassword, confirmPassword });

describe('forgot password', () => {
  it('mails a single-use link in English, valid for 1 hour, and stores only the hash of its token', async () => {
    const user = await seedUser(t.ctx.db, { firstName: 'Fatima' });
    const before = Date.now();
    const response = await post('/api/auth/forgot-password', { email: ` ${user.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const mail = await smtp.waitForMail(user.email);
    expect(mail.subject).toBe('Reset your Thaqalayn Quiz password');
    expect(mail.text).toContain('Hello Fatima,');
    expect(mail.text).toContain('The link works once and expires in 1 hour.');
    const link = resetLinkOf(mail);
    expect(link).toMatch(/^https:\/\/quiz\.example\.com\/reset-password\?token=[\w-]{43}$/);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('dir="ltr"');

    const token = new URL(link).searchParams.get('token')!;
    const [row] = await t.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.tokenHash).not.toBe(token);
    const minutes = (row!.expiresAt.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(59.9);
    expect(minutes).toBeLessThan(60.1);
  });

  it('mails in Arabic, right to left, to a user who prefers Arabic', async () => {
    const user = await seedUser(t.ctx.db, { firstName: 'زينب', preferredLanguage: 'ar' });
    await post('/api/auth/forgot-password', { email: user.email });
    const mail = await smtp.waitForMail(user.email);
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في مسابقة الثقلين');
    expect(mail.text).toContain('مرحبًا زينب،');
    expect(mail.text).toContain('تنتهي صلاحيته بعد ساعة واحدة');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(resetLinkOf(mail)).toContain('/reset-password?token=');
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const known = await seedUser(t.ctx.db);
    const a = await post('/api/auth/forgot-password', { email: known.email });
    const b = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    await t.app.mailer.idle();
    expect(smtp.mails.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
    expect(await t.ctx.db.select().from(passwordResetTokens)).toHaveLength(1);
  });

  it.each([
    ['e-mail missing', {}, 'email_required'],
    ['e-mail empty', { email: '' }, 'email_required'],
    ['e-mail invalid', { email: 'fatima@' }, 'email_invalid'],
  ])('validation: %s', async (_name, body, code) => {
    const response = await post('/api/auth/forgot-password', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.email).toBe(code);
  });
});

describe('reset password', () => {
  it('sets the new password: the old one fails, the new one works, and the link then fails', async () => {
    const user = await seedUser(t.ctx.db);
    const token = await mailedToken(user.email);
    expect((await post('/api/auth/reset-password/check', { token })).json()).toEqual({ valid: true });

    const response = await reset(token, 'brand-new-1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-1')).statusCode).toBe(200);

    const again = await reset(token, 'another-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ code: 'invalid_reset_token', message: 'This password reset link is invalid or has expired.' });
    expect((await post('/api/auth/reset-password/check', { token })).json()).toEqual({ valid: false });
    expect((await login(user.email, 'another-pass-2')).statusCode).toBe(401);
  });

  it('refuses an expired link (older than 1 hour)', async () => {
    const user = await seedUser(t.ctx.db);
    const token = await mailedToken(user.email);
    await t.ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect((await post('/api/auth/reset-password/check', { token })).json()).toEqual({ valid: false });
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_reset_token');
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await reset('x'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_reset_token');
  });

  it('uses up every other open link of the user too', async () => {
    const user = await seedUser(t.ctx.db);
    const first = await mailedToken(user.email);
    const second = await mailedToken(user.email);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first, 'yet-another-3')).json().error.code).toBe('invalid_reset_token');
  });

  it('two simultaneous uses of one link: exactly one succeeds', async () => {
    const user = await seedUser(t.ctx.db);
    const token = await mailedToken(user.email);
    const results = await Promise.all([reset(token, 'parallel-one'), reset(token, 'parallel-two')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('ends every session of the user', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const phone = await loginCookie(t.app, user.email);
    const other = await seedSignedInUser(t.app, t.ctx.db);
    const token = await mailedToken(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    expect(await sessionUser(cookie)).toBeNull();
    expect(await sessionUser(phone)).toBeNull();
    expect((await sessionUser(other.cookie)).id).toBe(other.user.id);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it.each([
    ['token missing', { token: undefined }, 'token', 'invalid_reset_token'],
    ['token empty', { token: '' }, 'token', 'invalid_reset_token'],
    ['new password missing', { newPassword: '', confirmPassword: '' }, 'newPassword', 'password_required'],
    ['new password of 7 characters', { newPassword: '1234567', confirmPassword: '1234567' }, 'newPassword', 'password_min'],
    ['new password of 201 characters', { newPassword: 'p'.repeat(201), confirmPassword: 'p'.repeat(201) }, 'newPassword', 'password_too_long'],
    ['confirmation missing', { confirmPassword: '' }, 'confirmPassword', 'confirm_password_required'],
    ['confirmation different', { confirmPassword: 'different-1' }, 'confirmPassword', 'passwords_mismatch'],
  ])('validation: %s', async (_name, patch, field, code) => {
    const response = await post('/api/auth/reset-password', { token: 'some-token', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1', ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.fields[field]).toBe(code);
  });

  it('a new password of exactly 8 characters is accepted', async () => {
    const user = await seedUser(t.ctx.db);
    const token = await mailedToken(user.email);
    expect((await reset(token, '12345678')).statusCode).toBe(200);
    expect(await storedPasswordIs(user.id, '12345678')).toBe(true);
  });
});

describe('change password', () => {
  const change = (cookie: string | undefined, body: Record<string, unknown>) =>
    post('/api/auth/change-password', body, cookie ? { cookie } : {});

  it('needs a session', async () => {
    const response = await change(undefined, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it('changes the password, keeps this session and ends every other one', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const otherBrowser = await loginCookie(t.app, user.email);
    const response = await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(response.statusCode).toBe(200);
    expect((await sessionUser(cookie)).id).toBe(user.id);
    expect(await sessionUser(otherBrowser)).toBeNull();
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-1')).statusCode).toBe(200);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const response = await change(cookie, { currentPassword: 'not-my-password', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'wrong_current_password',
      message: 'Current password is incorrect',
      fields: { currentPassword: 'wrong_current_password' },
    });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('allows 10 attempts per 15 minutes, then answers 429', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    for (let i = 0; i < 10; i++) {
      expect((await change(cookie, { currentPassword: `guess-${i}-x`, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' })).statusCode).toBe(400);
    }
    const blocked = await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({ code: 'rate_limited', message: 'Too many attempts. Please try again later.' });
  });

  it.each([
    ['current password missing', { currentPassword: '' }, 'currentPassword', 'current_password_required'],
    ['new password of 7 characters', { newPassword: '1234567', confirmPassword: '1234567' }, 'newPassword', 'password_min'],
    ['new password missing', { newPassword: '', confirmPassword: '' }, 'newPassword', 'password_required'],
    ['confirmation missing', { confirmPassword: '' }, 'confirmPassword', 'confirm_password_required'],
    ['confirmation different', { confirmPassword: 'different-1' }, 'confirmPassword', 'passwords_mismatch'],
  ])('validation: %s', async (_name, patch, field, code) => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const response = await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1', ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(code);
  });

  it('a new password of exactly 8 characters is accepted', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    expect((await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: '87654321', confirmPassword: '87654321' })).statusCode).toBe(200);
    expect(await storedPasswordIs(user.id, '87654321')).toBe(true);
  });
});
