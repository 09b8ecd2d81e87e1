/**
 * Prints the JavaScript the landing page downloads on first load (gzipped, as served), by
 * loading it in Chromium against the built app. Usage: npm run build && node --import tsx scripts/landing-weight.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const PORT = 3170;
const BASE = `http://localhost:${PORT}`;
const BUDGET_KB = 110;

const dataDir = mkdtempSync(path.join(tmpdir(), 'weight-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
try {
  for (let i = 0; i < 150; i++) {
    const ok = await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  for (const language of ['en', 'ar'] as const) {
    const context = await browser.newContext();
    await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
    const page = await context.newPage();
    const scripts: { url: string; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(BASE, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    console.log(`\nLanding (${language}): ${scripts.length} scripts, ${total.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
