import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENTS_CHANNEL, type ServerEvent } from '@app/shared/contracts/events';
import type { ServerSettings } from '@app/shared/contracts/server-settings';
import { createTestApp, type TestApp } from '../../../test/app';
import { randomIp, seedSignedInUser } from '../../../test/factories';
import { pointLedger } from '../../db/schema/index';
import type { SiteInfo } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

let signups = 0;
async function signUp() {
  const email = `new-${++signups}@example.com`;
  const body = { firstName: 'Fatima', lastName: 'Hasan', email, password: 'secret12', confirmPassword: 'secret12', country: 'KW', phone: '55512345' };
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, headers: { 'x-forwarded-for': randomIp() } });
  expect(response.statusCode).toBe(201);
  const user = response.json<{ user: { id: number; points: number } }>().user;
  const ledger = await t.ctx.db.select({ delta: pointLedger.delta, reason: pointLedger.reason }).from(pointLedger).where(eq(pointLedger.userId, user.id));
  return { points: user.points, ledger };
}

describe('server settings', () => {
  it('a new account gets 2 points until an operator changes the bonus; then the next one gets the new bonus through the ledger', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } })).json<ServerSettings>()).toEqual({ signupBonus: 2, maintenance: null, hijriOffset: 0 });
    expect(await signUp()).toEqual({ points: 2, ledger: [{ delta: 2, reason: 'signup_bonus' }] });

    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie }, payload: { signupBonus: '5', maintenanceEn: '', maintenanceAr: '' } });
    expect(saved.json<ServerSettings>()).toEqual({ signupBonus: 5, maintenance: null, hijriOffset: 0 });
    expect(await signUp()).toEqual({ points: 5, ledger: [{ delta: 5, reason: 'signup_bonus' }] });

    await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie }, payload: { signupBonus: 0, maintenanceEn: '', maintenanceAr: '' } });
    expect(await signUp()).toEqual({ points: 0, ledger: [] });
  });

  it('shows the maintenance message in both languages on every page through a settings event, and takes it away', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    const events: ServerEvent[] = [];
    const stop = await t.ctx.database.listen(EVENTS_CHANNEL, (payload) => events.push(JSON.parse(payload) as ServerEvent));
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie }, payload });
    const site = async () => (await t.app.inject({ method: 'GET', url: '/api/site' })).json<SiteInfo>();

    const message = { en: 'The game pauses tonight at 23:00 for 10 minutes.', ar: 'تتوقف اللعبة الليلة الساعة 23:00 لمدة 10 دقائق.' };
    expect((await put({ signupBonus: 2, maintenanceEn: ` ${message.en} `, maintenanceAr: message.ar })).json<ServerSettings>()).toEqual({ signupBonus: 2, maintenance: message, hijriOffset: 0 });
    expect(await site()).toMatchObject({ maintenance: message, signupBonus: 2 });
    await put({ signupBonus: 2, maintenanceEn: '', maintenanceAr: '' });
    expect((await site()).maintenance).toBeNull();
    for (let i = 0; i < 50 && events.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual([
      { type: 'settings', key: 'server' },
      { type: 'settings', key: 'server' },
    ]);
    await stop();
    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie } })).json<{ entries: { action: string; before: unknown; after: unknown }[] }>();
    expect(audit.entries.filter((entry) => entry.action === 'settings.update').map((entry) => entry.after)).toEqual([
      { signupBonus: 2, maintenance: null, hijriOffset: 0 },
      { signupBonus: 2, maintenance: message, hijriOffset: 0 },
    ]);
  });

  it('refuses a message in one language only, a bonus out of range, and a player', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    const refused = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie }, payload: { signupBonus: 101, maintenanceEn: 'Back soon', maintenanceAr: '' } });
    expect([refused.statusCode, refused.json<{ error: { fields: object } }>().error.fields]).toEqual([400, { signupBonus: 'signup_bonus_invalid', maintenanceAr: 'maintenance_both' }]);
    const player = await seedSignedInUser(t.app, t.ctx.db);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: player.cookie }, payload: { signupBonus: 9, maintenanceEn: '', maintenanceAr: '' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } })).json<ServerSettings>().signupBonus).toBe(2);
  });

  it('shifts the Hijri calendar by -2..+2 days for every page at once, audited; a form without it keeps it', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie }, payload });
    const site = async () => (await t.app.inject({ method: 'GET', url: '/api/site' })).json<SiteInfo>();
    expect((await site()).hijriOffset).toBe(0);

    expect((await put({ signupBonus: 2, maintenanceEn: '', maintenanceAr: '', hijriOffset: '-1' })).json<ServerSettings>().hijriOffset).toBe(-1);
    expect((await site()).hijriOffset).toBe(-1);
    await put({ signupBonus: 3, maintenanceEn: '', maintenanceAr: '' });
    expect((await site()).hijriOffset).toBe(-1);

    const refused = await put({ signupBonus: 2, maintenanceEn: '', maintenanceAr: '', hijriOffset: 3 });
    expect([refused.statusCode, refused.json<{ error: { fields: object } }>().error.fields]).toEqual([400, { hijriOffset: 'hijri_offset_invalid' }]);
    expect((await site()).hijriOffset).toBe(-1);

    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie } })).json<{ entries: { action: string; before: { hijriOffset: number }; after: { hijriOffset: number } }[] }>();
    expect(audit.entries.filter((entry) => entry.action === 'settings.update').map((entry) => [entry.before.hijriOffset, entry.after.hijriOffset])).toEqual([
      [-1, -1],
      [0, -1],
    ]);
  });
});
