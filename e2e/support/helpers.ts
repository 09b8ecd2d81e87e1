import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './env';

/** Screenshots are taken only when SCREENSHOTS=1 (to be looked at, and committed under docs/screenshots). */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

/**
 * Saves docs/screenshots/<name>.png when SCREENSHOTS=1, once the page has settled: fonts loaded
 * and every finite animation or transition finished (and, with `withoutToasts`, the toasts
 * gone). Without SCREENSHOTS=1 it does nothing, so a plain test run takes none.
 */
export async function screenshot(page: Page, name: string, { withoutToasts = false }: { withoutToasts?: boolean } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  if (withoutToasts) await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
}

/** Waits until the app has taken over the page the server built (its controls answer from then on). */
export async function appTookOver(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Opens /play once the app has taken the page over and the occasion band (if an occasion is near)
 * is in place above the categories: a tap then lands on what it was aimed at.
 */
export async function openPlay(page: Page): Promise<void> {
  await page.goto('/play');
  await appTookOver(page);
  await page.getByTestId('group-grid').first().waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Sets the interface language before the first page load (as the language switch would). */
export async function useLanguage(page: Page, language: 'en' | 'ar'): Promise<void> {
  await page.addInitScript((lng) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('language', lng);
      localStorage.setItem('direction', lng === 'ar' ? 'rtl' : 'ltr');
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}

export const uniqueEmail = (prefix = 'player') => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/**
 * A random client address. The server trusts X-Forwarded-For from loopback, so each test can act
 * as its own client and the per-address abuse limits (signup 5 per hour) do not add up across tests.
 */
export const randomIp = () => `10.${[...randomBytes(3)].map((b) => (b % 250) + 1).join('.')}`;

/** Signs up over HTTP (not through the form) and leaves the page's browser context signed in. */
export async function signUpViaApi(
  page: Page,
  overrides: Partial<{ email: string; firstName: string; lastName: string; password: string; language: 'en' | 'ar' }> = {},
) {
  const body = {
    firstName: 'Fatima',
    lastName: 'Hasan',
    email: uniqueEmail(),
    password: 'secret-pass-1',
    confirmPassword: overrides.password ?? 'secret-pass-1',
    country: 'KW',
    phone: '55512345',
    ...overrides,
  };
  const response = await page.request.post('/api/auth/signup', { data: body, headers: { 'x-forwarded-for': randomIp() } });
  if (response.status() !== 201) throw new Error(`signup failed ${response.status()} ${await response.text()}`);
  return { ...body, user: (await response.json()).user as { id: number; points: number } };
}

/** The address the test server makes an operator (ADMIN_EMAILS in playwright.config.ts). */
const OPERATOR = { email: 'admin@e2e.example.com', password: 'operator-pass-1' };

/**
 * Signs the operator in, signing up the first time the suite needs it (both languages run at
 * once: whichever signs up second logs in).
 */
export async function signInOperator(page: Page) {
  const login = () => page.request.post('/api/auth/login', { data: OPERATOR, headers: { 'x-forwarded-for': randomIp() } });
  let answer = await login();
  if (answer.status() !== 200) {
    const signup = await page.request.post('/api/auth/signup', {
      data: { ...OPERATOR, confirmPassword: OPERATOR.password, firstName: 'Huda', lastName: 'Operator', country: 'KW', phone: '55512345' },
      headers: { 'x-forwarded-for': randomIp() },
    });
    answer = signup.status() === 201 ? signup : await login();
  }
  // ADMIN_EMAILS gives the role once the owner, after confirming the address, sets the password
  // through the mailed link; the other language's test may be doing it at the same moment.
  for (let i = 0; i < 40 && (await answer.json()).user?.role !== 'admin'; i++) {
    const token = await mailedToken(OPERATOR.email, 'confirm-email').catch(() => null);
    if (token) await page.request.post('/api/auth/confirm-email', { data: { token } });
    const operatorToken = await mailedToken(OPERATOR.email, 'operator-password', 4).catch(() => null);
    if (operatorToken) {
      await page.request.post('/api/auth/operator-password', { data: { token: operatorToken, newPassword: OPERATOR.password, confirmPassword: OPERATOR.password } });
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await login();
  }
  expect((await answer.json()).user?.role).toBe('admin');
}

/**
 * The token of the newest link to `page` mailed to an address. The test server has no SMTP_URL,
 * so its mails are files in DATA_DIR/outbox (quoted-printable text).
 */
export async function mailedToken(email: string, page: 'confirm-email' | 'operator-password', attempts = 40): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const link = new RegExp(`/${page}\\?token=([\\w-]+)`);
  // Mails are written just after the answer: wait for the file a little.
  for (let attempt = 0; attempt < attempts; attempt++) {
    const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(`-${email}.eml`)).sort() : [];
    for (const name of files.reverse()) {
      const text = readFileSync(path.join(dir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = link.exec(text)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${page} mail for ${email}`);
}

/** The token of the newest confirmation link mailed to an address. */
export const confirmationToken = (email: string) => mailedToken(email, 'confirm-email');

/** Creates a game through the API with the first categories of /play; returns its id. */
export async function createGameViaApi(
  page: Page,
  {
    name = 'Family night',
    categoryCount = 6,
    teams = ['Lions', 'Falcons'],
    gameType = 'standard',
  }: { name?: string; categoryCount?: number; teams?: [string, string]; gameType?: 'standard' | 'gulf' } = {},
): Promise<number> {
  const categories = (await (await page.request.get('/api/categories')).json()) as { groups: { categories: { id: number }[] }[] };
  const categoryIds = categories.groups.flatMap((group) => group.categories.map((category) => category.id)).slice(0, categoryCount);
  const response = await page.request.post('/api/games', { data: { name, categoryIds, teamNames: teams, gameType } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { game: { id: number } }).game.id;
}

/** A real PNG of one colour (the logo must decode, or the page falls back to the bundled one). */
export function solidPng([r, g, b]: [number, number, number], size = 16): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}
