import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPlayer, AdminPlayerDetail } from '@app/shared/contracts/admin-players';
import type { AuditLogResponse } from '@app/shared/contracts/audit';
import { createTestApp, type TestApp } from '../../../test/app';
import { loginCookie, randomIp, seedSignedInUser, seedUser, TEST_PASSWORD } from '../../../test/factories';
import { createGameViaApi } from '../../../test/games';
import { seedCategory } from '../../../test/content-factory';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ config: { ADMIN_EMAILS: 'listed@example.com' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const operator = () => seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'huda@example.com' });
const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': randomIp() } });

/** An open event stream's text, collected until it closes. */
async function openStream(cookie: string) {
  const response = await fetch(`${base}/api/events`, { headers: { cookie } });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const closed = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
    }
  })();
  while (!text.includes(': connected')) await new Promise((r) => setTimeout(r, 20));
  return { closed };
}

describe("a player's page", () => {
  it('shows the balance, the ledger, the games and the purchases', async () => {
    const huda = await operator();
    const player = await seedSignedInUser(t.app, t.ctx.db, { points: 3, firstName: 'زهراء', email: 'zahra@example.com' });
    const categories = await Promise.all([1, 2, 3, 4, 5, 6].map(() => seedCategory(t.ctx.db)));
    const game = await createGameViaApi(t.app, player.cookie, categories.map((c) => c.id));
    const detail = (await call('GET', `/api/admin/users/${player.user.id}`, huda.cookie)).json<AdminPlayerDetail>();
    expect(detail.player).toMatchObject({ email: 'zahra@example.com', firstName: 'زهراء', points: 2, role: 'user', ban: null, adminBySetting: false });
    expect(detail.ledger.map((row) => [row.reason, row.delta])).toEqual([
      ['game_created', -1],
      ['signup_bonus', 3],
    ]);
    expect(detail.games.map((g) => g.id)).toEqual([game.game.id]);
    expect(detail.purchases).toEqual([]);
    expect((await call('GET', '/api/admin/users/999999', huda.cookie)).statusCode).toBe(404);
  });
});

describe('ban and unban', () => {
  it('ends the sessions and open streams at once, refuses sign-in with its own message, and records it', async () => {
    const huda = await operator();
    const player = await seedSignedInUser(t.app, t.ctx.db, { email: 'zahra@example.com' });
    const stream = await openStream(player.cookie);

    const banned = await call('POST', `/api/admin/users/${player.user.id}/ban`, huda.cookie, { reason: 'Abusive team names' });
    expect(banned.statusCode).toBe(200);
    expect(banned.json<AdminPlayer>().ban).toMatchObject({ reason: 'Abusive team names' });

    expect(await stream.closed).toContain('event: signed_out\ndata: {"type":"signed_out","reason":"banned"}');
    expect((await call('GET', '/api/auth/session', player.cookie)).json()).toEqual({ user: null });
    expect((await call('GET', '/api/profile', player.cookie)).statusCode).toBe(401);
    const refused = await login('zahra@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'account_banned', message: 'This account has been banned. Contact us if you think this is a mistake.' } });
    // A wrong password still says only that the credentials are wrong.
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'zahra@example.com', password: 'not-the-password' }, headers: { 'x-forwarded-for': randomIp() } });
    expect(wrong.json<{ error: { code: string } }>().error.code).toBe('invalid_credentials');

    const lifted = await call('DELETE', `/api/admin/users/${player.user.id}/ban`, huda.cookie);
    expect(lifted.json<AdminPlayer>().ban).toBeNull();
    expect((await login('zahra@example.com')).statusCode).toBe(200);

    const log = (await call('GET', '/api/admin/audit', huda.cookie)).json<AuditLogResponse>();
    expect(log.entries.map((e) => [e.action, e.target, e.after])).toEqual([
      ['player.unban', `user:${player.user.id}`, { banned: false }],
      ['player.ban', `user:${player.user.id}`, { banned: true, reason: 'Abusive team names' }],
    ]);
  });

  it('refuses banning yourself, an operator, or without a reason', async () => {
    const huda = await operator();
    const ali = await seedUser(t.ctx.db, { role: 'admin' });
    const player = await seedUser(t.ctx.db);
    const self = await call('POST', `/api/admin/users/${huda.user.id}/ban`, huda.cookie, { reason: 'x' });
    expect(self.json<{ error: { code: string } }>().error.code).toBe('cannot_ban_self');
    const other = await call('POST', `/api/admin/users/${ali.id}/ban`, huda.cookie, { reason: 'x' });
    expect([other.statusCode, other.json<{ error: { code: string } }>().error.code]).toEqual([409, 'cannot_ban_operator']);
    const empty = await call('POST', `/api/admin/users/${player.id}/ban`, huda.cookie, { reason: '  ' });
    expect(empty.json<{ error: { fields: object } }>().error.fields).toEqual({ reason: 'ban_reason_required' });
    expect((await login(player.email)).statusCode).toBe(200);
  });
});

describe('the admin role', () => {
  it('is granted and removed at once; never your own, never one that ADMIN_EMAILS gives', async () => {
    const huda = await operator();
    const player = await seedSignedInUser(t.app, t.ctx.db);
    expect((await call('GET', '/api/admin/audit', player.cookie)).statusCode).toBe(403);
    expect((await call('PUT', `/api/admin/users/${player.user.id}/role`, huda.cookie, { role: 'admin' })).json<AdminPlayer>().role).toBe('admin');
    expect((await call('GET', '/api/admin/audit', player.cookie)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/users/${player.user.id}/role`, huda.cookie, { role: 'user' })).json<AdminPlayer>().role).toBe('user');
    expect((await call('GET', '/api/admin/audit', player.cookie)).statusCode).toBe(403);

    const own = await call('PUT', `/api/admin/users/${huda.user.id}/role`, huda.cookie, { role: 'user' });
    expect(own.json<{ error: { code: string } }>().error.code).toBe('cannot_change_own_role');
    const listed = await seedUser(t.ctx.db, { role: 'admin', email: 'listed@example.com' });
    const bySetting = await call('PUT', `/api/admin/users/${listed.id}/role`, huda.cookie, { role: 'user' });
    expect([bySetting.statusCode, bySetting.json<{ error: { code: string } }>().error.code]).toEqual([409, 'admin_by_setting']);
    const detail = (await call('GET', `/api/admin/users/${listed.id}`, huda.cookie)).json<AdminPlayerDetail>();
    expect(detail.player).toMatchObject({ role: 'admin', adminBySetting: true });
    await loginCookie(t.app, listed.email);
  });
});
