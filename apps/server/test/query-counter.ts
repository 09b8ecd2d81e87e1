import { vi } from 'vitest';
import type { Database, DbOrTx } from '../src/db/client';

type QueryClient = { query: (...args: unknown[]) => unknown; exec?: (...args: unknown[]) => unknown };

/**
 * Counts the statements sent to the database driver while `run` runs, and returns their SQL.
 * Each round trip is one `query` call (or, on PGlite, one `exec` call) on the client behind
 * Drizzle's session: the PGlite instance or the node-postgres pool for a database, the
 * transaction's connection for a transaction.
 */
export async function countQueries<T>(target: Database | DbOrTx, run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const db = 'db' in target ? target.db : target;
  const client = (db as unknown as { session: { client: QueryClient } }).session.client;
  const statements: string[] = [];
  const record = (query: unknown) =>
    statements.push(typeof query === 'string' ? query : String((query as { text?: string }).text ?? query));
  const spies = (['query', 'exec'] as const)
    .filter((method) => typeof client[method] === 'function')
    .map((method) => {
      const original = client[method]!.bind(client);
      return vi.spyOn(client, method).mockImplementation((...args: unknown[]) => {
        record(args[0]);
        return original(...args);
      });
    });
  try {
    return { result: await run(), statements };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
