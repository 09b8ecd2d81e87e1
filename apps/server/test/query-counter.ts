import { vi } from 'vitest';
import type { Database, DbOrTx } from '../src/db/client';

type QueryClient = { query: (...args: unknown[]) => unknown };

/**
 * Counts the statements sent to the database driver while `run` runs, and returns their SQL.
 * Drizzle sends each statement with one `query` call on its session's client: the PGlite
 * instance or the node-postgres pool for a database, the transaction's connection for a
 * transaction. One call is one round trip.
 */
export async function countQueries<T>(target: Database | DbOrTx, run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const db = 'db' in target ? target.db : target;
  const client = (db as unknown as { session: { client: QueryClient } }).session.client;
  const spy = vi.spyOn(client, 'query');
  try {
    const result = await run();
    const statements = spy.mock.calls.map(([query]) =>
      typeof query === 'string' ? query : String((query as { text?: string }).text ?? query),
    );
    return { result, statements };
  } finally {
    spy.mockRestore();
  }
}
