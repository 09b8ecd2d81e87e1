/**
 * What presence costs the server: 2,000 signed-in players each sending a heartbeat every 30 s
 * (67 a second), beside the same rate of the bare GET /api/ping, of a framework-free node:http
 * server (the floor) and beside doing nothing, on a
 * fresh PGlite. The server runs in a child process and reports its own CPU time, so the figure
 * is "% of one core" over each 30-second window, which holds on a busy shared machine.
 *
 *   node --import tsx scripts/bench/presence.ts [--seconds 30] [--players 2000]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { PresenceRequest } from '@app/shared/contracts/presence';
import { PRESENCE_TIMINGS } from '@app/shared/presence';
import { SESSION_COOKIE } from '../../apps/server/src/core/session/current-user';
import { createSession } from '../../apps/server/src/core/session/session-store';
import { seedUser } from '../../apps/server/test/factories';
import { forkServerProcess, serveToParent, startBenchServer, type ServerProcess } from './support';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SECONDS = option('seconds', PRESENCE_TIMINGS.heartbeatActiveMs / 1000);
const PLAYERS = option('players', 2000);

type Fixtures = { url: string; nodeUrl: string; cookies: string[] };

async function serve(): Promise<void> {
  const server = await startBenchServer();
  const cookies: string[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const user = await seedUser(server.database.db);
    const session = await createSession(server.database.db, { userId: user.id, persistent: false });
    cookies.push(`${SESSION_COOKIE}=${server.app.signCookie(session.token)}`);
  }
  // The floor: Node's own HTTP server with no framework, in the same process, answering 204.
  const bare = createServer((_request, response) => response.writeHead(204).end());
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const { port } = bare.address() as AddressInfo;
  const close = async () => {
    bare.close();
    await server.close();
  };
  serveToParent({ close }, { url: server.url, nodeUrl: `http://127.0.0.1:${port}`, cookies } satisfies Fixtures);
}

type Server = ServerProcess<Fixtures>;

/** Sends `count` requests evenly over the window (none when count is 0) and measures the server's CPU. */
async function window(server: Server, name: string, count: number, request: (i: number) => Promise<Response>) {
  const before = await server.cpuMs();
  const started = performance.now();
  const spacing = (SECONDS * 1000) / Math.max(1, count);
  const sent: Promise<Response>[] = [];
  let failures = 0;
  for (let i = 0; i < count; i++) {
    const due = started + i * spacing;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(request(i).then((response) => {
      if (response.status >= 400) failures++;
      return response;
    }));
  }
  const rest = started + SECONDS * 1000 - performance.now();
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  await Promise.all(sent);
  const elapsed = performance.now() - started;
  const cpu = (await server.cpuMs()) - before;
  return { name, requests: count, failures, cpuPercent: (cpu / elapsed) * 100, cpuPerRequest: count ? cpu / count : 0 };
}

const STATES: PresenceRequest['state'][] = ['online', 'online', 'online', 'idle', 'away'];

function heartbeat(server: Server, cookie: string, i: number): Promise<Response> {
  return fetch(`${server.fixtures.url}/api/presence`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ state: STATES[i % STATES.length]!, quality: 'good' } satisfies PresenceRequest),
  });
}

async function run(): Promise<void> {
  console.log(`${PLAYERS} players, a heartbeat each per ${SECONDS} s (${(PLAYERS / SECONDS).toFixed(1)}/s), PGlite. ${cpus().length} cores, load ${loadavg().map((n) => n.toFixed(1)).join(' / ')}`);
  const server = await forkServerProcess<Fixtures>(fileURLToPath(import.meta.url));
  try {
    // Players have been heartbeating before the measured window: one round first, as fast as it
    // goes, so the sessions are in memory and the code is warm, as in a server that has run a while.
    for (let i = 0; i < PLAYERS; i += 50) {
      await Promise.all(server.fixtures.cookies.slice(i, i + 50).map((cookie, j) => heartbeat(server, cookie, i + j)));
    }
    const rows = [
      await window(server, 'nothing (idle server)', 0, () => Promise.resolve(new Response())),
      // GET, not HEAD: Node's fetch opens a new connection for every HEAD, which would charge the
      // bare route with connection set-up that the heartbeats (kept-alive POSTs) do not pay.
      await window(server, 'GET on node:http, no framework (floor)', PLAYERS, () => fetch(server.fixtures.nodeUrl)),
      await window(server, 'GET /api/ping (bare route)', PLAYERS, () => fetch(`${server.fixtures.url}/api/ping`)),
      await window(server, 'POST /api/presence (heartbeats)', PLAYERS, (i) => heartbeat(server, server.fixtures.cookies[i]!, i)),
    ];
    console.log('\n| load | requests | failures | server CPU, % of one core | server CPU ms/request |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) console.log(`| ${row.name} | ${row.requests} | ${row.failures} | ${row.cpuPercent.toFixed(2)} | ${row.cpuPerRequest.toFixed(3)} |`);
    const [idle, , , beats] = rows;
    console.log(`\nHeartbeats above the idle server: ${(beats!.cpuPercent - idle!.cpuPercent).toFixed(2)}% of one core (bar: under 5%).`);
  } finally {
    await server.close();
  }
}

if (process.argv.includes('--serve')) await serve();
else await run();
