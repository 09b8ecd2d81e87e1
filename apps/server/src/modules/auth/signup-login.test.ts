import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../../test/app';
import { randomIp, seedUser, TEST_PASSWORD } from '../../../test/factories';
import { pointLedger, sessions, users } from '../../db/schema/index';
import { ledgerSum } from '../points/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { ADMIN_EMAILS: 'boss@example.com' } });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const VALID_SIGNUP = {
  firstName: 'Fatima',
  lastName: 'Hasan',
  email: 'fatima@example.com',
  password: 'secret12',
  confirmPassword: 'secret12',
  country: 'KW',
  phone: '55512345',
};

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-forwarded-for': randomIp(), ...headers } });

const sidOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  return cookie ? `sid=${cookie.value}` : undefined;
};

const sessionUser = async (cookie: string | undefined) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} })).json().user;

let counter = 0;
const uniqueEmail = () => `person-${++counter}@example.com`;

describe('signup validation: one case per rule, in and out of bounds', () => {
  const NAME_50 = 'a'.repeat(50);
  // 254 characters in all: the longest address accepted.
  // Local parts stop at 64 and domain labels at 63: the length is in the domain.
  const email254 = () => {
    const head = `e${String(++counter).padStart(4, '0')}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.`;
    return `${head}${'d'.repeat(254 - head.length - '.com'.length)}.com`;
  };
  const cases: [string, Record<string, unknown>, string, string | null][] = [
    ['first name missing', { firstName: undefined }, 'firstName', 'first_name_required'],
    ['first name empty', { firstName: '   ' }, 'firstName', 'first_name_required'],
    ['first name with a digit', { firstName: 'Fatima2' }, 'firstName', 'name_letters_only'],
    ['first name with a symbol', { firstName: 'Fatima!' }, 'firstName', 'name_letters_only'],
    ['first name in Arabic letters', { firstName: 'فاطمة' }, 'firstName', null],
    ['first name with a space', { firstName: 'Umm Kulthum' }, 'firstName', null],
    ['first name of 50 letters', { firstName: NAME_50 }, 'firstName', null],
    ['first name of 51 letters', { firstName: `${NAME_50}a` }, 'firstName', 'name_too_long'],
    ['last name missing', { lastName: '' }, 'lastName', 'last_name_required'],
    ['last name with a digit', { lastName: 'Hasan3' }, 'lastName', 'name_letters_only'],
    ['last name in Arabic letters', { lastName: 'الحسن' }, 'lastName', null],
    ['e-mail missing', { email: '' }, 'email', 'email_required'],
    ['e-mail without @', { email: 'fatima.example.com' }, 'email', 'email_invalid'],
    ['e-mail without a domain dot', { email: 'fatima@example' }, 'email', 'email_invalid'],
    ['e-mail of 254 characters', { email: email254 }, 'email', null],
    ['e-mail of 255 characters', { email: () => `x${email254()}` }, 'email', 'email_invalid'],
    ['password missing', { password: '', confirmPassword: '' }, 'password', 'password_required'],
    ['password of 7 characters', { password: '1234567', confirmPassword: '1234567' }, 'password', 'password_min'],
    ['password of 8 characters', { password: '12345678', confirmPassword: '12345678' }, 'password', null],
    ['password of 200 characters', { password: 'p'.repeat(200), confirmPassword: 'p'.repeat(200) }, 'password', null],
    ['password of 201 characters', { password: 'p'.repeat(201), confirmPassword: 'p'.repeat(201) }, 'password', 'password_too_long'],
    ['confirmation missing', { confirmPassword: '' }, 'confirmPassword', 'confirm_password_required'],
    ['confirmation different', { confirmPassword: 'secret22' }, 'confirmPassword', 'passwords_mismatch'],
    ['country missing', { country: '' }, 'country', 'country_required'],
    ['country unknown', { country: 'XX' }, 'country', 'country_required'],
    ['phone missing', { phone: '' }, 'phone', 'phone_required'],
    ['phone with a letter', { phone: '5551234a' }, 'phone', 'phone_digits_only'],
    ['phone with a plus', { phone: '+96555512345' }, 'phone', 'phone_digits_only'],
    ['Kuwait phone of 7 digits', { phone: '5551234' }, 'phone', 'phone_length'],
    ['Kuwait phone of 9 digits', { phone: '555123456' }, 'phone', 'phone_length'],
    ['Kuwait phone of 8 digits', { phone: '55512345' }, 'phone', null],
    ['US phone of 10 digits', { country: 'US', phone: '2025550123' }, 'country', null],
    ['phone without a country', { country: '', phone: '55512345' }, 'phone', 'phone_country_first'],
    ['language other than en or ar', { language: 'fr' }, 'language', 'language_invalid'],
  ];
  it.each(cases)('%s', async (_name, patch, field, code) => {
    const body: Record<string, unknown> = { ...VALID_SIGNUP, email: uniqueEmail() };
    for (const [key, value] of Object.entries(patch)) body[key] = typeof value === 'function' ? (value as () => string)() : value;
    const response = await post('/api/auth/signup', body);
    if (code === null) {
      expect(response.statusCode, response.body).toBe(201);
      return;
    }
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields[field]).toBe(code);
  });

  it('answers a body that is not an object with 400, not 500', async () => {
    const response = await post('/api/auth/signup', ['not', 'an', 'object']);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});

describe('signup', () => {
  it('creates the user with 2 points from the ledger, signs in, and stores the e-mail lower-case', async () => {
    const response = await post('/api/auth/signup', { ...VALID_SIGNUP, email: '  Fatima@Example.COM ', country: 'kw', language: 'ar' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      firstName: 'Fatima',
      lastName: 'Hasan',
      email: 'fatima@example.com',
      country: 'KW',
      phone: '55512345',
      points: 2,
      preferredLanguage: 'ar',
      role: 'user',
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'fatima@example.com'));
    expect(row).toMatchObject({ points: 2, preferredLanguage: 'ar', preferredDirection: 'rtl', country: 'KW' });
    expect(row!.passwordHash).not.toContain('secret12');
    const ledger = await t.ctx.db.select().from(pointLedger).where(eq(pointLedger.userId, row!.id));
    expect(ledger.map((l) => [l.delta, l.reason])).toEqual([[2, 'signup_bonus']]);
    expect(await ledgerSum(t.ctx.db as never, row!.id)).toBe(2);
    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.expires).toBeUndefined();
    expect((await sessionUser(sidOf(response))).email).toBe('fatima@example.com');
  });

  it('refuses a second account with the same e-mail in any case, with the spec message', async () => {
    expect((await post('/api/auth/signup', VALID_SIGNUP)).statusCode).toBe(201);
    const response = await post('/api/auth/signup', { ...VALID_SIGNUP, email: 'FATIMA@example.com', firstName: 'Other' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'email_taken',
        message: 'An account with this email already exists. Please try logging in instead.',
        fields: { email: 'email_taken' },
      },
    });
    expect(await t.ctx.db.select().from(users)).toHaveLength(1);
  });

  it('two simultaneous signups with one e-mail create exactly one account', async () => {
    const results = await Promise.all([post('/api/auth/signup', VALID_SIGNUP), post('/api/auth/signup', VALID_SIGNUP)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.ctx.db.select().from(users)).toHaveLength(1);
    expect(await t.ctx.db.select().from(pointLedger)).toHaveLength(1);
  });

  it('does not give the admin role at signup, even to an address listed in ADMIN_EMAILS (it must be confirmed first)', async () => {
    const response = await post('/api/auth/signup', { ...VALID_SIGNUP, email: 'Boss@example.com' });
    expect(response.json().user).toMatchObject({ role: 'user', emailConfirmed: false });
    await t.app.mailer.idle();
  });
});

