import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { SNAPSHOT_FILE } from './paths';
import { withDatabase } from './global-setup';

export type TestDatabase = Database & { name: string };

/** A fresh, migrated database for one test file: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const snapshot = new Blob([readFileSync(SNAPSHOT_FILE)]);
    const database = await openPglite(undefined, snapshot);
    return Object.assign(database, { name: 'pglite' });
  }
  const name = `quiz_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const database = openPostgres(withDatabase(url, name), 5);
  const close = database.close;
  return Object.assign(database, {
    name,
    async close() {
      await close();
      await dropDatabaseWhenIdle(url, name);
    },
  });
}

/** Drops a database once the connections of a pool that was just ended have gone. */
export async function dropDatabaseWhenIdle(serverUrl: string, name: string): Promise<void> {
  const drop = new pg.Client({ connectionString: serverUrl });
  await drop.connect();
  // pool.end() resolves before its sockets are closed; forcing the drop while they close
  // would raise "terminating connection" on a client nobody listens to any more.
  for (let i = 0; i < 50; i++) {
    const { rows } = await drop.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await drop.query(`drop database if exists ${name} with (force)`);
  await drop.end();
}

/** Empties every table (between tests), keeping the schema. */
export async function truncateAll(database: Database): Promise<void> {
  const { sql } = await import('drizzle-orm');
  const rows = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const names = (rows as unknown as { rows?: { tablename: string }[] }).rows ?? (rows as unknown as { tablename: string }[]);
  if (names.length === 0) return;
  await database.db.execute(
    sql.raw(`truncate ${names.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`),
  );
}
