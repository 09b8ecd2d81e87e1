import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperatorsResponse } from '@app/shared/contracts/admin-players';
import type { AuditLogResponse } from '@app/shared/contracts/audit';
import { emailConfirmationTokens, operatorPasswordTokens, users } from '../../src/db/schema/index';
import type { MailMessage } from '../../src/mail/mailer';
import { createTestApp, type TestApp } from '../app';
import { randomIp, seedSignedInUser, seedUser, TEST_PASSWORD } from '../factories';

/**
 * Finding (outside probe): someone else's confirmation made a squatter an operator. An attacker
 * signed up first with an ADMIN_EMAILS address; the owner's mail scanner (or the owner) opened the
 * confirmation link, which confirmed on load and gave the attacker's account and open session the
 * operator role; an accomplice made operator by the attacker stayed one after a password reset.
 */
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { ADMIN_EMAILS: 'boss@example.com' }, webDist });
});
afterAll(() => t.close());

let mails: MailMessage[] = [];
beforeEach(async () => {
  await t.reset();
  mails = [];
  vi.spyOn(t.app.mailer, 'send').mockImplementation((message) => void mails.push(message));
});

const SIGNUP = { firstName: 'Sam', lastName: 'Squat', country: 'KW', phone: '55512345' };
const ATTACKER_PASSWORD = 'squatter-pass-1';
const OWNER_PASSWORD = 'owner-pass-2024';

