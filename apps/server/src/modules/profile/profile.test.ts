import { eq } from 'drizzle-orm';
import { newGame } from '@app/shared/game/test-fixtures';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { randomIp, seedSignedInUser, TEST_PASSWORD } from '../../../test/factories';
import {
  categories,
  games,
  messages,
  passwordResetTokens,
  pointLedger,
  presence,
  sessions,
  transactions,
  userCategoryProgress,
  users,
} from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Method = 'GET' | 'PATCH' | 'DELETE' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': randomIp(), ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('profile', () => {
  it('shows the signed-in user their own record', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { firstName: 'Zahra', country: 'KW', phone: '55512345' });
    const response = await call('GET', '/api/profile', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().profile).toEqual({
      id: user.id,
      firstName: 'Zahra',
      lastName: 'Test',
      email: user.email,
      country: 'KW',
      phone: '55512345',
      points: 2,
      preferredLanguage: 'en',
      preferredDirection: 'ltr',
      role: 'user',
      emailConfirmed: true,
      createdAt: user.createdAt.toISOString(),
    });
  });

  it('saves the language preference with its direction, and back', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const toArabic = await call('PATCH', '/api/profile', cookie, { preferredLanguage: 'ar' });
    expect(toArabic.statusCode).toBe(200);
    expect(toArabic.json().profile).toMatchObject({ preferredLanguage: 'ar', preferredDirection: 'rtl' });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect([row!.preferredLanguage, row!.preferredDirection]).toEqual(['ar', 'rtl']);
    // The next login brings the stored preference.
    const login = await call('POST', '/api/auth/login', undefined, { email: user.email, password: TEST_PASSWORD });
    expect(login.json().user.preferredLanguage).toBe('ar');
    const toEnglish = await call('PATCH', '/api/profile', cookie, { preferredLanguage: 'en' });
    expect(toEnglish.json().profile).toMatchObject({ preferredLanguage: 'en', preferredDirection: 'ltr' });
  });

  it.each([
    ['a language other than en or ar', { preferredLanguage: 'fr' }, 'preferredLanguage', 'language_invalid'],
    ['no language', {}, 'preferredLanguage', 'language_invalid'],
    ['a direction (it follows the language)', { preferredLanguage: 'en', preferredDirection: 'rtl' }, '_', 'field_not_editable'],
    ['the e-mail', { preferredLanguage: 'en', email: 'new@example.com' }, '_', 'field_not_editable'],
    ['the role', { preferredLanguage: 'en', role: 'admin' }, '_', 'field_not_editable'],
    ['the points', { preferredLanguage: 'en', points: 1000 }, '_', 'field_not_editable'],
  ])('refuses %s', async (_name, body, field, code) => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const response = await call('PATCH', '/api/profile', cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.fields[field]).toBe(code);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, role: 'user', points: 2, preferredLanguage: 'en', preferredDirection: 'ltr' });
  });

  it.each<[Method, string, unknown]>([
    ['GET', '/api/profile', undefined],
    ['PATCH', '/api/profile', { preferredLanguage: 'ar' }],
    ['DELETE', '/api/profile', undefined],
    ['POST', '/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' }],
  ])('%s %s needs a session', async (method, url, payload) => {
    const response = await call(method, url, undefined, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: 'unauthenticated', message: 'Authentication required. Please log in again.' });
  });
});

