import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { AppContext } from '../src/context';
import type { FetchLike } from '../src/modules/payments/provider/myfatoorah-client';
import { createTestDatabase, truncateAll, type TestDatabase } from './database';
import { injectFetch } from './inject-fetch';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  database: TestDatabase;
  /** Empties every table; call in beforeEach for isolation. */
  reset(): Promise<void>;
  close(): Promise<void>;
};

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: '.tmp/test-data',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    ...overrides,
  });
}

/** One database and one app per test file (see ARCHITECTURE.md: tests). */
export async function createTestApp(
  options: {
    config?: Record<string, string>;
    logger?: BuildAppOptions['logger'];
    fetch?: (selfFetch: FetchLike) => FetchLike;
    /** A built web app's folder: the app serves its pages too. */
    webDist?: string;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // The sandbox's own webhooks are off unless a test file asks for them (SANDBOX_WEBHOOK_DELAY_MS).
  const config = testConfig({ SANDBOX_WEBHOOK_DELAY_MS: '600000', ...options.config, ...(options.webDist ? { WEB_DIST: options.webDist } : {}) });
  const ctx: AppContext = { config, database, db: database.db };
  // Requests to the app's own origin (the payment sandbox, its webhooks) run in-process.
  const selfFetch = injectFetch(() => app, config.appUrl);
  const app: FastifyInstance = await buildApp(ctx, {
    logger: options.logger,
    fetch: options.fetch ? options.fetch(selfFetch) : selfFetch,
    serveWeb: Boolean(options.webDist),
  });
  await app.ready();
  return {
    app,
    ctx,
    database,
    async reset() {
      await truncateAll(database);
      app.forgetCachedRows();
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
