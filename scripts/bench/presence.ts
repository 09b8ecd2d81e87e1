/**
 * What presence costs the server: 2,000 signed-in players each sending a heartbeat every 30 s
 * (67 a second), beside the same rate of the bare HEAD /api/ping and beside doing nothing, on a
 * fresh PGlite. The server runs in a child process and reports its own CPU time, so the figure
 * is "% of one core" over each 30-second window, which holds on a busy shared machine.
 *
 *   node --import tsx scripts/bench/presence.ts [--seconds 30] [--players 2000]
 */
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PRESENCE_TIMINGS, type PresenceRequest } from '@app/shared/contracts/presence';
import { SESSION_COOKIE } from '../../apps/server/src/modules/auth/current-user';
import { createSession } from '../../apps/server/src/modules/auth/session-store';
import { seedUser } from '../../apps/server/test/factories';
import { forkServerProcess, serveToParent, startBenchServer, type ServerProcess } from './support';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SECONDS = option('seconds', PRESENCE_TIMINGS.heartbeatActiveMs / 1000);
const PLAYERS = option('players', 2000);

type Fixtures = { url: string; cookies: string[] };

async function serve(): Promise<void> {
  const server = await startBenchServer();
  const cookies: string[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const user = await seedUser(server.database.db);
    const session = await createSession(server.database.db, { userId: user.id, persistent: false });
    cookies.push(`${SESSION_COOKIE}=${server.app.signCookie(session.token)}`);
  }
  serveToParent(server, { url: server.url, cookies } satisfies Fixtures);
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

async function run(): Promise<void> {
  console.log(`${PLAYERS} players, a heartbeat each per ${SECONDS} s (${(PLAYERS / SECONDS).toFixed(1)}/s), PGlite. ${cpus().length} cores, load ${loadavg().map((n) => n.toFixed(1)).join(' / ')}`);
  const server = await forkServerProcess<Fixtures>(fileURLToPath(import.meta.url));
  try {
    const rows = [
      await window(server, 'nothing (idle server)', 0, () => Promise.resolve(new Response())),
      await window(server, 'HEAD /api/ping (bare route)', PLAYERS, () => fetch(`${server.fixtures.url}/api/ping`, { method: 'HEAD' })),
      await window(server, 'POST /api/presence (heartbeats)', PLAYERS, (i) =>
        fetch(`${server.fixtures.url}/api/presence`, {
          method: 'POST',
          headers: { cookie: server.fixtures.cookies[i]!, 'content-type': 'application/json' },
          body: JSON.stringify({ state: STATES[i % STATES.length]!, quality: 'good' } satisfies PresenceRequest),
        }),
      ),
    ];
    console.log('\n| load | requests | failures | server CPU, % of one core | server CPU ms/request |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) console.log(`| ${row.name} | ${row.requests} | ${row.failures} | ${row.cpuPercent.toFixed(2)} | ${row.cpuPerRequest.toFixed(3)} |`);
    const [idle, , beats] = rows;
    console.log(`\nHeartbeats above the idle server: ${(beats!.cpuPercent - idle!.cpuPercent).toFixed(2)}% of one core (bar: under 5%).`);
  } finally {
    await server.close();
  }
}

if (process.argv.includes('--serve')) await serve();
else await run();
