/**
 * Prints the JavaScript the landing page downloads on first load (gzipped, as served), by
 * loading it in Chromium against the built app. Usage: npm run build && npm run landing-weight
 * (e2e/landing-weight.spec.ts fails the suite when it crosses the budget).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { formatLandingWeight, measureLanding } from './support/landing-weight';

const PORT = 3170;
const BASE = `http://localhost:${PORT}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'weight-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
try {
  for (let i = 0; i < 900; i++) {
    const ok = await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  for (const language of ['en', 'ar'] as const) console.log(`\n${formatLandingWeight(await measureLanding(browser, BASE, language))}`);
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