const request = (method: 'GET' | 'POST' | 'PUT', url: string, { cookie, payload }: { cookie?: string; payload?: object } = {}) =>
  t.app.inject({ method, url, headers: { 'x-forwarded-for': randomIp(), ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
const sidOf = (response: { cookies: { name: string; value: string }[] }) => `sid=${response.cookies.find((c) => c.name === 'sid')!.value}`;
const sessionOf = async (cookie: string) => (await request('GET', '/api/auth/session', { cookie })).json().user;
const consoleAnswer = async (cookie: string) => (await request('GET', '/api/admin/users?q=example', { cookie })).statusCode;
const login = (email: string, password: string) => request('POST', '/api/auth/login', { payload: { email, password } });
const linkIn = (mail: MailMessage, page: string) => new RegExp(`/${page}\\?token=([\\w-]+)`).exec(mail.text)![1]!;
const mailsTo = (subject: string) => mails.filter((m) => m.subject === subject);
const OPERATOR_MAIL = 'Set your Thaqalayn Quiz operator password';

async function squat() {
  const response = await request('POST', '/api/auth/signup', {
    payload: { ...SIGNUP, email: 'boss@example.com', password: ATTACKER_PASSWORD, confirmPassword: ATTACKER_PASSWORD, language: 'en' },
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().user.id as number, cookie: sidOf(response) };
}

async function confirmedAt(email: string) {
  const [row] = await t.ctx.db.select({ at: users.emailConfirmedAt }).from(users).where(eq(users.email, email));
  return row!.at;
}

describe('a confirmation link', () => {
  it('opened (GET, as a mail scanner does) shows the page and confirms nothing; the page\'s button (POST) confirms', async () => {
    await squat();
    const token = linkIn(mails[0]!, 'confirm-email');
    for (const url of [`/confirm-email?token=${token}`, `/api/auth/confirm-email?token=${token}`]) await request('GET', url);
    const page = await request('GET', `/confirm-email?token=${token}`);
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(await confirmedAt('boss@example.com')).toBeNull();
    const [link] = await t.ctx.db.select().from(emailConfirmationTokens);
    expect(link!.usedAt).toBeNull();

    const clicked = await request('POST', '/api/auth/confirm-email', { payload: { token } });
    expect([clicked.statusCode, clicked.json()]).toEqual([200, { ok: true, alreadyConfirmed: false }]);
    expect(await confirmedAt('boss@example.com')).toBeInstanceOf(Date);
  });
});

describe('the squatter of a listed address', () => {
  it('gets no operator right from the owner\'s confirmation, and loses the account and its accomplices when the owner sets the password', async () => {
    const squatter = await squat();
    // The owner (or their mail scanner) opens the confirmation link and presses the button.
    expect((await request('POST', '/api/auth/confirm-email', { payload: { token: linkIn(mails[0]!, 'confirm-email') } })).statusCode).toBe(200);
    expect(await sessionOf(squatter.cookie)).toMatchObject({ role: 'user', emailConfirmed: true });
    expect(await consoleAnswer(squatter.cookie)).toBe(403);
    // The squatter's password gives nothing either, and asks for no second mail.
    const again = await login('boss@example.com', ATTACKER_PASSWORD);
    expect(again.json().user.role).toBe('user');
    expect(await consoleAnswer(sidOf(again))).toBe(403);
    expect(mailsTo(OPERATOR_MAIL).map((m) => m.to)).toEqual(['boss@example.com']);

    // An account made operator the old way (the confirmation gave the role at once), which then
    // made an accomplice operator, who made another.
    await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, squatter.id));
    const accomplice = await seedSignedInUser(t.app, t.ctx.db, { email: 'accomplice@example.com' });
    const second = await seedSignedInUser(t.app, t.ctx.db, { email: 'second@example.com' });
    const grant = (cookie: string, userId: number) => request('PUT', `/api/admin/users/${userId}/role`, { cookie, payload: { role: 'admin' } });
    expect((await grant(squatter.cookie, accomplice.user.id)).statusCode).toBe(200);
    expect((await grant(accomplice.cookie, second.user.id)).statusCode).toBe(200);
    expect(await consoleAnswer(accomplice.cookie)).toBe(200);
    const operators = (await request('GET', '/api/admin/operators', { cookie: accomplice.cookie })).json<OperatorsResponse>().operators;
    expect(operators.map((o) => [o.email, o.how, o.grantedBy?.email ?? null])).toEqual([
      ['second@example.com', 'operator', 'accomplice@example.com'],
      ['accomplice@example.com', 'operator', 'boss@example.com'],
      ['boss@example.com', null, null],
    ]);

    // The owner sets the password through the mailed link.
    const token = linkIn(mailsTo(OPERATOR_MAIL)[0]!, 'operator-password');
    const set = await request('POST', '/api/auth/operator-password', { payload: { token, newPassword: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD } });
    expect([set.statusCode, set.json()]).toEqual([200, { ok: true }]);

    // The squatter's sessions and password are gone; the accomplices are players again.
    expect(await sessionOf(squatter.cookie)).toBeNull();
    expect(await sessionOf(sidOf(again))).toBeNull();
    expect(await consoleAnswer(squatter.cookie)).toBe(401);
    expect((await login('boss@example.com', ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect(await sessionOf(accomplice.cookie)).toMatchObject({ role: 'user' });
    expect(await consoleAnswer(accomplice.cookie)).toBe(403);
    expect(await consoleAnswer(second.cookie)).toBe(403);

    // The owner signs in as the operator.
    const owner = await login('boss@example.com', OWNER_PASSWORD);
    expect(owner.json().user.role).toBe('admin');
    const ownerCookie = sidOf(owner);
    const listed = (await request('GET', '/api/admin/operators', { cookie: ownerCookie })).json<OperatorsResponse>().operators;
    expect(listed.map((o) => [o.email, o.how, o.grantedBy])).toEqual([['boss@example.com', 'listed_address', null]]);
    expect(Date.now() - Date.parse(listed[0]!.grantedAt!)).toBeLessThan(60_000);

    const audit = (await request('GET', '/api/admin/audit?action=player.role', { cookie: ownerCookie })).json<AuditLogResponse>();
    expect(audit.entries.map((e) => [e.operator.email, e.target, e.before, e.after])).toEqual([
      ['boss@example.com', `user:${second.user.id}`, { role: 'admin', grantedBy: 'accomplice@example.com' }, { role: 'user', how: 'granter_taken_over' }],
      ['boss@example.com', `user:${accomplice.user.id}`, { role: 'admin', grantedBy: 'boss@example.com' }, { role: 'user', how: 'granter_taken_over' }],
      ['boss@example.com', `user:${squatter.id}`, { role: 'admin' }, { role: 'admin', how: 'listed_address' }],
      ['accomplice@example.com', `user:${second.user.id}`, { role: 'user' }, { role: 'admin', how: 'operator' }],
      ['boss@example.com', `user:${accomplice.user.id}`, { role: 'user' }, { role: 'admin', how: 'operator' }],
    ]);
    // The owner is no longer mailed a link.
    expect((await login('boss@example.com', OWNER_PASSWORD)).statusCode).toBe(200);
    expect(mailsTo(OPERATOR_MAIL)).toHaveLength(1);
  });
});

describe('the "set your operator password" link', () => {
  it('ends every session of the account, replaces the password, and works once', async () => {
    const squatter = await squat();
    const other = sidOf(await login('boss@example.com', ATTACKER_PASSWORD));
    await request('POST', '/api/auth/confirm-email', { payload: { token: linkIn(mails[0]!, 'confirm-email') } });
    const token = linkIn(mailsTo(OPERATOR_MAIL)[0]!, 'operator-password');
    expect(await sessionOf(other)).toMatchObject({ email: 'boss@example.com', role: 'user' });

    const body = { token, newPassword: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD };
    expect((await request('POST', '/api/auth/operator-password', { payload: body })).statusCode).toBe(200);
    expect([await sessionOf(squatter.cookie), await sessionOf(other)]).toEqual([null, null]);
    const used = await request('POST', '/api/auth/operator-password', { payload: body });
    expect([used.statusCode, used.json().error]).toEqual([
      400,
      { code: 'invalid_operator_token', message: 'This link to set your operator password is invalid or has expired.' },
    ]);
    const [row] = await t.ctx.db.select().from(operatorPasswordTokens);
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.usedAt).toBeInstanceOf(Date);
  });

  it('refuses an expired link, mismatched passwords and an address no longer listed, in a clear message', async () => {
    await squat();
    await request('POST', '/api/auth/confirm-email', { payload: { token: linkIn(mails[0]!, 'confirm-email') } });
    const token = linkIn(mailsTo(OPERATOR_MAIL)[0]!, 'operator-password');
    const mismatch = await request('POST', '/api/auth/operator-password', { payload: { token, newPassword: OWNER_PASSWORD, confirmPassword: 'something-else' } });
    expect([mismatch.statusCode, mismatch.json().error.fields]).toEqual([400, { confirmPassword: 'passwords_mismatch' }]);

    await t.ctx.db.update(users).set({ email: 'renamed@example.com' }).where(eq(users.email, 'boss@example.com'));
    const unlisted = await request('POST', '/api/auth/operator-password', { payload: { token, newPassword: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD } });
    expect([unlisted.statusCode, unlisted.json().error.code]).toEqual([400, 'invalid_operator_token']);

    await t.ctx.db.update(users).set({ email: 'boss@example.com' }).where(eq(users.email, 'renamed@example.com'));
    await t.ctx.db.update(operatorPasswordTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await request('POST', '/api/auth/operator-password', { payload: { token, newPassword: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD } });
    expect([expired.statusCode, expired.json().error.code]).toEqual([400, 'invalid_operator_token']);
    expect((await login('boss@example.com', OWNER_PASSWORD)).statusCode).toBe(401);
    // The expired link is replaced at the next sign-in.
    expect((await login('boss@example.com', ATTACKER_PASSWORD)).json().user.role).toBe('user');
    expect(mailsTo(OPERATOR_MAIL)).toHaveLength(2);
  });
});

describe('who is mailed the link', () => {
  it('a listed account made operator by another operator still is (its owner must be able to take it back); one made by the command line is not', async () => {
    const huda = await seedSignedInUser(t.app, t.ctx.db, { email: 'huda@example.com', role: 'admin' });
    const boss = await seedUser(t.ctx.db, { email: 'boss@example.com' });
    expect((await request('PUT', `/api/admin/users/${boss.id}/role`, { cookie: huda.cookie, payload: { role: 'admin' } })).statusCode).toBe(200);
    expect((await login('boss@example.com', TEST_PASSWORD)).json().user.role).toBe('admin');
    expect(mailsTo(OPERATOR_MAIL).map((m) => m.to)).toEqual(['boss@example.com']);

    await t.ctx.db.update(users).set({ roleGrantedHow: 'command_line', roleGrantedBy: null }).where(eq(users.id, boss.id));
    await t.ctx.db.update(operatorPasswordTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await login('boss@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    expect(mailsTo(OPERATOR_MAIL)).toHaveLength(1);
  });
});
