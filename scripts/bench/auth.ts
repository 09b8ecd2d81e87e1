/**
 * Login and signup latency (password hashing included) beside HEAD /api/ping, on a fresh embedded
 * database, in one process. Run: node --import tsx scripts/bench/auth.ts
 * Bar (issue: accounts): login and signup p95 under 300 ms on PGlite.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPglite } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { users } from '../../apps/server/src/db/schema/index';
import { seed } from '../../apps/server/src/seed';
import { hashPassword } from '../../apps/server/src/modules/auth/password';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,4').split(',').map(Number);
const PASSWORD = 'bench-password-1';
// Login allows 10 attempts per e-mail per 15 minutes: enough accounts that no request is refused.
const ACCOUNTS = Math.ceil((REQUESTS * CONNECTIONS.length) / 5);

const database = await openPglite(undefined);
await migrate(database);
await seed(database.db);
const passwordHash = await hashPassword(PASSWORD);
const emails = Array.from({ length: ACCOUNTS }, (_, i) => `bench-${i}@example.com`);
for (let i = 0; i < emails.length; i += 500) {
  await database.db.insert(users).values(
    emails.slice(i, i + 500).map((email) => ({ email, passwordHash, firstName: 'Bench', lastName: 'User', country: 'KW', phone: '55512345', points: 0 })),
  );
}
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-auth-')),
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'silent',
});
const app = await buildApp({ config, database, db: database.db });
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

let counter = 0;
// Every request comes from its own address (X-Forwarded-For is trusted from loopback), so the
// per-address limits measure nothing but themselves.
const nextIp = () => {
  counter++;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

type Row = { route: string; connections: number; p50: number; p95: number; p99: number; rps: number; ok: number; other: number };

async function measure(route: string, connections: number, request: autocannon.Request): Promise<Row> {
  const times: number[] = [];
  let ok = 0;
  let other = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, amount: REQUESTS, requests: [request] }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode >= 200 && statusCode < 300) ok++;
      else other++;
    });
  });
  const [p50, p95, p99] = percentiles(times);
  return { route, connections, p50, p95, p99, rps: result.requests.average, ok, other };
}

function percentiles(samples: number[]): [number, number, number] {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return [at(0.5), at(0.95), at(0.99)];
}

/** The hash alone, one at a time: how much of a login or signup is scrypt on this machine right now. */
async function hashTimes(count: number): Promise<[number, number, number]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await hashPassword(PASSWORD);
    times.push(performance.now() - start);
  }
  return percentiles(times);
}

let loginIndex = 0;
const routes: [string, autocannon.Request][] = [
  ['HEAD /api/ping', { method: 'HEAD', path: '/api/ping' }],
  [
    'POST /api/auth/login',
    {
      method: 'POST',
      path: '/api/auth/login',
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        body: JSON.stringify({ email: emails[loginIndex++ % emails.length], password: PASSWORD }),
      }),
    },
  ],
  [
    'POST /api/auth/signup',
    {
      method: 'POST',
      path: '/api/auth/signup',
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        body: JSON.stringify({
          firstName: 'New',
          lastName: 'Player',
          email: `new-${counter}-${Date.now()}@example.com`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          country: 'KW',
          phone: '55512345',
        }),
      }),
    },
  ],
];

const rows: Row[] = [];
const [hash50, hash95, hash99] = await hashTimes(Math.min(REQUESTS, 50));
for (const connections of CONNECTIONS) {
  for (const [route, request] of routes) rows.push(await measure(route, connections, request));
}
await app.close();
await database.close();

const ms = (n: number) => `${n.toFixed(1)} ms`;
const out: string[] = [];
out.push(`\n${REQUESTS} requests per row, fresh PGlite, scrypt N=16384 r=8 p=1 (bar: login and signup p95 < 300 ms)\n`);
out.push(['route'.padEnd(22), 'conn', 'p50'.padStart(10), 'p95'.padStart(10), 'p99'.padStart(10), 'req/s'.padStart(8), '2xx', 'other'].join('  '));
for (const r of rows) {
  out.push(
    [r.route.padEnd(22), String(r.connections).padStart(4), ms(r.p50).padStart(10), ms(r.p95).padStart(10), ms(r.p99).padStart(10), r.rps.toFixed(1).padStart(8), String(r.ok).padStart(3), String(r.other)].join('  '),
  );
}
out.push(['scrypt hash alone'.padEnd(22), '   -', ms(hash50).padStart(10), ms(hash95).padStart(10), ms(hash99).padStart(10)].join('  '));
process.stdout.write(`${out.join('\n')}\n`);
const failed = rows.filter((r) => r.other > 0);
if (failed.length > 0) {
  process.stderr.write(`\nSome requests were refused (${failed.map((r) => r.route).join(', ')}): the numbers above are not valid.\n`);
  process.exitCode = 1;
}
