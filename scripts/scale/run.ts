/**
 * The scale test's checks, in order (started by scripts/scale.ts, which prepares SCALE_WORK_DIR
 * and the certificate this process trusts). Exits 1 when any check failed.
 */
import { adminQuery, ADMIN_URL, createDatabase, createRole, dropAll, query } from './database';
import { clientAddressLimits } from './client-address';
import { Cluster } from './cluster';
import { concurrentActions } from './concurrency';
import { assetsCached, backupAndRestore, healthChecks, jsonLogs, migrationsOnce, nginxTest } from './deploy-guide';
import { eventsAcrossProcesses } from './events';
import { failover } from './failover';
import { gameAcrossProcesses, wholeGamesThroughNginx } from './games';
import { check, failures, section } from './report';

const workDir = process.env.SCALE_WORK_DIR;
if (!workDir) throw new Error('Run npm run test:scale (scripts/scale.ts), not this file.');

try {
  await adminQuery('select 1');
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const started = performance.now();
const owner = createRole();
const database = createDatabase(owner);
const databases = [database.name];
const cluster = await Cluster.create(workDir, database.url);
let running = false;
try {
  await section('Start-up (docs/deploy.md: nginx, several processes, health)', async () => {
    nginxTest(cluster);
    const starting = performance.now();
    await cluster.startServers();
    running = true;
    check(true, 'two processes started together on a new, empty database', `both healthy in ${((performance.now() - starting) / 1000).toFixed(1)} s`);
    await migrationsOnce(cluster);
    await cluster.startNginx();
    healthChecks(cluster);
    await assetsCached(cluster);
    await clientAddressLimits(cluster);
  });
  if (running) {
    await section('Whole games through nginx', () => wholeGamesThroughNginx(cluster));
    await section('One game, two processes', () => gameAcrossProcesses(cluster));
    await section('Events between processes', () => eventsAcrossProcesses(cluster));
    await section('Concurrent actions on one game through both processes', () => concurrentActions(cluster));
    await section('A process stopped, then another killed, under load', () => failover(cluster));
    await section('Backups, balances and logs', async () => {
      await backupAndRestore(cluster, owner, databases);
      const [unbalanced] = await query<{ n: number }>(
        database.url,
        `select count(*)::int as n from users u
         where u.points <> (select coalesce(sum(delta), 0) from point_ledger l where l.user_id = u.id)`,
      );
      check(unbalanced!.n === 0, 'every balance equals the sum of its ledger', `${unbalanced!.n} users differ`);
      jsonLogs(cluster);
      const memory = cluster.servers.map((server, i) => `process ${i + 1}: ${server.memory().rssMb} MB (peak ${server.memory().peakMb} MB)`);
      console.log(`  resident memory after the run: ${memory.join(', ')}`);
    });
  }
} finally {
  await cluster.close();
  await dropAll(owner, databases);
}

const seconds = ((performance.now() - started) / 1000).toFixed(0);
const failed = failures();
console.log(failed.length === 0 ? `\nScale test passed in ${seconds} s.` : `\nScale test FAILED (${failed.length} checks) in ${seconds} s:\n${failed.map((f) => `  ✗ ${f}`).join('\n')}`);
process.exit(failed.length === 0 ? 0 : 1);
