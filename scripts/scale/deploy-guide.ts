/**
 * The commands of docs/deploy.md that no other test runs, run here against the scale test's
 * installation: nginx -t on the shipped site, processes starting together on an empty database
 * (migrations once), the health checks an operator or load balancer makes, JSON log lines,
 * and npm run backup / npm run restore while the servers run.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../support/server-process';
import { testNginxConfig } from '../support/nginx-site';
import type { Cluster } from './cluster';
import { createDatabase, query } from './database';
import { check } from './report';

const HEALTHY = '{"status":"ok","database":"ok"}';

export function nginxTest(cluster: Cluster): void {
  const file = cluster.writeNginxConfig();
  const result = testNginxConfig(path.dirname(file), file);
  check(result.status === 0 && result.output.includes('test is successful'), 'nginx -t passes on deploy/nginx.conf with its placeholders filled in', result.status === 0 ? '' : result.output.trim());
}

export async function migrationsOnce(cluster: Cluster): Promise<void> {
  const journal = JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps/server/drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  const [applied] = await query<{ n: number }>(cluster.databaseUrl, 'select count(*)::int as n from drizzle.__drizzle_migrations');
  const [logos] = await query<{ n: number }>(cluster.databaseUrl, "select count(*)::int as n from site_images where purpose = 'main_logo'");
  check(
    applied!.n === journal.entries.length && logos!.n === 1,
    'two processes started together on an empty database: each migration and the seed applied once',
    `${applied!.n} migrations recorded for ${journal.entries.length} shipped, ${logos!.n} seeded logo`,
  );
}

function curl(args: string[]): { status: number | null; stdout: string } {
  const run = spawnSync('curl', ['-sS', ...args], { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout };
}

export function healthChecks(cluster: Cluster): void {
  const cacert = path.join(cluster.workDir, 'nginx', 'cert.pem');
  const targets = [`${cluster.nginxUrl} (nginx)`, ...cluster.servers.map((s, i) => `${s.url} (process ${i + 1})`)];
  const answers = targets.map((target) => curl(['-f', '--cacert', cacert, `${target.split(' ')[0]}/api/health`]));
  check(
    answers.every((a) => a.status === 0 && a.stdout === HEALTHY),
    `curl -f …/api/health answers ${HEALTHY} through nginx and on each process`,
    answers.map((a, i) => `${targets[i]}: ${a.status === 0 ? a.stdout : `curl exit ${a.status}`}`).join('; '),
  );
  const ping = curl(['--cacert', cacert, '-o', '/dev/null', '-w', '%{http_code}', '-I', `${cluster.nginxUrl}/api/ping`]);
  check(ping.stdout === '204', 'curl -I …/api/ping answers 204 through nginx', ping.stdout);
  const redirect = curl(['-o', '/dev/null', '-w', '%{http_code} %{redirect_url}', `http://127.0.0.1:${cluster.httpPort}/api/health`]);
  check(redirect.stdout.startsWith('301 https://'), 'plain http is redirected to https', redirect.stdout);
}

export async function assetsCached(cluster: Cluster): Promise<void> {
  const page = await fetch(`${cluster.nginxUrl}/`);
  const html = await page.text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  if (!asset) {
    check(false, 'the web app is served through nginx with a hashed script', `GET / answered ${page.status} without /assets/*.js: run npm run build`);
    return;
  }
  const response = await fetch(`${cluster.nginxUrl}${asset}`);
  const cacheControl = response.headers.get('cache-control') ?? '';
  check(
    response.status === 200 && cacheControl === 'public, max-age=31536000, immutable',
    'hashed assets through nginx are cached for a year (one Cache-Control header)',
    `${asset}: ${response.status}, cache-control "${cacheControl}"`,
  );
}

export function jsonLogs(cluster: Cluster): void {
  const lines = cluster.servers.flatMap((server) => server.output().split('\n').filter((line) => line.trim() !== ''));
  const notJson = lines.filter((line) => {
    try {
      return typeof JSON.parse(line) !== 'object';
    } catch {
      return true;
    }
  });
  check(notJson.length === 0, 'every log line of both processes is one JSON object', `${lines.length} lines${notJson.length ? `; not JSON: ${notJson.slice(0, 3).join(' | ')}` : ''}`);
}

type Contents = { users: unknown[]; games: unknown[] };

async function contents(url: string): Promise<Contents> {
  const users = await query(
    url,
    `select u.email, u.points, coalesce(sum(l.delta), 0)::int as ledger, count(l.id)::int as entries
     from users u left join point_ledger l on l.user_id = u.id group by u.id order by u.email`,
  );
  const games = await query(url, 'select id, version, state from games order by id');
  return { users, games };
}

/** npm run backup while both processes run, npm run restore into a new empty database: the same users, ledger and games. */
export async function backupAndRestore(cluster: Cluster, owner: string, restoredNames: string[]): Promise<void> {
  const file = path.join(cluster.workDir, 'quiz.dump');
  const npm = (args: string[], databaseUrl: string) =>
    spawnSync('npm', ['run', '--silent', ...args], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: path.join(cluster.workDir, 'cli-data') },
    });
  const started = performance.now();
  const backup = npm(['backup', '--', file], cluster.databaseUrl);
  const backupS = (performance.now() - started) / 1000;
  if (!check(backup.status === 0, 'npm run backup -- <file> while both processes run', `${backupS.toFixed(1)} s: ${(backup.stdout + backup.stderr).trim()}`)) return;
  const before = await contents(cluster.databaseUrl);

  const restored = createDatabase(owner, '_restored');
  restoredNames.push(restored.name);
  const restore = npm(['restore', '--', file], restored.url);
  if (!check(restore.status === 0, 'npm run restore -- <file> into an empty database', (restore.stdout + restore.stderr).trim())) return;
  const after = await contents(restored.url);
  check(
    JSON.stringify(after) === JSON.stringify(before),
    'the restored database has the same users, balances, ledger sums and games',
    `${after.users.length} users, ${after.games.length} games`,
  );
}
