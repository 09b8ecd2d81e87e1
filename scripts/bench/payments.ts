/**
 * Benchmark: verify-payment against the built-in sandbox, beside the bare HEAD /api/ping.
 * Starts the app in-process on a fresh PGlite, listens on a free port, and loads it with
 * autocannon. Run: node --import tsx scripts/bench/payments.ts  (DURATION=10 CONNECTIONS=10;
 * BENCH_DATABASE_URL=postgres://... runs it on a fresh database of that PostgreSQL server instead).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { seed } from '../../apps/server/src/seed';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
/** verify is limited per user (300 a minute): the load is spread over enough buyers. */
const BUYERS = Number(process.env.BUYERS ?? 120);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-payments-'));
const config = loadConfig({
  PORT: String(port),
  APP_URL: base,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  SANDBOX_WEBHOOK_DELAY_MS: '3600000',
});
const pgUrl = process.env.BENCH_DATABASE_URL;
const pgName = `bench_payments_${process.pid}`;
async function admin(query: string) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}
let database: Database;
if (pgUrl) {
  await admin(`create database ${pgName}`);
  const url = new URL(pgUrl);
  url.pathname = `/${pgName}`;
  database = openPostgres(url.toString());
} else {
  database = await openPglite(undefined);
}
await migrate(database);
await seed(database.db);
const app = await buildApp({ config, database, db: database.db });
await app.listen({ port, host: '127.0.0.1' });

async function json<T>(url: string, init: RequestInit & { cookie?: string } = {}): Promise<{ body: T; headers: Headers; status: number }> {
  const response = await fetch(`${base}${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.headers as Record<string, string>) },
    redirect: 'manual',
  });
  const text = await response.text();
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers, status: response.status };
}

async function pay(paymentUrl: string, card: string): Promise<string> {
  const response = await fetch(paymentUrl.replace(/&method=\w+$/, ''), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'vm', action: 'pay', cardNumber: card, expiry: '12/39', cvv: '123', name: 'Bench Buyer' }).toString(),
  });
  return new URL(response.headers.get('location')!).searchParams.get('paymentId')!;
}

type Buyer = { cookie: string; completedPaymentId: string; pendingPaymentId: string };
const { body: catalogue } = await json<{ packages: { id: number; points: number }[] }>('/api/store/packages');
const packageId = catalogue.packages.find((p) => p.points === 3)!.id;
const buyers: Buyer[] = [];
process.stdout.write(`Preparing ${BUYERS} buyers with a completed and a pending payment each...\n`);
for (let i = 0; i < BUYERS; i++) {
  const signup = await json('/api/auth/signup', {
    method: 'POST',
    headers: { 'x-forwarded-for': `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}` },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Buyer', email: `bench-${i}@example.com`, password: 'secret-1', confirmPassword: 'secret-1', country: 'KW', phone: '55512345' }),
  });
  const cookie = signup.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const paid = await json<{ paymentUrl: string }>('/api/payments/checkout', { method: 'POST', cookie, body: JSON.stringify({ packageId, paymentMethod: 'vm' }) });
  const completedPaymentId = await pay(paid.body.paymentUrl, '4242424242424242');
  const settled = await json<{ status: string }>('/api/payments/verify', { method: 'POST', cookie, body: JSON.stringify({ paymentId: completedPaymentId }) });
  if (settled.body.status !== 'completed') throw new Error(`setup: expected completed, got ${JSON.stringify(settled.body)}`);
  const pending = await json<{ paymentUrl: string }>('/api/payments/checkout', { method: 'POST', cookie, body: JSON.stringify({ packageId, paymentMethod: 'vm' }) });
  const pendingPaymentId = await pay(pending.body.paymentUrl, '4000000000009995');
  buyers.push({ cookie, completedPaymentId, pendingPaymentId });
}

type Row = { name: string; p50: number; p95: number; p99: number; rps: number; non2xx: number; requests: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function load(name: string, options: Partial<autocannon.Options>): Promise<Row> {
  const times: number[] = [];
  // Without a callback autocannon answers an emitter that is also a promise of the result.
  const instance = autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, ...options }) as unknown as Promise<autocannon.Result> & {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): void;
  };
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: result.requests.average,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

function verifyLoad(pick: (b: Buyer) => string): Partial<autocannon.Options> {
  let next = 0;
  return {
    requests: [
      {
        method: 'POST',
        path: '/api/payments/verify',
        setupRequest: (request) => {
          const buyer = buyers[next++ % buyers.length]!;
          return { ...request, headers: { ...request.headers, 'content-type': 'application/json', cookie: buyer.cookie }, body: JSON.stringify({ paymentId: pick(buyer) }) };
        },
      },
    ],
  };
}

const rows: Row[] = [];
rows.push(await load('HEAD /api/ping (bare route)', { method: 'HEAD', url: `${base}/api/ping` }));
rows.push(await load('POST /api/payments/verify, completed (from our records)', verifyLoad((b) => b.completedPaymentId)));
rows.push(await load('POST /api/payments/verify, pending (asks the sandbox over HTTP)', verifyLoad((b) => b.pendingPaymentId)));

const fmt = (n: number) => n.toFixed(1).padStart(7);
const load1 = (await import('node:os')).loadavg()[0]!.toFixed(1);
process.stdout.write(`\n${DURATION} s per route, ${CONNECTIONS} connections, ${pgUrl ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}, load average ${load1}\n`);
process.stdout.write(`${'route'.padEnd(64)}   p50 ms   p95 ms   p99 ms    req/s  non-2xx\n`);
for (const r of rows) {
  process.stdout.write(`${r.name.padEnd(64)}${fmt(r.p50)}  ${fmt(r.p95)}  ${fmt(r.p99)}  ${fmt(r.rps)}  ${String(r.non2xx).padStart(7)}\n`);
}

await app.close();
await database.close();
if (pgUrl) await admin(`drop database if exists ${pgName} with (force)`);
rmSync(dataDir, { recursive: true, force: true });
