import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client';
import { migrationsFolder } from '../../src/db/migrate';
import { prepareDatabase } from '../../src/db/prepare';
import { seed } from '../../src/seed';
import { withDatabase } from '../global-setup';

/**
 * Several server processes starting together on one empty PostgreSQL database: each migration and
 * the seed run once. Every start has its own pool and lock connection, as separate processes would.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const name = `quiz_migrate_${process.pid}_${randomBytes(3).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

afterAll(async () => {
  if (serverUrl) await admin(`drop database if exists ${name} with (force)`);
});

it.skipIf(!serverUrl)('four processes starting together on an empty database apply each migration and the seed once', { timeout: 120_000 }, async () => {
  await admin(`create database ${name}`);
  const url = withDatabase(serverUrl!, name);
  const starts = Array.from({ length: 4 }, () => openPostgres(url, 2));
  try {
    const outcomes = await Promise.allSettled(starts.map((database) => prepareDatabase(database, { seed })));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);

    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const check = starts[0]!;
    const [applied] = await check.queryPrepared<{ n: number }>('applied', 'select count(*)::int as n from drizzle.__drizzle_migrations', []);
    expect(applied!.n).toBe(journal.entries.length);
    const [logos] = await check.queryPrepared<{ n: number }>('logos', "select count(*)::int as n from site_images where purpose = 'main_logo'", []);
    expect(logos!.n).toBe(1);
  } finally {
    await Promise.all(starts.map((database) => database.close()));
  }
});
