/**
 * Operators' content command: npm run content -- import <file> | export [...] | check [file].
 * Opens the same database as the server (config.ts: DATABASE_URL, else PGlite in DATA_DIR).
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { runContentCli } from '../modules/content/files/cli-commands';
import { checkShippedOccasions } from '../modules/occasions/index';

async function main(): Promise<number> {
  return runContentCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    checkShippedOccasions,
    async openDatabase() {
      const config = loadConfig();
      const database = await openDatabase(config);
      await prepareDatabase(database, {});
      return database;
    },
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? '' : 'content: '}${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
