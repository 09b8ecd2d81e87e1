import type { Page } from '@playwright/test';
import { signInOperator, signUpViaApi } from './support/helpers';
import { expect, test } from './support/test';

/**
 * Script payloads saved through every field that is stored and shown (game and team names, a
 * report, a notification, a package badge) and rendered where they are shown, the operator console
 * included: they appear as text, nothing runs, and (by the suite's fixture) no CSP violation.
 */
const SHORT = '<img src=x onerror=__xss=1>';
const LONG = `${SHORT}<script>__xss=1</script>"><svg/onload=__xss=1>`;

async function expectNothingRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('main img[src="x"], main svg[onload]').count()).toBe(0);
}

test('stored script payloads render as text on every page that shows them', async ({ page, browser }) => {
  const player = await browser.newContext();
  const playerPage = await player.newPage();
  await signUpViaApi(playerPage);

  // Game and team names: the games list and the board.
  const categories = (await (await playerPage.request.get('/api/categories')).json()) as { groups: { categories: { id: number }[] }[] };
  const categoryId = categories.groups[0]!.categories[0]!.id;
  const created = await playerPage.request.post('/api/games', { data: { name: SHORT, categoryIds: [categoryId], teamNames: [SHORT, 'B'] } });
  expect(created.status()).toBe(201);
  const gameId = ((await created.json()) as { game: { id: number } }).game.id;
  await playerPage.goto('/games');
  await expect(playerPage.getByText(SHORT).first()).toBeVisible();
  await expectNothingRan(playerPage);
  await playerPage.goto(`/jeopardy/${gameId}`);
  await expect(playerPage.getByText(SHORT).first()).toBeVisible();
  await expectNothingRan(playerPage);

  // A report: the operator's inbox.
  expect((await playerPage.request.post('/api/feedback', { data: { title: SHORT, content: LONG } })).status()).toBe(201);
  await signInOperator(page);
  await page.goto('/admin/reports');
  await expect(page.getByTestId('feedback-inbox').getByText(SHORT).first()).toBeVisible();
  await expectNothingRan(page);

  // A notification (shown to players) and a package badge (the store).
  expect((await page.request.post('/api/admin/notifications', { data: { title: SHORT, body: LONG, titleAr: SHORT, bodyAr: LONG } })).status()).toBe(201);
  expect((await page.request.post('/api/admin/packages', { data: { points: 7, price: '6.500', badgeEn: SHORT, badgeAr: SHORT, sortOrder: 99 } })).status()).toBe(201);
  await page.goto('/admin/notifications');
  await expect(page.getByText(LONG).first()).toBeVisible();
  await expectNothingRan(page);
  await playerPage.goto('/store');
  await expect(playerPage.getByText(SHORT).first()).toBeVisible();
  await expectNothingRan(playerPage);
  await player.close();
});
