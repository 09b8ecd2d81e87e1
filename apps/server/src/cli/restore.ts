/**
 * npm run restore -- <file>: loads a backup into an empty database (a new PostgreSQL database in
 * DATABASE_URL, or a DATA_DIR without a database). The server must not be running on it yet.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/client';
import { BackupError, backupKindOf, restorePglite, restorePostgres } from '../db/backup';

const USAGE = 'Usage: npm run restore -- <backup file>';

async function main(argv: string[]): Promise<string> {
  if (argv.length !== 1) throw new BackupError(USAGE);
  const file = path.resolve(argv[0]!);
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}`);
  const config = loadConfig();
  const kind = backupKindOf(file);
  if (!kind) throw new BackupError(`${file} is not a backup made by npm run backup.`);
  if (kind === 'postgres') {
    if (!config.databaseUrl) throw new BackupError(`${file} is a PostgreSQL backup: set DATABASE_URL to an empty database to restore it into.`);
    await restorePostgres(config.databaseUrl, file);
    return `Restored ${file} into the database in DATABASE_URL`;
  }
  if (config.databaseUrl) throw new BackupError(`${file} is an embedded-database (PGlite) backup: unset DATABASE_URL and set DATA_DIR to an empty folder.`);
  await restorePglite(config.dataDir, file);
  return `Restored ${file} into DATA_DIR=${config.dataDir}`;
}

main(process.argv.slice(2)).then(
  (message) => process.stdout.write(`${message}\n`),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof BackupError || error instanceof DataDirInUseError;
    process.stderr.write(`${known ? '' : 'restore: '}${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
