/**
 * Whether a flood of signed-in pages (/play, which the server renders with the player's data) slows
 * the game: a host's game action (POST /api/games/:id/actions, one at a time, as a host taps) and
 * HEAD /api/ping (the bare route) measured alone, then while 50 connections ask for /play with one
 * signed-in account's cookie, then while 50 connections ask for it with made-up session cookies (a
 * new one each request), then with the account's cookie from a new client address each request
 * (many clients: outside the bar), in one run. The server runs in a child process on a fresh PGlite (or, with
 * `--postgres <url>`, a fresh database on that PostgreSQL server) with the built web app (npm run
 * build first). The bar: the action's p95 under either flood at most 3 times its p95 alone.
 *
 *   npm run bench -- render-flood [--postgres postgres://postgres@127.0.0.1:5432/postgres]
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { CategoriesResponse } from '@app/shared/contracts/content';
import type { CreateGameResponse } from '@app/shared/contracts/games';
import { randomIp, signUp } from '../support/api';
import { forkServerProcess, serveToParent, startBenchServer } from './support';

const PROBE_SECONDS = 5;
const FLOOD_CONNECTIONS = 50;

type Fixtures = { url: string };
type Timings = { name: string; requests: number; p50: number; p95: number; failed: number };

const postgresArg = process.argv.indexOf('--postgres');
const POSTGRES_URL = postgresArg > 0 ? process.argv[postgresArg + 1] : undefined;

/** Child process: the app and the built web app on a fresh database. */
async function serve(): Promise<void> {
  const server = await startBenchServer({ serveWeb: true, postgresUrl: POSTGRES_URL });
  serveToParent(server, { url: server.url } satisfies Fixtures);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round = (n: number) => Math.round(n * 10) / 10;

/** One request after another for PROBE_SECONDS, each timed from sending to the whole answer read. */
async function probe(name: string, send: () => Promise<Response>): Promise<Timings> {
  const times: number[] = [];
  let failed = 0;
  const end = performance.now() + PROBE_SECONDS * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const answer = await send();
    await answer.arrayBuffer();
    times.push(performance.now() - started);
    if (!answer.ok) failed++;
  }
  times.sort((a, b) => a - b);
  return { name, requests: times.length, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), failed };
}

/**
 * Floods /play with 50 connections (each request's cookie from `cookie()`, and its client address
 * from `address()` when given: X-Forwarded-For, which the server trusts from loopback) while
 * `measure` runs; what the flood got.
 */
async function underFlood<T>(cookie: () => string, measure: () => Promise<T>, url: string, address?: () => string): Promise<{ result: T; flood: string }> {
  let finished: (totals: autocannon.Result) => void = () => undefined;
  const totals = new Promise<autocannon.Result>((resolve) => (finished = resolve));
  const flood = autocannon(
    {
      url: `${url}/play`,
      connections: FLOOD_CONNECTIONS,
      duration: 3600,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: cookie(), ...(address ? { 'x-forwarded-for': address() } : {}) } }) }],
    },
    (_error, result) => finished(result),
  );
  let rendered = 0;
  let shells = 0;
  flood.on('response', (_client, status, bytes) => {
    // A rendered /play carries the player's 36 category tiles: well over 50 KB; the shell is a few KB.
    if (status === 200 && bytes > 50_000) rendered++;
    else shells++;
  });
  // Let the flood fill its connections before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const result = await measure();
  flood.stop();
  const { requests, errors } = await totals;
  return { result, flood: `${Math.round(requests.average)} pages/s (${rendered} rendered, ${shells} shells), ${errors} errors` };
}

const machine = () =>
  `${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}`;

async function run(): Promise<void> {
  const server = await forkServerProcess<Fixtures>(fileURLToPath(import.meta.url));
  const { url } = server.fixtures;
  try {
    console.log(`Database: ${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'}. Start: ${machine()}`);
    const host = await signUp(url);
    const { groups } = await host.expect<CategoriesResponse>(200, 'GET', '/api/categories');
    const categoryIds = groups.flatMap((group) => group.categories.map((category) => category.id)).slice(0, 6);
    const { game } = await host.expect<CreateGameResponse>(201, 'POST', '/api/games', { name: 'Bench', categoryIds, teamNames: ['Lions', 'Eagles'] });
    const flooder = await signUp(url);
    const page = await (await fetch(`${url}/play`, { headers: { cookie: flooder.cookie } })).text();
    if (!page.includes('"firstName":"Zahra"')) throw new Error('GET /play was not rendered for the player: is the web app built?');

    const action = () =>
      fetch(`${url}/api/games/${game.id}/actions`, {
        method: 'POST',
        headers: { cookie: host.cookie, 'content-type': 'application/json', 'x-forwarded-for': host.ip },
        body: JSON.stringify({ action: { type: 'toggleTurn' } }),
      });
    const ping = () => fetch(`${url}/api/ping`);
    const both = async (when: string) => [
      await probe(`POST /api/games/:id/actions (host's action), ${when}`, action),
      await probe(`GET /api/ping (bare route), ${when}`, ping),
    ];

    const alone = await both('alone');
    const byAccount = await underFlood(() => flooder.cookie, () => both('/play flood, one account'), url);
    const byMadeUp = await underFlood(() => `sid=${randomBytes(24).toString('base64url')}`, () => both('/play flood, made-up cookies'), url);
    // Not one client: every request from another address, so no address's pace applies (what is left is any HTTP flood's cost).
    const spread = await underFlood(() => flooder.cookie, () => both('/play flood, one account from a new address each request'), url, randomIp);

    console.log(`\nOne request at a time, ${PROBE_SECONDS} s each; floods of ${FLOOD_CONNECTIONS} connections on GET /play`);
    console.log('| route | requests | p50 ms | p95 ms | failed |');
    console.log('|---|---|---|---|---|');
    for (const row of [...alone, ...byAccount.result, ...byMadeUp.result, ...spread.result]) console.log(`| ${row.name} | ${row.requests} | ${row.p50} | ${row.p95} | ${row.failed} |`);
    console.log(`\nFlood, one account: ${byAccount.flood}`);
    console.log(`Flood, made-up cookies: ${byMadeUp.flood}`);
    console.log(`Flood, one account from a new address each request: ${spread.flood}`);
    const bar = 3 * alone[0]!.p95;
    for (const [name, under] of [['one account', byAccount], ['made-up cookies', byMadeUp]] as const) {
      const p95 = under.result[0]!.p95;
      console.log(`Host's action p95 under the flood (${name}): ${p95} ms, ${round(p95 / alone[0]!.p95)}x alone (bar: at most 3x, ${round(bar)} ms): ${p95 <= bar ? 'met' : 'NOT met'}`);
    }
    console.log(`Host's action p95 under the flood from many addresses (no bar: one client's limits do not apply): ${round(spread.result[0]!.p95 / alone[0]!.p95)}x alone`);
    console.log(`End: ${machine()}`);
  } finally {
    await server.close();
  }
}

if (process.argv.includes('--serve')) await serve();
else await run();
