import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database, type Db } from '../../src/db/client';
import { BACKUP_PATH, backupKindOf, backupPglite, backupPostgres, restorePglite, restorePostgres } from '../../src/db/backup';
import { changePoints } from '../../src/modules/points/ledger';
import { createTestApp, type TestApp } from '../app';
import { seedCategory } from '../content-factory';
import { seedSignedInUser } from '../factories';
import { createGameViaApi, postAction } from '../games';
import { queryRows } from '../payments';
import { dropDatabaseWhenIdle } from '../database';
import { withDatabase } from '../global-setup';

/**
 * A backup taken while the server runs, restored into an empty database, holds the same users,
 * games, ledger and balances. PGlite: through the running server's backup endpoint; PostgreSQL:
 * pg_dump and pg_restore.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const workDir = mkdtempSync(path.join(tmpdir(), 'quiz-backup-'));
const restoredName = `quiz_restored_${process.pid}_${randomBytes(3).toString('hex')}`;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** What an operator checks after a restore: every user's balance and ledger sum, and every game. */
async function contents(db: Db) {
  const usersAndLedger = await queryRows<{ email: string; points: number; ledger: number; entries: number }>(
    db,
    sql`select u.email, u.points, coalesce(sum(l.delta), 0)::int as ledger, count(l.id)::int as entries
        from users u left join point_ledger l on l.user_id = u.id group by u.id order by u.email`,
  );
  const games = await queryRows<{ id: number; name: string; version: number; state: unknown }>(
    db,
    sql`select id, name, version, state from games order by id`,
  );
  return { usersAndLedger, games };
}

it('restores a backup taken while the server runs into an empty database with the same users, games, ledger and balances', { timeout: 120_000 }, async () => {
  const host = await seedSignedInUser(t.app, t.ctx.db, { points: 4 });
  const other = await seedSignedInUser(t.app, t.ctx.db, { points: 1 });
  await t.ctx.db.transaction((tx) => changePoints(tx, { userId: other.user.id, delta: 7, reason: 'admin_adjustment' }));
  const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 6 });
  const game = await createGameViaApi(t.app, host.cookie, [category.id], { name: 'Backed up' });
  expect((await postAction(t.app, host.cookie, game.game.id, { type: 'adjustScore', team: 0, direction: 'plus' })).statusCode).toBe(200);
  const before = await contents(t.ctx.db);
  expect(before.usersAndLedger.map((u) => u.points).sort()).toEqual([3, 8]);
  expect(before.games).toHaveLength(1);

  let restored: Database;
  if (t.database.kind === 'pglite') {
    const file = path.join(workDir, 'backup.tar.gz');
    const source = await backupPglite({ host: '127.0.0.1', port, dataDir: workDir, backupKey: t.ctx.config.backupKey }, file);
    expect(source).toBe('server');
    expect(backupKindOf(file)).toBe('pglite');
    const target = path.join(workDir, 'restored');
    await restorePglite(target, file);
    await expect(restorePglite(target, file)).rejects.toThrow(`DATA_DIR=${target} already holds a database: restore into an empty DATA_DIR`);
    restored = await openPglite(target);
  } else {
    const file = path.join(workDir, 'backup.pgdump');
    await backupPostgres(withDatabase(serverUrl!, t.database.name), file);
    expect(backupKindOf(file)).toBe('postgres');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${restoredName}`);
    await admin.end();
    const target = withDatabase(serverUrl!, restoredName);
    await restorePostgres(target, file);
    await expect(restorePostgres(target, file)).rejects.toThrow(/is not empty \(\d+ tables\): restore into a newly created database/);
    restored = openPostgres(target, 2);
  }
  try {
    expect(await contents(restored.db)).toEqual(before);
  } finally {
    await restored.close();
    if (t.database.kind === 'postgres') await dropDatabaseWhenIdle(serverUrl!, restoredName);
  }
});

it.skipIf(serverUrl)('the backup endpoint answers only a direct local request with the backup key', { timeout: 60_000 }, async () => {
  const url = `http://127.0.0.1:${port}${BACKUP_PATH}`;
  expect((await fetch(url)).status).toBe(403);
  expect((await fetch(url, { headers: { authorization: `Bearer ${'x'.repeat(64)}` } })).status).toBe(403);
  const forwarded = await fetch(url, { headers: { authorization: `Bearer ${t.ctx.config.backupKey}`, 'x-forwarded-for': '203.0.113.9' } });
  expect(forwarded.status).toBe(404);
  const ok = await fetch(url, { headers: { authorization: `Bearer ${t.ctx.config.backupKey}` } });
  expect(ok.status).toBe(200);
  expect(ok.headers.get('content-type')).toBe('application/gzip');
});
