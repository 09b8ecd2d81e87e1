/**
 * Lighthouse (mobile settings, the default) on the entry pages of the built app, median of three
 * runs per page, printed as a table. Signed-in pages use a fresh account's session cookie; the game
 * board is a game that account created. Runs Debian's Chromium headless.
 * Usage: npm run build && npm run lighthouse [-- --runs=3] [--only=/login] [--save=dir] [--landscape]
 * --only measures the pages whose path starts with the value; --save writes each run's report
 * (JSON) to the folder, to see which requests and tasks a score waits on; --landscape emulates the
 * phone turned sideways (844 x 390), as the signed-in pages and the game are used, instead of
 * Lighthouse's upright phone (which those pages ask to turn).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { CategoriesResponse } from '@app/shared/contracts/content';
import type { CreateGameResponse } from '@app/shared/contracts/games';
import { signUp } from './support/api';
import { startServerProcess } from './support/server-process';

const flag = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(flag('runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of at least 1');
  process.exit(1);
}
const only = flag('only');
const saveDir = flag('save');
const landscape = process.argv.includes('--landscape');
const LANDSCAPE_PHONE = { mobile: true, width: 844, height: 390, deviceScaleFactor: 3, disabled: false };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Scores = Record<(typeof CATEGORIES)[number], number> & { lcpMs: number; fcpMs: number; cls: number; tbtMs: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startServerProcess({ env: { DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'lighthouse-')), 'data') } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
// Each run starts as a first visit (Lighthouse keeps cookies and local storage between runs, so a
// page measured after an Arabic one would open in Arabic); a signed-in page gets the session cookie
// in the browser's own jar, as a player's browser has it, so the page's preloads carry it too.
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const cdp = await (await browser.newPage()).createCDPSession();
async function firstVisit(cookie: string | null) {
  await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'local_storage,session_storage,indexeddb,cache_storage,service_workers' });
  await cdp.send('Network.clearBrowserCookies');
  const cookies = (cookie ?? '').split('; ').filter(Boolean).map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
  });
  if (cookies.length > 0) await cdp.send('Network.setCookies', { cookies });
}
try {
  const player = await signUp(server.url);
  const { groups } = await player.expect<CategoriesResponse>(200, 'GET', '/api/categories');
  const categoryIds = groups.flatMap((group) => group.categories.map((category) => category.id)).slice(0, 6);
  const { game } = await player.expect<CreateGameResponse>(201, 'POST', '/api/games', { name: 'Lighthouse', categoryIds, teamNames: ['Lions', 'Eagles'] });
  const pages: { path: string; signedIn: boolean }[] = [
    { path: '/', signedIn: false },
    { path: '/?lang=ar', signedIn: false },
    { path: '/about', signedIn: false },
    { path: '/login', signedIn: false },
    { path: '/signup', signedIn: false },
    { path: '/play', signedIn: true },
    { path: '/store', signedIn: true },
    { path: '/games', signedIn: true },
    { path: `/jeopardy/${game.id}`, signedIn: true },
  ];
  const rows: (Scores & { path: string })[] = [];
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  for (const page of pages.filter((candidate) => !only || candidate.path.startsWith(only))) {
    const results: Scores[] = [];
    for (let run = 0, failures = 0; run < runs; run++) {
      await firstVisit(page.signedIn ? player.cookie : null);
      const result = await lighthouse(
        `${server.url}${page.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          ...(landscape ? { screenEmulation: LANDSCAPE_PHONE } : {}),
        },
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
      // Lighthouse sometimes loses its own trace (NO_NAVSTART): that run says nothing about the page.
      if (result.lhr.runtimeError) {
        console.error(`${page.path}: Lighthouse failed (${result.lhr.runtimeError.code}), running it again`);
        if (++failures > 2) throw new Error(`Lighthouse failed 3 times on ${page.path}`);
        run--;
        continue;
      }
      const { categories, audits } = result.lhr;
      if (saveDir) writeFileSync(path.join(saveDir, `${page.path.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`), JSON.stringify(result.lhr));
      results.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        'best-practices': Math.round((categories['best-practices']?.score ?? 0) * 100),
        seo: Math.round((categories.seo?.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
        fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
      });
    }
    const row = { path: page.path } as Scores & { path: string };
    for (const key of [...CATEGORIES, 'lcpMs', 'fcpMs', 'cls', 'tbtMs'] as const) row[key] = median(results.map((r) => r[key]));
    rows.push(row);
    console.error(`measured ${page.path}`);
  }
  console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile settings${landscape ? ', phone in landscape (844 x 390)' : ''}\n`);
  console.log('| Page | Performance | Accessibility | Best practices | SEO | LCP (s) | FCP (s) | CLS | TBT (ms) |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const page = r.path.startsWith('/jeopardy/') ? '/jeopardy/:gameId (board)' : r.path;
    console.log(`| ${page} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(1)} | ${(r.fcpMs / 1000).toFixed(1)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} |`);
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  await server.stop();
}
