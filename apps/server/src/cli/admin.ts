import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { parseAdminArgs, runGrant, type CommandResult } from './admin-command';

/** npm run admin -- grant <email> */
async function main(argv: string[]): Promise<CommandResult> {
  const parsed = parseAdminArgs(argv);
  if ('exitCode' in parsed) return parsed;
  const config = loadConfig();
  // With the embedded database, opening refuses while the server holds the folder (one process at a time).
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, {});
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
    process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
