import { loadConfig, ConfigError, type Config } from './config';
import { buildApp } from './app';
import { DataDirInUseError } from './db/client';
import { DatabaseUnavailableError, openConfiguredDatabase } from './db/open';
import { prepareDatabase } from './db/prepare';
import { seed } from './seed';
import { loggerOptions } from './logger';
import { offerOperatorPassword } from './modules/auth/index';
import { createProviderClient } from './modules/payments/payments-deps';
import { startReconciliation, type Reconciliation } from './modules/payments/reconciliation';

async function start(config: Config): Promise<void> {
  const database = await openConfiguredDatabase(config, (message) => process.stdout.write(`${message}\n`));
  await prepareDatabase(database, { seed });
  const app = await buildApp({ config, database, db: database.db }, { serveWeb: true, logger: loggerOptions(config) });
  const mailed = await offerOperatorPassword({ db: database.db, config, mailer: app.mailer });
  if (mailed > 0) app.log.info({ count: mailed }, 'ADMIN_EMAILS: existing users mailed the link to set their operator password');
  if (config.payments.sandboxInProduction) {
    app.log.warn(
      `SANDBOX_IN_PRODUCTION=true: ${config.appUrl} takes test payments from the built-in sandbox; no money moves and points are given for test cards. The store shows a "test payments" ribbon.`,
    );
  }
  if (config.mailOutboxInProduction) {
    app.log.warn(
      `MAIL_OUTBOX_IN_PRODUCTION=true: ${config.appUrl} sends no mail; every mail, with its password reset or confirmation link, is written to ${config.dataDir}/outbox and its link to the log.`,
    );
  } else if (!config.smtpUrl) app.log.info(`No SMTP_URL: mails are written to ${config.dataDir}/outbox`);

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
  jobs.reconciliation = startReconciliation({
    db: database.db,
    client: createProviderClient(config),
    config,
    log: app.log,
    mailer: app.mailer,
  });
  app.log.info(`Serving ${config.appUrl} (database: ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'})`);
}

/** A start-up failure is one line on stderr (what is wrong and what to do) and exit code 1. */
function fail(error: unknown): never {
  const known = error instanceof ConfigError || error instanceof DatabaseUnavailableError || error instanceof DataDirInUseError;
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${known ? '' : 'Failed to start: '}${message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  fail(error);
}
start(config).catch(fail);
