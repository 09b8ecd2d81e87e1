import { spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, openSync, readFileSync, readSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { openPglite } from './client';
import { databaseAddress } from './open';

/** A backup or restore that cannot go ahead: its message is the one line to show. */
export class BackupError extends Error {}

/** Where the running server hands `npm run backup` its PGlite snapshot (modules/backup/routes.ts). */
export const BACKUP_PATH = '/api/operator/backup';

export type BackupKind = 'postgres' | 'pglite';

/** pg_dump's custom format starts with "PGDMP"; a PGlite snapshot is a gzipped tar. */
export function backupKindOf(file: string): BackupKind | undefined {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return undefined;
}

export function defaultBackupFile(kind: BackupKind, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `quiz-backup-${stamp}.${kind === 'postgres' ? 'pgdump' : 'tar.gz'}`;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), the same major version as the server or newer.`
            : `${command} failed to start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      const firstLine = stderr.trim().split('\n')[0] ?? '';
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit code ${code}): ${firstLine}`));
    });
  });
}

/** PostgreSQL: pg_dump's custom format, one consistent snapshot taken while the servers keep running. */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${databaseUrl}`]);
  // It holds players' personal data: readable by its owner only, like a PGlite backup.
  chmodSync(file, 0o600);
}

/** Loads a pg_dump file into an empty PostgreSQL database, all or nothing. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot reach the database at ${databaseAddress(databaseUrl)} (DATABASE_URL): ${(error as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
    );
    if (rows[0]!.n > 0) {
      throw new BackupError(
        `The database at ${databaseAddress(databaseUrl)} (DATABASE_URL) is not empty (${rows[0]!.n} tables): restore into a newly created database.`,
      );
    }
  } finally {
    await client.end();
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, file]);
}

/** The running server's address on this machine (the backup endpoint answers direct local requests only). */
function localServerUrl(config: Pick<Config, 'host' | 'port'>): string {
  const host = ['0.0.0.0', '::', 'localhost'].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/**
 * PGlite: asks the running server for a snapshot (the folder is locked while it runs); when no
 * server runs, takes it from the folder directly.
 */
export async function backupPglite(config: Pick<Config, 'host' | 'port' | 'dataDir' | 'backupKey'>, file: string): Promise<'server' | 'folder'> {
  const url = `${localServerUrl(config)}${BACKUP_PATH}`;
  let response: Response | undefined;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${config.backupKey}` } });
  } catch {
    response = undefined; // no server listening
  }
  if (response) {
    if (!response.ok) {
      throw new BackupError(
        `The server at ${url} refused the backup (HTTP ${response.status}): run the command with the server's own DATA_DIR and PORT (or BACKUP_KEY).`,
      );
    }
    writeFileSync(file, Buffer.from(await response.arrayBuffer()), { mode: 0o600 });
    return 'server';
  }
  const database = await openPglite(config.dataDir);
  try {
    writeFileSync(file, Buffer.from(await (await database.snapshot!()).arrayBuffer()), { mode: 0o600 });
  } finally {
    await database.close();
  }
  return 'folder';
}

/** Loads a PGlite snapshot into a DATA_DIR that holds no database yet. */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  const folder = path.join(dataDir, 'pglite');
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new BackupError(`DATA_DIR=${dataDir} already holds a database: restore into an empty DATA_DIR (move the old one away first).`);
  }
  const database = await openPglite(dataDir, new Blob([readFileSync(file)]));
  try {
    await database.queryPrepared('restore_check', 'select count(*)::int as n from users', []);
  } finally {
    await database.close();
  }
}
