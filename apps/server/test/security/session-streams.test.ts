import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePoints } from '../../src/modules/points/ledger';
import { createTestApp, type TestApp } from '../app';
import { loginCookie, seedUser, TEST_PASSWORD } from '../factories';

/** Finding 7: an open event stream ends with its session. */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());

/** An open stream: `ended` settles when the server closes it; `events` collects its data lines. */
async function openStream(cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: unknown[] = [];
  let text = '';
  let connected = (): void => {};
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'ended';
        text += decoder.decode(value, { stream: true });
        if (text.includes(': connected')) connected();
        for (const line of text.split('\n')) if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
        text = text.slice(text.lastIndexOf('\n') + 1);
      }
    } catch {
      return 'aborted';
    }
  })();
  await ready;
  return { events, ended, close: () => controller.abort() };
}

const post = (url: string, cookie: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('event streams end with their session', () => {
  it('a global sign-out closes every stream of the user', async () => {
    const user = await seedUser(t.ctx.db);
    const [a, b] = [await loginCookie(t.app, user.email), await loginCookie(t.app, user.email)];
    const streams = [await openStream(a), await openStream(b)];
    expect((await post('/api/auth/logout', a)).statusCode).toBe(204);
    expect(await Promise.all(streams.map((s) => s.ended))).toEqual(['ended', 'ended']);
  });

  it('a password change closes the other sessions\' streams; this session\'s stream keeps its events', async () => {
    const user = await seedUser(t.ctx.db);
    const [mine, other] = [await loginCookie(t.app, user.email), await loginCookie(t.app, user.email)];
    const [kept, closed] = [await openStream(mine), await openStream(other)];
    const changed = await post('/api/auth/change-password', mine, { currentPassword: TEST_PASSWORD, newPassword: 'changed-pass-42', confirmPassword: 'changed-pass-42' });
    expect(changed.statusCode).toBe(200);
    expect(await closed.ended).toBe('ended');
    await t.ctx.db.transaction((tx) => changePoints(tx, { userId: user.id, delta: 1, reason: 'admin_adjustment' }));
    for (let i = 0; i < 100 && kept.events.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    // The stream starts with the points at opening (2), then the change (3).
    expect(kept.events).toEqual([
      { type: 'points', userId: user.id, points: 2 },
      { type: 'points', userId: user.id, points: 3 },
    ]);
    kept.close();
  });

  it('deleting the account closes its streams', async () => {
    const user = await seedUser(t.ctx.db);
    const cookie = await loginCookie(t.app, user.email);
    const stream = await openStream(cookie);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: { cookie } })).statusCode).toBe(204);
    expect(await stream.ended).toBe('ended');
  });
});
