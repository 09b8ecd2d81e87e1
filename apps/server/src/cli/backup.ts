/**
 * npm run backup -- [file]: a consistent copy of the database while the server runs.
 * PostgreSQL (DATABASE_URL): pg_dump's custom format. PGlite: a snapshot from the running server.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/client';
import { BackupError, backupPglite, backupPostgres, defaultBackupFile } from '../db/backup';

async function main(argv: string[]): Promise<string> {
  const config = loadConfig();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const file = path.resolve(argv[0] ?? defaultBackupFile(kind));
  if (config.databaseUrl) {
    await backupPostgres(config.databaseUrl, file);
    return `Backup written to ${file} (pg_dump custom format)`;
  }
  const source = await backupPglite(config, file);
  return `Backup written to ${file} (from the ${source === 'server' ? 'running server' : `folder ${config.dataDir}`})`;
}

main(process.argv.slice(2)).then(
  (message) => process.stdout.write(`${message}\n`),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof BackupError || error instanceof DataDirInUseError;
    process.stderr.write(`${known ? '' : 'backup: '}${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
