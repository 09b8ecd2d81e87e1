/**
 * Game routes beside HEAD /api/ping, in one run on a fresh PGlite:
 * - POST /api/games (create: lock, question pick, insert, ledger) at 1 and 10 connections;
 * - GET /api/games/:id (board: state + categories + 36 questions): the first load of each game
 *   (10 connections), then games already opened (50 connections);
 * - POST /api/games/:id/actions answering tiles (every request answers a different unanswered
 *   tile, spread over all games) at 10 and 50 connections.
 * Latency percentiles (p95 exact) come from every response's own timing. The server runs in a
 * child process (the load generator is on the same machine, not in the same event loop), which
 * also reports its own CPU time: "server CPU ms/req" is what one request costs the server,
 * a figure that holds when the shared machine is busy and wall-clock numbers are not.
 *
 *   node --import tsx scripts/bench/games.ts [--postgres postgres://user@host:5432/postgres]
 */
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { CreateGameResponse, GameBoardResponse } from '@app/shared/contracts/games';
import { createSession } from '../../apps/server/src/core/session/session-store';
import { SESSION_COOKIE } from '../../apps/server/src/core/session/current-user';
import { seedCategories } from '../../apps/server/test/content-factory';
import { dropDatabaseWhenIdle } from '../../apps/server/test/database';
import { seedUser } from '../../apps/server/test/factories';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPostgres } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { seed } from '../../apps/server/src/seed';
import { forkServerProcess, serveToParent, startBenchServer, type BenchServer, type ServerProcess } from './support';

const USERS = 50;
const GAMES_PER_USER = 12;
/** Games created before the answer runs, so that every answer request answers a tile. */
const GAMES = USERS * GAMES_PER_USER;
const ANSWERS_PER_RUN = 10_000;
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const CATEGORIES = 6;

type Row = {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  cpuPerRequest: number;
  failures: string;
};

type Measure = {
  name: string;
  connections: number;
  method?: 'GET' | 'HEAD' | 'POST';
  path: string;
  duration?: number;
  amount?: number;
  /** Per request: path, cookie and body (a fresh one each time). */
  next?: (context: Record<string, unknown>) => { path: string; cookie: string; body?: string };
  onBody?: (body: string, context: Record<string, unknown>) => void;
};

/**
 * What Chromium sends, so responses are compressed as they are for players; not where the
 * script reads the answer (`onBody` gets the body as text).
 */
const acceptEncoding = (m: Measure): Record<string, string> => (m.onBody ? {} : { 'accept-encoding': BROWSER_ACCEPT_ENCODING });

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (n: number) => Math.round(n * 10) / 10;

async function measure(server: ServerHandle, m: Measure): Promise<Row> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const cpuBefore = await server.cpuMs();
  const started = performance.now();
  let lastResponseAt = started;
  const instance = autocannon({
    url: `${server.fixtures.url}${m.path}`,
    connections: m.connections,
    headers: acceptEncoding(m),
    ...(m.amount ? { amount: m.amount } : { duration: m.duration ?? 5 }),
    requests: [
      {
        method: m.method ?? 'GET',
        path: m.path,
        ...(m.next
          ? {
              setupRequest: (request: autocannon.Request, context: object) => {
                const next = m.next!(context as Record<string, unknown>);
                const json = next.body ? { 'content-type': 'application/json' } : {};
                return {
                  ...request,
                  path: next.path,
                  headers: { ...request.headers, ...acceptEncoding(m), cookie: next.cookie, ...json },
                  body: next.body,
                };
              },
            }
          : {}),
        ...(m.onBody
          ? {
              onResponse: (_status: number, body: string, context: object) => m.onBody!(body, context as Record<string, unknown>),
            }
          : {}),
      },
    ],
  });
  (instance as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    times.push(ms);
    lastResponseAt = performance.now();
  });
  const result = await instance;
  // autocannon ends a run on its one-second tick: the last response marks the real end.
  const seconds = (lastResponseAt - started) / 1000;
  const cpu = (await server.cpuMs()) - cpuBefore;
  times.sort((a, b) => a - b);
  const failures = [...statuses].filter(([status]) => status >= 300).map(([status, count]) => `${count}x${status}`);
  if (result.errors > 0) failures.push(`${result.errors} errors (${result.timeouts} time-outs)`);
  return {
    name: m.name,
    connections: m.connections,
    requests: times.length,
    rps: Math.round(times.length / seconds),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    cpuPerRequest: Math.round((cpu / Math.max(1, times.length)) * 100) / 100,
    failures: failures.join(', ') || '0',
  };
}

function print(title: string, rows: Row[]) {
  console.log(`\n${title}`);
  console.log('| route | connections | requests | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | failed |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.cpuPerRequest} | ${r.failures} |`,
    );
  }
}

type Fixtures = { url: string; cookies: string[]; categoryIds: number[] };

/** `--postgres <url>`: run on a fresh database created on that PostgreSQL server instead of PGlite. */
const postgresArg = process.argv.indexOf('--postgres');
const POSTGRES_URL = postgresArg > 0 ? process.argv[postgresArg + 1] : undefined;

