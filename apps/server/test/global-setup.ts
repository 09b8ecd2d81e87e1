import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import type { TestProject } from 'vitest/node';
import { SNAPSHOT_FILE } from './paths';

/**
 * Migrates once per run and keeps the result as a PGlite data-dir snapshot; each test file
 * opens its own database from it. On PostgreSQL (TEST_DATABASE_URL) each worker gets its own
 * database, created from a migrated template.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const client = await PGlite.create();
  await migrate(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  mkdirSync(path.dirname(SNAPSHOT_FILE), { recursive: true });
  writeFileSync(SNAPSHOT_FILE, Buffer.from(await dump.arrayBuffer()));
  await client.close();

  const url = process.env.TEST_DATABASE_URL;
  const template = `quiz_template_${process.pid}`;
  project.provide('pgTemplate', template);
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const templateUrl = withDatabase(url, template);
    const { openPostgres } = await import('../src/db/client');
    const database = openPostgres(templateUrl, 1);
    await migrate(database);
    await database.close();
  }
  return async () => {
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
