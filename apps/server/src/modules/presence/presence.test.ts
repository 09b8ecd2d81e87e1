import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPresenceResponse } from '@app/shared/contracts/presence';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser } from '../../../test/factories';
import { countQueries } from '../../../test/query-counter';
import { presence } from '../../db/schema/index';
import { effectiveState } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const device = { type: 'web', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', screen: '1920x1080', timeZone: 'Asia/Kuwait', language: 'ar' } as const;

function heartbeat(cookie: string | undefined, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/presence', payload, ...(cookie ? { headers: { cookie } } : {}) });
}

async function row(userId: number) {
  await t.app.presence.flush();
  const [found] = await t.ctx.db.select().from(presence).where(eq(presence.userId, userId));
  return found;
}

describe('presence', () => {
  it('keeps each player state, quality, last activity and device, one row per player', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    expect((await heartbeat(cookie, { state: 'online', quality: 'unknown', device })).statusCode).toBe(204);
    const first = await row(user.id);
    expect(first).toMatchObject({ state: 'online', connectionQuality: 'unknown' });
    expect(JSON.parse(first!.device!)).toEqual(device);

    // Idle: the state changes, the last activity stays where the player last acted, the device stays.
    expect((await heartbeat(cookie, { state: 'idle', quality: 'good' })).statusCode).toBe(204);
    const second = await row(user.id);
    expect(second).toMatchObject({ state: 'idle', connectionQuality: 'good' });
    expect(second!.lastActivityAt.getTime()).toBe(first!.lastActivityAt.getTime());
    expect(JSON.parse(second!.device!)).toEqual(device);
    await t.app.presence.flush();
    expect(await t.ctx.db.select().from(presence)).toHaveLength(1);
  });

  it('refuses a visitor and a state it does not know, and writes nothing', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    expect((await heartbeat(undefined, { state: 'online', quality: 'good' })).statusCode).toBe(401);
    const bad = await heartbeat(cookie, { state: 'asleep', quality: 'good' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    await t.app.presence.flush();
    expect(await t.ctx.db.select().from(presence)).toHaveLength(0);
  });

  it('shows operators who is online now; stopped heartbeats and a sign-out count as offline', async () => {
    const zahra = await seedSignedInUser(t.app, t.ctx.db, { firstName: 'Zahra', lastName: 'Ali' });
    const hasan = await seedSignedInUser(t.app, t.ctx.db, { firstName: 'Hasan', lastName: 'Taqi' });
    const operator = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin', firstName: 'Operator', lastName: 'One' });
    await heartbeat(zahra.cookie, { state: 'online', quality: 'excellent', device });
    await heartbeat(hasan.cookie, { state: 'idle', quality: 'fair', device });
    const list = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/presence', headers: { cookie: operator.cookie } })).json() as AdminPresenceResponse;

    // The operator reading the list is here too, before any heartbeat of theirs.
    let seen = await list();
    expect(seen.onlineNow).toBe(3);
    expect(seen.players.map((p) => [p.name, p.state, p.quality]).sort()).toEqual([
      ['Hasan Taqi', 'idle', 'fair'],
      ['Operator One', 'online', 'unknown'],
      ['Zahra Ali', 'online', 'excellent'],
    ]);

    // Hasan's last heartbeat was two minutes ago: he is offline.
    await t.app.presence.flush();
    await t.ctx.db.update(presence).set({ updatedAt: sql`now() - interval '2 minutes'` }).where(eq(presence.userId, hasan.user.id));
    // Zahra signs out.
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: zahra.cookie } });
    seen = await list();
    expect(seen.onlineNow).toBe(1);
    expect(seen.players.map((p) => [p.name, p.state, p.quality]).sort()).toEqual([
      ['Hasan Taqi', 'offline', 'offline'],
      ['Operator One', 'online', 'unknown'],
      ['Zahra Ali', 'offline', 'offline'],
    ]);

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/presence', headers: { cookie: hasan.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/presence' })).statusCode).toBe(401);
  });

  it("after the operator's page reloads, the first read shows them online, an idle operator stays idle", async () => {
    const operator = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin', firstName: 'Operator', lastName: 'One' });
    const list = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/presence', headers: { cookie: operator.cookie } })).json() as AdminPresenceResponse;
    const operatorRow = (seen: AdminPresenceResponse) => seen.players.filter((p) => p.userId === operator.user.id).map((p) => [p.state, p.quality]);
    await heartbeat(operator.cookie, { state: 'online', quality: 'good' });
    await t.app.presence.flush();
    // The closing page's 'offline' lands after the reloaded page asks for the list.
    await heartbeat(operator.cookie, { state: 'offline', quality: 'good' });
    expect(operatorRow(await list())).toEqual([['online', 'unknown']]);
    // Written to disk, the same.
    await heartbeat(operator.cookie, { state: 'offline', quality: 'good' });
    await t.app.presence.flush();
    let seen = await list();
    expect(seen.onlineNow).toBe(1);
    expect(operatorRow(seen)).toEqual([['online', 'good']]);
    // An operator whose own page says idle is not made online by the page's regular reads.
    await heartbeat(operator.cookie, { state: 'idle', quality: 'fair' });
    seen = await list();
    expect(seen.onlineNow).toBe(1);
    expect(operatorRow(seen)).toEqual([['idle', 'fair']]);
  });

  it("a reloaded player's page keeps them online though the closing page's 'offline' lands after; closing the last page makes them offline", async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    await heartbeat(cookie, { state: 'online', quality: 'good', page: 'page-before' });
    await t.app.presence.flush();
    // The reloaded page speaks first, then the closing page's beacon arrives.
    await heartbeat(cookie, { state: 'online', quality: 'good', page: 'page-after' });
    expect((await heartbeat(cookie, { state: 'offline', quality: 'good', page: 'page-before' })).statusCode).toBe(204);
    expect(await row(user.id)).toMatchObject({ state: 'online', connectionQuality: 'good' });
    // Written to disk in between: the same.
    await heartbeat(cookie, { state: 'offline', quality: 'good', page: 'page-before' });
    expect(await row(user.id)).toMatchObject({ state: 'online' });
    // The page on view closing is the player leaving.
    await heartbeat(cookie, { state: 'offline', quality: 'good', page: 'page-after' });
    expect(await row(user.id)).toMatchObject({ state: 'offline' });
  });

  it('writes the heartbeats of many players in one statement, the latest of each player winning', async () => {
    const players = await Promise.all([1, 2, 3].map(() => seedSignedInUser(t.app, t.ctx.db)));
    for (const player of players) await heartbeat(player.cookie, { state: 'online', quality: 'good' });
    await heartbeat(players[0]!.cookie, { state: 'away', quality: 'fair' });
    const { statements } = await countQueries(t.ctx.database, () => t.app.presence.flush());
    expect(statements).toHaveLength(1);
    const rows = await t.ctx.db.select().from(presence);
    expect(rows.map((r) => [r.userId, r.state, r.connectionQuality]).sort()).toEqual(
      [[players[0]!.user.id, 'away', 'fair'], [players[1]!.user.id, 'online', 'good'], [players[2]!.user.id, 'online', 'good']].sort(),
    );
  });

  it('counts a player offline 90 s after the last heartbeat, not before', () => {
    const at = new Date('2026-11-23T12:00:00Z');
    expect(effectiveState('idle', new Date(at.getTime() - 89_000), at)).toBe('idle');
    expect(effectiveState('online', new Date(at.getTime() - 91_000), at)).toBe('offline');
  });
});
