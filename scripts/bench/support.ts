/**
 * Shared benchmark plumbing: an in-process server on a fresh PGlite and an autocannon run that
 * prints latency percentiles and throughput. autocannon reports p97.5 (an upper bound for p95).
 */
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { seed } from '../../apps/server/src/seed';
import { dropDatabaseWhenIdle } from '../../apps/server/test/database';

export type BenchServer = { app: FastifyInstance; database: Database; url: string; close(): Promise<void> };

/**
 * The app on a fresh PGlite, or with `postgresUrl` on a fresh database of that PostgreSQL server
 * (dropped on close); with `serveWeb`, also the built web app (npm run build first).
 */
export async function startBenchServer({ serveWeb = false, postgresUrl }: { serveWeb?: boolean; postgresUrl?: string | undefined } = {}): Promise<BenchServer> {
  const fresh = postgresUrl ? await createPostgresDatabase(postgresUrl) : undefined;
  const database = fresh ? openPostgres(fresh.url, 20) : await openPglite(undefined);
  await migrate(database);
  await seed(database.db);
  const config = loadConfig({ DATA_DIR: '.tmp/bench', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, db: database.db }, { serveWeb });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    database,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
      if (fresh && postgresUrl) await dropDatabaseWhenIdle(postgresUrl, fresh.name);
    },
  };
}

async function createPostgresDatabase(serverUrl: string): Promise<{ name: string; url: string }> {
  const name = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export type LoadResult = { name: string; requests: number; rps: number; p50: number; p90: number; p97_5: number; p99: number; errors: number; non2xx: number };

export async function load(
  name: string,
  options: { url: string; method?: 'GET' | 'HEAD' | 'POST'; connections?: number; duration?: number; headers?: Record<string, string>; body?: string; requests?: autocannon.Request[] },
): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    connections: options.connections ?? 50,
    duration: options.duration ?? 5,
    headers: options.headers,
    body: options.body,
    requests: options.requests,
  });
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printTable(title: string, rows: LoadResult[]): void {
  console.log(`\n${title}`);
  console.log('| route | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p97_5} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
  }
}

type ChildMessage<F> = { type: 'ready'; fixtures: F } | { type: 'cpu'; ms: number } | { type: 'answer'; value: unknown };

/**
 * In the child process: answers the parent's CPU-time questions, closes the server when asked,
 * then tells the parent the server is ready with what the load needs (`fixtures`).
 */
export function serveToParent<F>(server: { close(): Promise<void> }, fixtures: F, answer?: (question: unknown) => Promise<unknown>): void {
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message) => {
    if (typeof message === 'object' && message !== null && 'ask' in message && answer) {
      void answer(message.ask).then((value) => process.send!({ type: 'answer', value } satisfies ChildMessage<F>));
    } else if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ type: 'cpu', ms: (user + system) / 1000 } satisfies ChildMessage<F>);
    } else if (message === 'close') {
      void server.close().then(() => process.exit(0));
    }
  });
  process.send!({ type: 'ready', fixtures } satisfies ChildMessage<F>);
}

export type ServerProcess<F> = {
  fixtures: F;
  cpuMs(): Promise<number>;
  /** Asks the child what only it can tell (its database), answered by serveToParent's `answer`. */
  ask<T>(question: unknown): Promise<T>;
  close(): Promise<void>;
};

/**
 * Runs `script` again as a child process with `--serve` (the server under load lives there, not in
 * the load generator's event loop) and waits for its fixtures; `cpuMs()` asks the child for the CPU
 * time it has used so far.
 */
export async function forkServerProcess<F>(script: string, execArgv: string[] = []): Promise<ServerProcess<F>> {
  const child = fork(script, ['--serve', ...process.argv.slice(2)], { execArgv: ['--import', 'tsx', ...execArgv, ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : [])] });
  const waiting: ((message: ChildMessage<F>) => void)[] = [];
  child.on('message', (message) => waiting.shift()?.(message as ChildMessage<F>));
  const nextMessage = () => new Promise<ChildMessage<F>>((resolve) => waiting.push(resolve));
  child.once('exit', (code) => {
    if (code !== 0) throw new Error(`bench server exited with ${code}`);
  });
  const ready = await nextMessage();
  if (ready.type !== 'ready') throw new Error('bench server did not start');
  return {
    fixtures: ready.fixtures,
    async cpuMs() {
      const reply = nextMessage();
      child.send('cpu');
      const message = await reply;
      return message.type === 'cpu' ? message.ms : NaN;
    },
    async ask<T>(question: unknown) {
      const reply = nextMessage();
      child.send({ ask: question });
      const message = await reply;
      return (message.type === 'answer' ? message.value : undefined) as T;
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
    },
  };
}

/** One route's latency and CPU under autocannon; CPU ms per request (this process: server and load generator) does not grow when other work shares the machine, unlike latency. */
export type MeasuredRoute = { route: string; connections: number; requests: number; p50: number; p95: number; p99: number; rps: number; errors: number; cpuMs: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function measureRoute(
  baseUrl: string,
  route: string,
  request: { method: 'GET' | 'HEAD'; url: string; headers?: Record<string, string>; connections: number; seconds: number },
): Promise<MeasuredRoute> {
  const options = { url: `${baseUrl}${request.url}`, method: request.method, headers: { 'accept-encoding': 'gzip', ...request.headers }, connections: request.connections };
  await autocannon({ ...options, duration: 1 }); // warm-up
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: request.seconds }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    route,
    connections: request.connections,
    requests: result.requests.total,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
    cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total),
  };
}
