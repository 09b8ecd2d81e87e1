import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Server tests that kill or restart real server processes, or run long randomized sequences:
 * the project `server-slow`, run by `npm run test:slow` (and `.ci/run`), not by `npm test`.
 */
const SLOW_SERVER_TESTS = ['test/ledger-random.test.ts', 'test/payments-restart.test.ts', 'test/production/kill-nine.test.ts'];

const serverTests = {
  root: './apps/server',
  environment: 'node',
  globalSetup: ['./test/global-setup.ts'],
  setupFiles: ['./test/fail-on-console.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default leaves one core free: on two cores, one test file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: { ...serverTests, name: 'server', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: SLOW_SERVER_TESTS },
      },
      {
        test: { ...serverTests, name: 'server-slow', include: SLOW_SERVER_TESTS },
      },
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
