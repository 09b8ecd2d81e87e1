/**
 * Benchmark of the console's question health (GET /api/admin/question-health) over the outcome
 * rows of 100,000 played games (36 tiles each, 3.6 million rows), beside the bare HEAD /api/ping
 * in the same run, one request at a time. Starts the app in-process on a fresh in-memory PGlite
 * with the shipped question pack.
 *
 *   npm run bench -- question-health      (or: node --import tsx scripts/bench/question-health.ts --games 100000 --seconds 10)
 */
import { sql } from 'drizzle-orm';
import { users } from '../../apps/server/src/db/schema/index';
import { createSession } from '../../apps/server/src/core/session/session-store';
import { seedQuestionOutcomes } from '../support/question-outcomes-seed';
import { measureRoute, startBenchServer } from './support';

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const GAMES = option('--games', 100_000);
const SECONDS = option('--seconds', 10);

const server = await startBenchServer();
const db = server.database.db;
const [operator] = await db
  .insert(users)
  .values({ email: 'operator@example.com', passwordHash: 'x', firstName: 'Bench', lastName: 'Operator', country: 'KW', phone: '55512345', role: 'admin' })
  .returning({ id: users.id });

const seedStarted = Date.now();
await seedQuestionOutcomes(db, operator!.id, GAMES, (done) => {
  if (done % 20_000 === 0 || done === GAMES) console.log(`  ${done} games seeded (${Math.round((Date.now() - seedStarted) / 1000)} s)`);
});
await db.execute(sql`vacuum analyze`);
const counted = (await db.execute(sql`select (select count(*)::int from question_outcomes) as outcomes, (select count(*)::int from question_outcome_tallies) as tallies`)) as unknown as {
  rows: { outcomes: number; tallies: number }[];
};
const { outcomes, tallies } = counted.rows[0]!;

const session = await createSession(db, { userId: operator!.id, persistent: true });
const cookie = `sid=${server.app.signCookie(session.token)}`;

const measure = (route: string, method: 'GET' | 'HEAD', url: string, headers: Record<string, string>) =>
  measureRoute(server.url, route, { method, url, headers, connections: 1, seconds: SECONDS });

const rows = [await measure('HEAD /api/ping', 'HEAD', '/api/ping', {}), await measure('GET /api/admin/question-health', 'GET', '/api/admin/question-health', { cookie })];
const page = await fetch(`${server.url}/api/admin/question-health`, { headers: { cookie } });
const listed = ((await page.json()) as { mismatched: unknown[] }).mismatched.length;
await server.close();

const ms = (n: number) => n.toFixed(2);
process.stdout.write(
  `\nQuestion health: ${GAMES} games, ${outcomes} outcome rows, ${tallies} tallies, ${listed} questions listed; PGlite in memory, 1 connection, ${SECONDS} s per line\n` +
    '| route | requests | p50 ms | p95 ms | CPU ms/request | errors |\n|---|---|---|---|---|---|\n' +
    rows.map((r) => `| ${r.route} | ${r.requests} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.cpuMs)} | ${r.errors} |`).join('\n') +
    '\n',
);
