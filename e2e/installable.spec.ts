import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Chromium's own installability check (the one Lighthouse's installable-manifest audit reported
 * before Lighthouse 12 dropped it), in a browser profile of its own: a test's usual context is
 * private, and a private window never offers to install.
 */
test('the app can be installed: Chromium finds no manifest or installability errors', async ({ baseURL }, testInfo) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'install-'));
  const context = await chromium.launchPersistentContext(profile, testInfo.project.use.launchOptions ?? {});
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/`);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as { start_url: string; display: string; icons: { sizes: string }[] };
    expect(parsed.start_url).toBe('/play');
    expect(parsed.display).toBe('fullscreen');
    expect(parsed.icons.map((icon) => icon.sizes)).toEqual(['any', '192x192', '512x512', '512x512']);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
