import type { Database } from './client';
import { migrate } from './migrate';
import { seed } from './seed';

/**
 * The PostgreSQL advisory lock every process takes around migrations and seeding: processes
 * starting together on one database take turns, so each migration and seed runs once.
 */
export const MIGRATION_LOCK_ID = 4_717_301;

/** Brings the database up to date: migrations, then (for the server) the shipped seed data. */
export async function prepareDatabase(database: Database, options: { seed: boolean }): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK_ID, async () => {
    await migrate(database);
    if (options.seed) await seed(database.db);
  });
}
