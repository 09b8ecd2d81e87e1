import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/** The landing page's first-load JavaScript budget, gzipped, in KB: the end-to-end test fails above it. */
export const LANDING_BUDGET_KB = 100;

export type ScriptWeight = { url: string; gzip: number };
export type LandingWeight = { language: 'en' | 'ar'; scripts: ScriptWeight[]; totalKb: number };

/**
 * Opens the landing page in a fresh context (stored language set first) and sums the JavaScript it
 * downloads until the network is idle, each file gzipped at level 9 as the server pre-compresses it.
 */
export async function measureLanding(browser: Browser, baseUrl: string, language: 'en' | 'ar'): Promise<LandingWeight> {
  const context = await browser.newContext();
  try {
    await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
    const page = await context.newPage();
    const pending: Promise<ScriptWeight | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length }),
          () => null,
        ),
      );
    });
    await page.goto(language === 'ar' ? `${baseUrl}/?lang=ar` : `${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const scripts = (await Promise.all(pending)).filter((s): s is ScriptWeight => s !== null).sort((a, b) => b.gzip - a.gzip);
    const totalKb = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    return { language, scripts, totalKb };
  } finally {
    await context.close();
  }
}

export function formatLandingWeight(weight: LandingWeight): string {
  const lines = [`Landing (${weight.language}): ${weight.scripts.length} scripts, ${weight.totalKb.toFixed(1)} KB gzipped (budget ${LANDING_BUDGET_KB} KB)`];
  for (const s of weight.scripts) lines.push(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
  return lines.join('\n');
}
