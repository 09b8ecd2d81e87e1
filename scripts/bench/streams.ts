/**
 * Realtime at scale: opens STREAMS event streams (GET /api/events, as visitors' tabs) on one
 * built server process, then an operator sends one notification (POST /api/admin/notifications)
 * and the script reports how long until every stream had it, and the server's resident memory
 * before the streams, with them open, and after the notification.
 *
 *   npm run bench -- streams [--postgres postgres://user@host:5432/postgres]
 */
import { request, Agent, type ClientRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { signUpOperator } from '../support/api';
import { buildServer, startServerProcess } from '../support/server-process';

const STREAMS = Number(process.env.STREAMS ?? 2000);
const OPERATOR = 'operator@bench.example.com';
const postgresArg = process.argv.indexOf('--postgres');
const POSTGRES_URL = postgresArg > 0 ? process.argv[postgresArg + 1] : undefined;

type Stream = { request: ClientRequest; connected: Promise<void>; notified: Promise<number> };

/** One visitor's tab: resolves `connected` once subscribed, `notified` with the time the notification arrived. */
function openStream(url: string, agent: Agent): Stream {
  let onConnected!: () => void;
  let onNotified!: (at: number) => void;
  let fail!: (error: Error) => void;
  const connected = new Promise<void>((resolve, reject) => ((onConnected = resolve), (fail = reject)));
  const notified = new Promise<number>((resolve) => (onNotified = resolve));
  const req = request(`${url}/api/events`, { agent }, (response) => {
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.includes(': connected')) onConnected();
      if (buffer.includes('event: notification')) onNotified(performance.now());
      buffer = buffer.slice(-64);
    });
  });
  req.on('error', (error) => fail(error));
  req.end();
  return { request: req, connected, notified };
}

async function run(env: Record<string, string>, dataDir: string): Promise<void> {
  const server = await startServerProcess({ env: { ...env, DATA_DIR: dataDir, ADMIN_EMAILS: OPERATOR } });
  try {
    const operator = await signUpOperator(server.url, OPERATOR, dataDir);
    // A first notification warms the route up, so the measured one is the steady state.
    await operator.expect(201, 'POST', '/api/admin/notifications', { title: 'Warm-up', body: 'Warm-up', bodyAr: 'تهيئة' });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = server.memory().rssMb;

    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
    const opening = performance.now();
    const streams: Stream[] = [];
    for (let i = 0; i < STREAMS; i += 100) {
      const batch = Array.from({ length: Math.min(100, STREAMS - i) }, () => openStream(server.url, agent));
      streams.push(...batch);
      await Promise.all(batch.map((s) => s.connected));
    }
    const openedS = (performance.now() - opening) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const open = server.memory().rssMb;

    const sent = performance.now();
    await operator.expect(201, 'POST', '/api/admin/notifications', { title: 'Measured', body: 'Hello everyone', bodyAr: 'السلام عليكم جميعًا' });
    const answered = performance.now() - sent;
    const arrivals = (await Promise.all(streams.map((s) => s.notified))).map((at) => at - sent).sort((a, b) => a - b);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = server.memory().rssMb;
    for (const s of streams) s.request.destroy();
    agent.destroy();

    const ms = (n: number) => Math.round(n);
    console.log(`\n${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'}: ${STREAMS} event streams on one process (opened in ${openedS.toFixed(1)} s)`);
    console.log('| notification answered ms | first stream ms | median ms | last stream ms | RSS before MB | RSS with streams MB | RSS after the notification MB | added MB |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${ms(answered)} | ${ms(arrivals[0]!)} | ${ms(arrivals[Math.floor(arrivals.length / 2)]!)} | ${ms(arrivals.at(-1)!)} | ${before} | ${open} | ${after} | ${Math.max(open, after) - before} |`,
    );
  } finally {
    await server.stop();
  }
}

buildServer();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-streams-'));
try {
  if (POSTGRES_URL) {
    const name = `bench_streams_${process.pid}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${name}`;
      await run({ DATABASE_URL: url.toString() }, dataDir);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    await run({}, dataDir);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
