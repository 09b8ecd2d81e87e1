import { loadConfig, ConfigError, type Config } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { loggerOptions } from './logger';
import { promoteListedAdmins } from './modules/users/admin-role';
import { createProviderClient } from './modules/payments/provider';
import { startReconciliation, type Reconciliation } from './payments/reconciliation';

async function start(config: Config): Promise<void> {
  const database = await openDatabase(config);
  await migrate(database);
  await seed(database.db);
  const app = await buildApp({ config, database, db: database.db }, { serveWeb: true, logger: loggerOptions(config) });
  const promoted = await promoteListedAdmins(database.db, config.adminEmails);
  if (promoted.length > 0) app.log.info({ count: promoted.length }, 'ADMIN_EMAILS: existing users given the admin role');
  if (config.payments.sandboxInProduction) {
    app.log.warn(
      `SANDBOX_IN_PRODUCTION=true: ${config.appUrl} takes test payments from the built-in sandbox; no money moves and points are given for test cards. The store shows a "test payments" ribbon.`,
    );
  }
  if (!config.smtpUrl) app.log.info(`No SMTP_URL: mails are written to ${config.dataDir}/outbox`);

  const jobs: { reconciliation?: Reconciliation } = {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await jobs.reconciliation?.stop();
    await app.close(); // waits for in-flight requests
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Started once the server listens: with the sandbox, the provider is this very server.
  jobs.reconciliation = startReconciliation({ db: database.db, client: createProviderClient(config), config, log: app.log });
  app.log.info(`Serving ${config.appUrl} (database: ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'})`);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
start(config).catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
