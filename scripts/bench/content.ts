/**
 * Benchmark of the question bank's hot path, GET /api/categories, for 24 categories, beside the
 * bare HEAD /api/ping in the same run. Starts the app in-process on a fresh in-memory PGlite.
 *
 *   node --import tsx scripts/bench/content.ts [--seconds 5]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPglite } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { categories, questions, users } from '../../apps/server/src/db/schema/index';
import { seed } from '../../apps/server/src/db/seed';
import { createSession } from '../../apps/server/src/modules/auth/session-store';
import { pickQuestionsForGame } from '../../apps/server/src/modules/content/selection';

const CATEGORIES = 24;
const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 5;

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-content-'));
const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00', LOG_LEVEL: 'silent' });
const database = await openPglite(undefined);
await migrate(database);
await seed(database.db); // the shipped pack: 13 categories
const db = database.db;

// Fill up to 24 active categories of 18 questions each.
const existing = await db.select({ id: categories.id }).from(categories);
for (let i = existing.length; i < CATEGORIES; i++) {
  const [category] = await db
    .insert(categories)
    .values({ slug: `bench-${i}`, nameEn: `Bench ${i}`, nameAr: `فئة ${i}`, imageUrl: `/categories/bench-${i}.svg`, sortOrder: 100 + i })
    .returning({ id: categories.id });
  await db.insert(questions).values(
    (['easy', 'normal', 'hard'] as const).flatMap((difficulty) =>
      Array.from({ length: 6 }, (_, n) => ({
        categoryId: category!.id,
        difficulty,
        questionAr: `سؤال ${i} ${difficulty} ${n}؟`,
        answerAr: `جواب ${n}`,
        questionEn: `Question ${i} ${difficulty} ${n}?`,
        answerEn: `Answer ${n}`,
      })),
    ),
  );
}
const categoryIds = (await db.select({ id: categories.id }).from(categories).where(eq(categories.active, true))).map((c) => c.id);
if (categoryIds.length !== CATEGORIES) throw new Error(`expected ${CATEGORIES} categories, have ${categoryIds.length}`);

// A signed-in player who has already played two games of 6 categories.
const [user] = await db
  .insert(users)
  .values({ email: 'bench@example.com', passwordHash: 'x', firstName: 'Bench', lastName: 'User', country: 'KW', phone: '55512345' })
  .returning({ id: users.id });
for (const slice of [categoryIds.slice(0, 6), categoryIds.slice(3, 9)]) {
  await db.transaction((tx) => pickQuestionsForGame(tx, user!.id, slice));
}
const session = await createSession(db, { userId: user!.id, persistent: true });

const app = await buildApp({ config, database, db });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const cookie = `sid=${app.signCookie(session.token)}`;

type Row = { route: string; connections: number; p50: number; p95: number; p99: number; rps: number; errors: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(route: string, method: 'GET' | 'HEAD', url: string, headers: Record<string, string>, connections: number): Promise<Row> {
  const options = { url: `http://127.0.0.1:${port}${url}`, method, headers: { 'accept-encoding': 'gzip', ...headers }, connections };
  await autocannon({ ...options, duration: 1 }); // warm-up
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: SECONDS }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    route,
    connections,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

const rows: Row[] = [];
for (const connections of [1, 10]) {
  rows.push(await measure('HEAD /api/ping', 'HEAD', '/api/ping', {}, connections));
  rows.push(await measure('GET /api/categories (visitor)', 'GET', '/api/categories', {}, connections));
  rows.push(await measure('GET /api/categories (signed in)', 'GET', '/api/categories', { cookie }, connections));
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const ms = (n: number) => `${n.toFixed(2)} ms`;
const table = [
  ['route', 'connections', 'p50', 'p95', 'p99', 'req/s', 'errors'],
  ...rows.map((r) => [r.route, String(r.connections), ms(r.p50), ms(r.p95), ms(r.p99), String(Math.round(r.rps)), String(r.errors)]),
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
process.stdout.write(
  `\nContent benchmark: ${CATEGORIES} active categories, PGlite in memory, ${SECONDS} s per line, Node ${process.version}\n\n` +
    `${line(table[0]!)}\n${table.slice(1).map(line).join('\n')}\n`,
);