describe('login validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['e-mail missing', { email: '' }, 'email', 'email_required'],
    ['e-mail invalid', { email: 'nobody' }, 'email', 'email_invalid'],
    ['password missing', { password: '' }, 'password', 'password_required'],
    ['password of 7 characters', { password: '1234567' }, 'password', 'password_min'],
    ['password of 201 characters', { password: 'p'.repeat(201) }, 'password', 'password_too_long'],
    ['remember not a boolean', { remember: 'yes' }, 'remember', 'remember_invalid'],
  ];
  it.each(cases)('%s', async (_name, patch, field, code) => {
    const response = await post('/api/auth/login', { email: 'someone@example.com', password: TEST_PASSWORD, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(code);
  });

  it('a password of exactly 8 characters passes validation (then the credentials are checked)', async () => {
    const response = await post('/api/auth/login', { email: 'someone@example.com', password: '12345678' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });
});

describe('login and sessions', () => {
  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const user = await seedUser(t.ctx.db);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toEqual([]);
  });

  it('remember me: a persistent cookie and session for 60 days; without it a browser-session cookie', async () => {
    const user = await seedUser(t.ctx.db);
    const remembered = await post('/api/auth/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD, remember: true });
    expect(remembered.statusCode).toBe(200);
    const cookie = remembered.cookies.find((c) => c.name === 'sid')!;
    const days = ((cookie.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(60);
    const plain = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(plain.cookies.find((c) => c.name === 'sid')!.expires).toBeUndefined();
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.persistent).sort()).toEqual([false, true]);
  });

  it('a forged or tampered cookie is a visitor', async () => {
    const user = await seedUser(t.ctx.db);
    const response = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const cookie = sidOf(response)!;
    expect((await sessionUser(cookie)).id).toBe(user.id);
    expect(await sessionUser(`${cookie.slice(0, -2)}xx`)).toBeNull();
    expect(await sessionUser('sid=made-up')).toBeNull();
  });

  it('an expired session is a visitor', async () => {
    const user = await seedUser(t.ctx.db);
    const cookie = sidOf(await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }));
    await t.ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect(await sessionUser(cookie)).toBeNull();
  });

  it('sign-out ends the sessions of every browser of the user, not only this one', async () => {
    const user = await seedUser(t.ctx.db);
    const other = await seedUser(t.ctx.db);
    const laptop = sidOf(await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }));
    const phone = sidOf(await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD, remember: true }));
    const stranger = sidOf(await post('/api/auth/login', { email: other.email, password: TEST_PASSWORD }));
    expect((await sessionUser(phone)).id).toBe(user.id);

    const logout = await post('/api/auth/logout', {}, { cookie: laptop! });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'sid')!.value).toBe('');
    expect(await sessionUser(laptop)).toBeNull();
    expect(await sessionUser(phone)).toBeNull();
    expect((await sessionUser(stranger)).id).toBe(other.id);
  });

  it('sign-out without a session answers 204 too', async () => {
    expect((await post('/api/auth/logout', {})).statusCode).toBe(204);
  });

  it('a login of a user listed in ADMIN_EMAILS mails the link to set the operator password, once, and gives no role', async () => {
    const mails: MailMessage[] = [];
    const send = vi.spyOn(t.app.mailer, 'send').mockImplementation((message) => void mails.push(message));
    const boss = await seedUser(t.ctx.db, { email: 'boss@example.com' });
    for (let i = 0; i < 2; i++) {
      const response = await post('/api/auth/login', { email: boss.email, password: TEST_PASSWORD });
      expect(response.json().user.role).toBe('user');
    }
    send.mockRestore();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([['boss@example.com', 'Set your Thaqalayn Quiz operator password']]);
  });
});