async function startPostgresServer(url: string): Promise<BenchServer> {
  const name = `bench_games_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const database = openPostgres(databaseUrl.toString(), 20);
  await migrate(database);
  await seed(database.db);
  const config = loadConfig({
    DATA_DIR: '.tmp/bench',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    app,
    database,
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await app.close();
      await database.close();
      await dropDatabaseWhenIdle(url, name);
    },
  };
}

/** Child process: the app on a fresh database with users, sessions and categories to create games from. */
async function serve(): Promise<void> {
  const server = POSTGRES_URL ? await startPostgresServer(POSTGRES_URL) : await startBenchServer();
  const { db } = server.database;
  const categories = await seedCategories(db, CATEGORIES, { questionsPerDifficulty: 2 * GAMES_PER_USER });
  const cookies: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const user = await seedUser(db, { points: GAMES_PER_USER });
    const session = await createSession(db, { userId: user.id, persistent: false });
    cookies.push(`${SESSION_COOKIE}=${server.app.signCookie(session.token)}`);
  }
  serveToParent(server, { url: server.url, cookies, categoryIds: categories.map((c) => c.id) } satisfies Fixtures);
}

type ServerHandle = ServerProcess<Fixtures>;

function startServerProcess(): Promise<ServerHandle> {
  return forkServerProcess<Fixtures>(fileURLToPath(import.meta.url), process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []);
}

const machine = () =>
  `${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}`;

async function run(): Promise<void> {
  const server = await startServerProcess();
  try {
    console.log(`Database: ${POSTGRES_URL ? 'PostgreSQL (pool of 20)' : 'PGlite'}. Start: ${machine()}`);
    await runLoads(server);
    console.log(`\nEnd: ${machine()}`);
  } finally {
    await server.close();
  }
}

async function runLoads(server: ServerHandle): Promise<void> {
  const { cookies, categoryIds } = server.fixtures;
  const ping = (connections: number, duration = 5): Measure => ({
    name: 'HEAD /api/ping',
    connections,
    method: 'HEAD',
    path: '/api/ping',
    duration,
  });

  // Create: each request goes to the next user in turn; the answers give the games to play.
  const created: { id: number; cookie: string }[] = [];
  let turn = 0;
  const create = (connections: number, amount: number): Measure => ({
    name: 'POST /api/games',
    connections,
    method: 'POST',
    path: '/api/games',
    amount,
    next: (context) => {
      const cookie = cookies[turn++ % USERS]!;
      context.cookie = cookie;
      return {
        path: '/api/games',
        cookie,
        body: JSON.stringify({ name: `Bench ${turn}`, categoryIds, teamNames: ['Lions', 'Eagles'] }),
      };
    },
    onBody: (text, context) => {
      const parsed = JSON.parse(text) as Partial<CreateGameResponse>;
      if (parsed.game) created.push({ id: parsed.game.id, cookie: context.cookie as string });
    },
  });
  print(`Game creation (${CATEGORIES} categories, 36 questions)`, [
    await measure(server, ping(1)),
    await measure(server, create(1, 60)),
    await measure(server, ping(10)),
    await measure(server, create(10, 160)),
  ]);
  // More games (not measured), so that every answer request below answers a tile.
  await measure(server, create(10, GAMES - created.length));

  // First load of each game (its questions are read from the database), which also gives the tiles to answer.
  const perGame: { path: string; cookie: string; questionIds: number[] }[] = [];
  let firstTurn = 0;
  const firstLoad: Measure = {
    name: 'GET /api/games/:id (first load of a game)',
    connections: 10,
    path: '/api/games/1',
    amount: created.length,
    next: (context) => {
      const game = created[firstTurn++ % created.length]!;
      context.game = game;
      return { path: `/api/games/${game.id}`, cookie: game.cookie };
    },
    onBody: (text, context) => {
      const { game: board } = JSON.parse(text) as Partial<GameBoardResponse>;
      if (!board) return;
      const { cookie } = context.game as { cookie: string };
      const questionIds = board.state.categories.flatMap((category) => category.questions.map((q) => q.questionId));
      perGame.push({ path: `/api/games/${board.id}/actions`, cookie, questionIds });
    },
  };
  let boardTurn = 0;
  print('Board load (state + categories + 36 questions in one answer)', [
    await measure(server, ping(10)),
    await measure(server, firstLoad),
    await measure(server, ping(50, 10)),
    await measure(server, {
      name: 'GET /api/games/:id (a game already opened)',
      connections: 50,
      path: '/api/games/1',
      duration: 10,
      next: () => {
        const game = created[boardTurn++ % created.length]!;
        return { path: `/api/games/${game.id}`, cookie: game.cookie };
      },
    }),
  ]);

  // Every tile of every game, interleaved so that concurrent answers go to different games.
  const answers: { path: string; cookie: string; body: string }[] = [];
  for (let tile = 0; tile < CATEGORIES * 6; tile++) {
    for (const game of perGame) {
      const action = { type: 'answer', questionId: game.questionIds[tile], team: ['team1', 'team2', 'none'][tile % 3] };
      answers.push({ path: game.path, cookie: game.cookie, body: JSON.stringify({ action }) });
    }
  }
  let answerTurn = 0;
  const answer = (connections: number): Measure => ({
    name: 'POST /api/games/:id/actions (answer)',
    connections,
    method: 'POST',
    path: '/api/games/1/actions',
    amount: ANSWERS_PER_RUN,
    // Should every tile be answered already, the game's turn toggles instead (the title says so).
    next: () => {
      const next = answers[answerTurn++];
      if (next) return next;
      const game = perGame[answerTurn % perGame.length]!;
      return { path: game.path, cookie: game.cookie, body: JSON.stringify({ action: { type: 'toggleTurn' } }) };
    },
  });
  const rows = [
    await measure(server, ping(10)),
    await measure(server, answer(10)),
    await measure(server, ping(50)),
    await measure(server, answer(50)),
  ];
  print(
    `Answer submission (${Math.min(answerTurn, answers.length)} of ${answers.length} tiles answered, ${created.length} games)`,
    rows,
  );
}

if (process.argv.includes('--serve')) await serve();
else await run();
