import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { AppContext } from '../src/context';
import { createTestDatabase, truncateAll, type TestDatabase } from './database';

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
  options: { config?: Record<string, string>; logger?: BuildAppOptions['logger'] } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  const ctx: AppContext = { config, database, db: database.db };
  const app = await buildApp(ctx, { logger: options.logger });
  await app.ready();
  return {
    app,
    ctx,
    database,
    reset: () => truncateAll(database),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
