import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createPgliteDataDir, PGLITE_START_PARAMS, useBaselineWasmCompiler } from './pglite-setup';
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
  /**
   * Runs `task` while holding a PostgreSQL advisory lock (session level, on a connection of its
   * own), so processes starting together take turns; released when the task ends or the process
   * dies. PGlite has one process per data folder: the task simply runs.
   */
  withAdvisoryLock<T>(lockId: number, task: () => Promise<T>): Promise<T>;
  /**
   * PGlite: a consistent copy of the whole database (a gzipped data folder, taken between
   * transactions after a checkpoint) that `npm run restore` loads into an empty DATA_DIR.
   */
  snapshot?(): Promise<Blob>;
  /** Called when the LISTEN connection (PostgreSQL) is lost and when it listens again. */
  onListenStatus(handler: ListenStatusHandler): void;
  close(): Promise<void>;
};

export type ListenStatusHandler = (status: 'lost' | 'restored', error?: Error) => void;

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
    if (dataDir && !loadDataDir) await createPgliteDataDir(path.join(dataDir, 'pglite'));
    useBaselineWasmCompiler();
    const client = await PGlite.create({
      ...(dataDir ? { dataDir: path.join(dataDir, 'pglite') } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      startParams: [...PGLITE_START_PARAMS],
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

/** Another live process holds the PGlite data folder. */
export class DataDirInUseError extends Error {}

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
      throw new DataDirInUseError(
        `DATA_DIR=${dataDir} is in use by another running process (pid ${owner}): stop that process first, or set DATA_DIR to another folder (DATABASE_URL lets several processes share one PostgreSQL server).`,
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
    withAdvisoryLock: (_lockId, task) => task(),
    async snapshot() {
      await client.exec('checkpoint');
      // Taken between transactions: a transaction holds this lock from BEGIN to COMMIT.
      return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
    },
    onListenStatus() {},
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** How long a query waits for a connection before it fails (the database is away or overloaded). */
const CONNECT_TIMEOUT_MS = 5_000;

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A pooled connection that drops while idle (database restart, failover, pg_terminate_backend)
  // is removed from the pool; the next query opens a new one. Unhandled, the event ends the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listen = new ListenConnection(url);
  return {
    db,
    kind: 'postgres',
    exclusive: false,
    async queryPrepared<T extends Record<string, unknown>>(name: string, text: string, params: (number | null)[]) {
      // node-postgres prepares a named statement once per pooled connection.
      return (await pool.query<T>({ name, text, values: params })).rows;
    },
    listen: (channel, listener) => listen.add(channel, listener),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async withAdvisoryLock(lockId, task) {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      client.on('error', () => {}); // the lock goes with the connection; the task's own queries report the fault
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockId]);
        return await task();
      } finally {
        await client.end().catch(() => {});
      }
    },
    onListenStatus: (handler) => listen.statusHandlers.add(handler),
    async close() {
      await listen.close();
      await pool.end();
    },
  };
}

/** Pauses between attempts to listen again: short, since events published meanwhile are missed (the streams then read their state again). */
export const RECONNECT_DELAYS_MS = [100, 250, 500, 1000];

/**
 * The one connection that LISTENs for this process. When it drops it is opened again (retrying
 * with growing pauses while the database is away) and every channel is subscribed again.
 */
class ListenConnection {
  readonly statusHandlers = new Set<ListenStatusHandler>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: Promise<pg.Client> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private closed = false;

  constructor(private readonly url: string) {}

  async add(channel: string, listener: Listener): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(listener);
    try {
      const client = await this.connected();
      if (first) await client.query(`LISTEN ${quoteChannel(channel)}`);
    } catch (error) {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(channel);
      throw error;
    }
    return async () => {
      set.delete(listener);
    };
  }

  private connected(): Promise<pg.Client> {
    this.client ??= this.open().catch((error: unknown) => {
      this.client = undefined;
      throw error;
    });
    return this.client;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      void client.end().catch(() => {});
      if (this.closed) return;
      this.client = undefined;
      for (const handler of this.statusHandlers) handler('lost', error);
      this.reconnectLater();
    };
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('Connection ended')));
    client.on('notification', (message) => {
      for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.listeners.keys()) await client.query(`LISTEN ${quoteChannel(channel)}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  }

  private reconnectLater(): void {
    if (this.closed || this.retry || this.listeners.size === 0) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)]!;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connected().then(
        () => {
          this.failures = 0;
          for (const handler of this.statusHandlers) handler('restored');
        },
        () => {
          this.failures++;
          this.reconnectLater();
        },
      );
    }, delay);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = await this.client?.catch(() => undefined);
    await client?.end().catch(() => {});
  }
}

function quoteChannel(channel: string): string {
  return `"${channel.replace(/"/g, '')}"`;
}

export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