describe("a user can never read or change another user's account", () => {
  it('every account route acts on the session user only, whatever id the request names', async () => {
    const victim = await seedSignedInUser(t.app, t.ctx.db, { firstName: 'Victim' });
    const attacker = await seedSignedInUser(t.app, t.ctx.db, { firstName: 'Attacker' });
    const id = victim.user.id;

    // Reading: the attacker sees only themself, whichever id or e-mail is in the URL.
    for (const url of [`/api/profile?id=${id}`, `/api/profile?userId=${id}&email=${victim.user.email}`, '/api/auth/session']) {
      const body = (await call('GET', url, attacker.cookie)).json();
      expect((body.profile ?? body.user).id).toBe(attacker.user.id);
      expect(JSON.stringify(body)).not.toContain(victim.user.email);
    }
    for (const url of [`/api/profile/${id}`, `/api/users/${id}`]) {
      expect((await call('GET', url, attacker.cookie)).statusCode).toBe(404);
    }

    // Changing: naming the victim is refused or ignored.
    const patch = await call('PATCH', '/api/profile', attacker.cookie, { preferredLanguage: 'ar', id, userId: id });
    expect(patch.statusCode).toBe(400);
    expect((await call('PATCH', `/api/profile?userId=${id}`, attacker.cookie, { preferredLanguage: 'ar' })).json().profile.id).toBe(
      attacker.user.id,
    );
    const change = await call('POST', '/api/auth/change-password', attacker.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'hijacked-1',
      confirmPassword: 'hijacked-1',
      userId: id,
      email: victim.user.email,
    });
    expect(change.statusCode).toBe(200);
    await call('POST', '/api/auth/logout', attacker.cookie, { userId: id });
    expect((await call('DELETE', `/api/profile?userId=${id}`, (await loginAs(attacker.user.email, 'hijacked-1'))!)).statusCode).toBe(204);

    // The victim is untouched: same password, same language, still signed in, still there.
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ preferredLanguage: 'en', firstName: 'Victim' });
    expect((await call('GET', '/api/profile', victim.cookie)).json().profile.id).toBe(id);
    expect(await loginAs(victim.user.email, TEST_PASSWORD)).toBeDefined();
    expect(await t.ctx.db.select().from(users).where(eq(users.id, attacker.user.id))).toEqual([]);
  });
});

async function loginAs(email: string, password: string): Promise<string | undefined> {
  const response = await call('POST', '/api/auth/login', undefined, { email, password });
  const sid = response.cookies.find((c) => c.name === 'sid');
  return response.statusCode === 200 && sid ? `sid=${sid.value}` : undefined;
}

describe('delete account', () => {
  it('removes the account and everything personal; purchase records stay, anonymised', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const other = await seedSignedInUser(t.app, t.ctx.db);
    const db = t.ctx.db;
    const [category] = await db.insert(categories).values({ slug: 'imam-ali', nameEn: 'Imam Ali', nameAr: 'الإمام علي' }).returning();
    for (const owner of [user, other.user]) {
      await db.insert(games).values({ userId: owner.id, code: `G${owner.id}`, name: 'Game', team1Name: 'A', team2Name: 'B', state: newGame() });
      await db.insert(userCategoryProgress).values({ userId: owner.id, categoryId: category!.id, gamesPlayed: 1 });
      await db.insert(presence).values({ userId: owner.id, state: 'online' });
      await db.insert(transactions).values({ userId: owner.id, points: 3, amountFils: 2750, status: 'completed', transactionCode: `T${owner.id}` });
    }
    await db.insert(messages).values({ userId: user.id, title: 'Typo', type: 'bug', priority: 'low', content: 'A typo' });
    await db.insert(passwordResetTokens).values({ tokenHash: 'h', userId: user.id, expiresAt: new Date(Date.now() + 60_000) });

    const response = await call('DELETE', '/api/profile', cookie);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'sid')!.value).toBe('');

    const mine = <T extends { userId: unknown }>(rows: T[]) => rows.filter((r) => r.userId === user.id);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(mine(await db.select().from(sessions))).toEqual([]);
    expect(mine(await db.select().from(games))).toEqual([]);
    expect(mine(await db.select().from(userCategoryProgress))).toEqual([]);
    expect(mine(await db.select().from(presence))).toEqual([]);
    expect(mine(await db.select().from(pointLedger))).toEqual([]);
    expect(mine(await db.select().from(passwordResetTokens))).toEqual([]);
    const purchases = await db.select().from(transactions);
    expect(purchases.map((p) => [p.transactionCode, p.userId]).sort()).toEqual(
      [[`T${user.id}`, null], [`T${other.user.id}`, other.user.id]].sort(),
    );
    expect((await db.select().from(messages))[0]!.userId).toBeNull();

    // The other user keeps everything; the deleted one can no longer sign in or use the old cookie.
    expect(await db.select().from(games).where(eq(games.userId, other.user.id))).toHaveLength(1);
    expect((await call('GET', '/api/profile', other.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/profile', cookie)).statusCode).toBe(401);
    const login = await call('POST', '/api/auth/login', undefined, { email: user.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(401);
    // The address is free again.
    const signup = await call('POST', '/api/auth/signup', undefined, {
      firstName: 'New',
      lastName: 'Start',
      email: user.email,
      password: 'secret12',
      confirmPassword: 'secret12',
      country: 'KW',
      phone: '55512345',
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().user.points).toBe(2);
  });
});
