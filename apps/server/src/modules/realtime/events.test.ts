import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser, seedUser } from '../../../test/factories';
import { changePoints } from '../points/ledger';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());

/** Reads events from an open stream until `count` data lines arrived. */
async function openStream(cookie?: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers: cookie ? { cookie } : {}, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: unknown[] = [];
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (const line of buffer.split('\n')) if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
        buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
      }
    } catch {
      // aborted
    }
  })();
  return { response, events, close: async () => (controller.abort(), pump) };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('GET /api/events', () => {
  it('starts with the signed-in user\'s points, then streams their own changes, only committed ones', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 2 });
    const other = await seedUser(t.ctx.db, { points: 2 });
    const stream = await openStream(cookie);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await new Promise((r) => setTimeout(r, 100));

    await t.ctx.db.transaction((tx) => changePoints(tx, { userId: other.id, delta: 5, reason: 'admin_adjustment' }));
    await t.ctx.db
      .transaction(async (tx) => {
        await changePoints(tx, { userId: user.id, delta: 100, reason: 'admin_adjustment' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.ctx.db.transaction((tx) => changePoints(tx, { userId: user.id, delta: -1, reason: 'game_created', reference: '1' }));

    await until(() => stream.events.length >= 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(stream.events).toEqual([
      { type: 'points', userId: user.id, points: 2 },
      { type: 'points', userId: user.id, points: 1 },
    ]);
    await stream.close();
  });

  it('gives visitors a stream without anyone\'s points', async () => {
    const someone = await seedUser(t.ctx.db, { points: 2 });
    const stream = await openStream();
    expect(stream.response.status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    await t.ctx.db.transaction((tx) => changePoints(tx, { userId: someone.id, delta: 1, reason: 'admin_adjustment' }));
    await new Promise((r) => setTimeout(r, 200));
    expect(stream.events).toEqual([]);
    await stream.close();
  });
});

describe('shutdown', () => {
  it('ends open streams so closing the server does not hang', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const address = other.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/events`;
    const response = await fetch(url);
    const reader = response.body!.getReader();
    await reader.read();
    await other.close();
    expect((await reader.read()).done).toBe(true);
  });
});
