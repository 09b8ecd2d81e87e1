/**
 * Benchmark of the question bank's hot path, GET /api/categories, for 24 categories, beside the
 * bare HEAD /api/ping in the same run, at 1 connection (latency) and 10 (under load). Starts the
 * app in-process on a fresh in-memory PGlite.
 *
 *   npm run bench -- content        (or: node --import tsx scripts/bench/content.ts --seconds 5)
 */
import { eq } from 'drizzle-orm';
import { categories, questions, users } from '../../apps/server/src/db/schema/index';
import { createSession } from '../../apps/server/src/core/session/session-store';
import { pickQuestionsForGame } from '../../apps/server/src/modules/content/selection';
import { measureRoute, startBenchServer, type MeasuredRoute } from './support';

/** At least this many active categories: the shipped pack has more, a smaller one is filled up. */
const CATEGORIES = 24;
const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 5;

const server = await startBenchServer(); // migrated and seeded with the shipped pack
const db = server.database.db;

// Fill up to CATEGORIES active categories of 18 questions each.
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
if (categoryIds.length < CATEGORIES) throw new Error(`expected at least ${CATEGORIES} categories, have ${categoryIds.length}`);

// A signed-in player who has already played two games of 6 categories.
const [user] = await db
  .insert(users)
  .values({ email: 'bench@example.com', passwordHash: 'x', firstName: 'Bench', lastName: 'User', country: 'KW', phone: '55512345' })
  .returning({ id: users.id });
for (const slice of [categoryIds.slice(0, 6), categoryIds.slice(3, 9)]) {
  await db.transaction((tx) => pickQuestionsForGame(tx, user!.id, slice));
}
const session = await createSession(db, { userId: user!.id, persistent: true });

const cookie = `sid=${server.app.signCookie(session.token)}`;

const measure = (route: string, method: 'GET' | 'HEAD', url: string, headers: Record<string, string>, connections: number) =>
  measureRoute(server.url, route, { method, url, headers, connections, seconds: SECONDS });

const rows: MeasuredRoute[] = [];
for (const connections of [1, 10]) {
  rows.push(await measure('HEAD /api/ping', 'HEAD', '/api/ping', {}, connections));
  rows.push(await measure('GET /api/categories (visitor)', 'GET', '/api/categories', {}, connections));
  rows.push(await measure('GET /api/categories (signed in)', 'GET', '/api/categories', { cookie }, connections));
}

await server.close();

// Percentiles from every response's own latency (autocannon's summary has p97.5, not p95).
// CPU ms per request (this process: server and load generator) does not grow when other work
// shares the machine, unlike latency: at 1 connection on an idle core, latency is about that.
const ms = (n: number) => n.toFixed(2);
process.stdout.write(
  `\nQuestion bank: ${categoryIds.length} active categories, PGlite in memory, ${SECONDS} s per line, responses gzipped\n` +
    '| route | connections | req/s | p50 ms | p95 ms | p99 ms | CPU ms/request | errors |\n|---|---|---|---|---|---|---|---|\n' +
    rows
      .map((r) => `| ${r.route} | ${r.connections} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.cpuMs)} | ${r.errors} |`)
      .join('\n') +
    '\n',
);
