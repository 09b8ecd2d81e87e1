import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Listener = (payload: string) => void;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * True when no other process can use this database (PGlite: one process per data folder), so
   * everything written to it goes through this process and in-memory copies of rows stay true.
   */
  exclusive: boolean;
  /** Subscribes to a PostgreSQL NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs one read statement as a named prepared statement, so the database parses and plans it
   * once per connection instead of on every call (most of a small query's cost on PGlite).
   * `text` uses $1..$n; parameters are integers or null. One round trip. Not for use inside a
   * transaction (it runs on its own connection).
   */
  queryPrepared<T extends Record<string, unknown>>(name: string, text: string, params: (number | null)[]): Promise<T[]>;
  close(): Promise<void>;
};

const PREPARED_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A parameter written into an EXECUTE statement: only integers and null, so nothing can be injected. */
function literal(value: number | null): string {
  if (value === null) return 'null';
  if (!Number.isSafeInteger(value)) throw new Error(`queryPrepared: parameters must be integers or null, got ${value}`);
  return String(value);
}

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir: path.join(dataDir, 'pglite') } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    const database = fromPglite(client);
    const close = database.close;
    return Object.assign(database, {
      async close() {
        await close();
        unlock();
      },
    });
  } catch (error) {
    unlock();
    throw error;
  }
}

const heldLocks = new Set<string>();

function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is an embedded database: two processes opening the same folder would corrupt it (the
 * server and the content command, for example). A lock file with the owner's pid refuses the
 * second one; a lock left by a process that no longer runs is taken over. Returns the release.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  if (heldLocks.has(file)) throw new Error(`The database in ${dataDir} is already open in this process.`);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (owner !== process.pid && processAlive(owner)) {
      throw new Error(
        `The database in ${dataDir} is in use by another process (pid ${owner}). Stop the server first, or use DATABASE_URL (a PostgreSQL server several processes can share).`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  heldLocks.add(file);
  return () => {
    heldLocks.delete(file);
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // already gone
    }
  };
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite has one session: a statement prepared with SQL PREPARE stays until it closes.
  const prepared = new Set<string>();
  return {
    db,
    kind: 'pglite',
    exclusive: true,
    async queryPrepared<T extends Record<string, unknown>>(name: string, text: string, params: (number | null)[]) {
      if (!PREPARED_NAME.test(name)) throw new Error(`queryPrepared: invalid statement name ${name}`);
      const execute = `execute ${name}${params.length > 0 ? `(${params.map(literal).join(', ')})` : ''}`;
      if (prepared.has(name)) return (await client.query<T>(execute)).rows;
      // First use: prepare and execute in the same round trip.
      prepared.add(name);
      try {
        const results = await client.exec(`prepare ${name} as ${text};\n${execute}`);
        return (results.at(-1)?.rows ?? []) as T[];
      } catch (error) {
        prepared.delete(name);
        throw error;
      }
    },
    async listen(channel, listener) {
      const unsubscribe = await client.listen(channel, listener);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listenClient: Promise<pg.PoolClient> | undefined;
  const listeners = new Map<string, Set<Listener>>();
  const getListenClient = () => {
    listenClient ??= pool.connect().then((c) => {
      c.on('notification', (msg) => {
        for (const l of listeners.get(msg.channel) ?? []) l(msg.payload ?? '');
      });
      return c;
    });
    return listenClient;
  };
  return {
    db,
    kind: 'postgres',
    exclusive: false,
    async queryPrepared<T extends Record<string, unknown>>(name: string, text: string, params: (number | null)[]) {
      // node-postgres prepares a named statement once per pooled connection.
      return (await pool.query<T>({ name, text, values: params })).rows;
    },
    async listen(channel, listener) {
      const c = await getListenClient();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (listenClient) (await listenClient).release();
      await pool.end();
    },
  };
}

export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
