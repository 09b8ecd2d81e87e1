import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from './client';
import { isConnectionError, rootCauseMessage } from './errors';

/** A start-up failure that the operator fixes: its message is the one line to show. */
export class DatabaseUnavailableError extends Error {}

const RETRY_PAUSE_MS = 1_000;

/** host:port of a PostgreSQL URL, with PostgreSQL's default port when none is given. */
export function databaseAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
}

/**
 * Opens the configured database. A PostgreSQL server that cannot be reached is asked again every
 * second for DATABASE_WAIT_SECONDS (it may be starting beside this process); other faults (a wrong
 * password, a missing database) fail at once.
 */
export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databaseWaitSeconds'>,
  onWaiting: (message: string) => void = () => {},
): Promise<Database> {
  if (!config.databaseUrl) return openPglite(config.dataDir);
  const address = databaseAddress(config.databaseUrl);
  const deadline = Date.now() + config.databaseWaitSeconds * 1000;
  let waiting = false;
  for (;;) {
    const database = openPostgres(config.databaseUrl);
    try {
      await database.queryPrepared('startup_probe', 'select 1', []);
      return database;
    } catch (error) {
      await database.close().catch(() => {});
      const cause = rootCauseMessage(error);
      if (!isConnectionError(error)) {
        throw new DatabaseUnavailableError(
          `The database at ${address} (DATABASE_URL) refused the connection: ${cause}. Check the user, password and database name in DATABASE_URL.`,
        );
      }
      if (Date.now() + RETRY_PAUSE_MS > deadline) {
        throw new DatabaseUnavailableError(
          `Cannot reach the database at ${address} (DATABASE_URL): ${cause}. Gave up after ${config.databaseWaitSeconds} s (DATABASE_WAIT_SECONDS): start PostgreSQL there or correct DATABASE_URL.`,
        );
      }
      if (!waiting) {
        waiting = true;
        onWaiting(
          `Waiting for the database at ${address} (DATABASE_URL): ${cause}. Retrying for up to ${config.databaseWaitSeconds} s (DATABASE_WAIT_SECONDS).`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }
}
