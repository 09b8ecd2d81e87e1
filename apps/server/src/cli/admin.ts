import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { dataDirOwner } from '../db/data-dir-lock';
import { migrate } from '../db/migrate';
import { parseAdminArgs, runGrant, type CommandResult } from './admin-command';

/** npm run admin -- grant <email> */
async function main(argv: string[]): Promise<CommandResult> {
  const parsed = parseAdminArgs(argv);
  if ('exitCode' in parsed) return parsed;
  const config = loadConfig();
  if (!config.databaseUrl) {
    const pid = dataDirOwner(config.dataDir);
    if (pid !== null) {
      return {
        exitCode: 1,
        message: `The server (process ${pid}) is using ${config.dataDir}; the embedded database serves one process at a time. Stop the server and run this again, or add the address to ADMIN_EMAILS and restart.`,
      };
    }
  }
  const database = await openDatabase(config);
  try {
    await migrate(database);
    return await runGrant(database.db, parsed.email);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  ({ exitCode, message }) => {
    (exitCode === 0 ? process.stdout : process.stderr).write(`${message}\n`);
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`}\n`);
    process.exitCode = 1;
  },
);
