import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { EVENTS_CHANNEL } from '@app/shared/contracts/events';
import { buildApp } from '../../src/app';
import { openPostgres, type Database } from '../../src/db/client';
import { testConfig } from '../app';
import { seedCategory } from '../content-factory';
import { seedSignedInUser } from '../factories';
import { createGameViaApi, getBoard } from '../games';
import { dropDatabaseWhenIdle } from '../database';
import { withDatabase } from '../global-setup';
import { TcpProxy } from './tcp-proxy';

/**
 * PostgreSQL going away (network cut, restart, pg_terminate_backend) never ends the server: while
 * it is away requests answer 503 service_unavailable and /api/health 503, open event streams stay
 * open, and once it is back the server serves and listens again by itself, with every
 * acknowledged write kept.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const name = `quiz_outage_${process.pid}_${randomBytes(3).toString('hex')}`;
let proxy: TcpProxy;
let database: Database;
let app: FastifyInstance;
let base: string;
let admin: pg.Client;
/** A connection of the test's own to the app's database (not through the proxy), to send NOTIFY. */
let notifier: pg.Client;
let notifierPid: number;

beforeAll(async () => {
  if (!serverUrl) return;
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  notifier = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
  await notifier.connect();
  notifierPid = (await notifier.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  const target = new URL(serverUrl);
  proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
  const viaProxy = new URL(withDatabase(serverUrl, name));
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  database = openPostgres(viaProxy.toString(), 5);
  app = await buildApp({ config: testConfig({ SANDBOX_WEBHOOK_DELAY_MS: '600000' }), database, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (!serverUrl) return;
  await app.close();
  await database.close();
  await proxy.close();
  await notifier.end();
  await admin.end();
  await dropDatabaseWhenIdle(serverUrl, name);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An event stream read in the background: its data lines, and whether the server ended it. */
async function openStream(cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const stream = { text: '', ended: false, close: () => controller.abort() };
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        stream.text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted by the test
    }
    stream.ended = true;
  })();
  while (!stream.text.includes(': connected')) await sleep(20);
  return stream;
}

/** Notifies through the database until the stream has the event (the LISTEN connection may still be reconnecting). */
async function expectStreamReceives(stream: { text: string }, key: string): Promise<void> {
  const payload = JSON.stringify({ type: 'settings', key });
  for (let i = 0; i < 100 && !stream.text.includes(payload); i++) {
    await notifier.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
    await sleep(200);
  }
  expect(stream.text).toContain(payload);
}

const health = async () => (await fetch(`${base}/api/health`)).status;
async function waitForHealth(status: number): Promise<void> {
  for (let i = 0; i < 150 && (await health()) !== status; i++) await sleep(100);
  expect(await health()).toBe(status);
}

function act(cookie: string, gameId: number) {
  return fetch(`${base}/api/games/${gameId}/actions`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ action: { type: 'adjustScore', team: 0, direction: 'plus' } }),
  });
}

it.skipIf(!serverUrl)('survives a cut database connection and a pg_terminate_backend, and recovers by itself without losing an acknowledged write', { timeout: 180_000 }, async () => {
  const host = await seedSignedInUser(app, database.db, { points: 3 });
  const category = await seedCategory(database.db, { questionsPerDifficulty: 6 });
  const { game } = await createGameViaApi(app, host.cookie, [category.id]);
  const stream = await openStream(host.cookie);
  await expectStreamReceives(stream, 'before-cut');
  let acknowledged = 0;
  const countAck = async (response: Response) => {
    if (response.status === 200) acknowledged++;
    return response;
  };
  for (let i = 0; i < 3; i++) expect((await countAck(await act(host.cookie, game.id))).status).toBe(200);

  // The network to the database drops and new connections are refused.
  proxy.cut('refuse');
  await waitForHealth(503);
  const refused = await countAck(await act(host.cookie, game.id));
  expect(refused.status).toBe(503);
  expect(await refused.json()).toEqual({ error: { code: 'service_unavailable', message: 'The service is busy, we are reconnecting. Please try again.' } });
  const me = await fetch(`${base}/api/games`, { headers: { cookie: host.cookie } });
  expect(me.status).toBe(503);
  await sleep(1500); // the LISTEN connection retries meanwhile
  expect(stream.ended).toBe(false);

  // New connections hang (a database that is starting): a request waits, and completes once it is back.
  proxy.cut('hold');
  const waiting = act(host.cookie, game.id).then(countAck);
  await sleep(500);
  proxy.restore();
  expect((await waiting).status).toBe(200);
  await waitForHealth(200);
  await expectStreamReceives(stream, 'after-cut');
  expect(stream.ended).toBe(false);
  for (let i = 0; i < 2; i++) expect((await countAck(await act(host.cookie, game.id))).status).toBe(200);

  // An operator (or an idle-connection killer) ends every backend of the app.
  const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2', [name, notifierPid]);
  expect(rowCount).toBeGreaterThanOrEqual(2); // the pool's and the LISTEN connection
  let after = await act(host.cookie, game.id);
  for (let i = 0; i < 20 && after.status !== 200; i++) after = await act(host.cookie, game.id);
  expect(after.status).toBe(200);
  acknowledged++;
  await expectStreamReceives(stream, 'after-terminate');
  expect(stream.ended).toBe(false);

  const board = await getBoard(app, host.cookie, game.id);
  expect(acknowledged).toBe(7);
  expect(board.version).toBe(1 + acknowledged);
  expect(board.state.teams[0]!.score).toBe(200 * acknowledged);
  const { rows } = await notifier.query<{ version: number }>('select version from games where id = $1', [game.id]);
  expect(rows).toEqual([{ version: 1 + acknowledged }]);
  stream.close();
});
