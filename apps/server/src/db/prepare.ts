import type { Database, Db } from './client';
import { migrate } from './migrate';

/**
 * The PostgreSQL advisory lock every process takes around migrations and seeding: processes
 * starting together on one database take turns, so each migration and seed runs once.
 */
export const MIGRATION_LOCK_ID = 4_717_301;

/**
 * Brings the database up to date: migrations, then (for the server) the shipped seed data. The
 * seed is passed in (`src/seed.ts`) because the data belongs to the modules above this layer.
 */
export async function prepareDatabase(database: Database, options: { seed?: (db: Db) => Promise<void> }): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK_ID, async () => {
    await migrate(database);
    await options.seed?.(database.db);
  });
}
