import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createGameViaApi, screenshot, signInOperator, signUpViaApi, useLanguage } from './support/helpers';

type Board = { game: { state: { teams: { score: number }[]; categories: { questions: { questionId: number; answeredBy: string | null }[] }[] }; version: number } };

/** Plays the first open tile by keyboard: question, Enter, Enter, then team 1's key. Returns its value. */
async function answerFirstTile(page: Page): Promise<number> {
  const tile = page.locator('button[data-testid^="tile-"]').first();
  const points = Number(await tile.getAttribute('data-points'));
  await tile.click();
  await expect(page.getByTestId('question-text')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('answer-text')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('who-answered-screen')).toBeVisible();
  await page.keyboard.press('1');
  await expect(page).toHaveURL(/\/jeopardy\/\d+$/);
  return points;
}

for (const language of ['en', 'ar'] as const) {
  test(`an operator sees a player online, then offline once the page is closed (${language})`, async ({ browser }) => {
    const playerContext = await browser.newContext();
    const player = await playerContext.newPage();
    await useLanguage(player, language);
    const { user } = await signUpViaApi(player, { firstName: 'Maryam' });
    const heartbeat = player.waitForResponse((response) => response.url().endsWith('/api/presence') && response.status() === 204);
    await player.goto('/play');
    await heartbeat;
    await expect(player.getByTestId('connection-indicator')).not.toHaveAttribute('data-quality', 'unknown');

    const operatorContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    await useLanguage(operator, language);
    await signInOperator(operator);
    await operator.goto('/admin/players');
    const row = operator.getByTestId(`presence-${user.id}`);
    await expect(row).toHaveAttribute('data-state', 'online', { timeout: 30_000 });
    await expect(row.getByTestId('presence-state')).toHaveText(language === 'ar' ? 'متصل' : 'Online');
    await expect(operator.getByTestId('online-now')).not.toHaveText(language === 'ar' ? 'لا يوجد لاعب متصل الآن' : '0 players online now');
    await screenshot(operator, `admin-presence-${language}`);

    // Closing the page says offline at once (the heartbeat would otherwise stop within 90 s).
    await player.close();
    await playerContext.close();
    // The console reads presence again every 15 s by itself, without a reload.
    await expect(row).toHaveAttribute('data-state', 'offline', { timeout: 40_000 });
    await operatorContext.close();
  });
}

test('right after the operator reloads the players view, it shows them online, though the closing page said offline last', async ({ page, context }) => {
  // No heartbeat of the operator's own page reaches the server: only the console's read can say they are here.
  await context.route('**/api/presence', (route) => route.fulfill({ status: 204 }));
  await signInOperator(page);
  const { user } = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: number } };
  await page.goto('/admin/players');
  await expect(page.getByTestId('presence-list')).toBeVisible();
  // The closing page's 'offline', landing after the reloaded page's heartbeat.
  expect((await page.request.post('/api/presence', { data: { state: 'offline', quality: 'good' } })).status()).toBe(204);
  await page.reload();
  await expect(page.getByTestId(`presence-${user.id}`)).toHaveAttribute('data-state', 'online');
});

test('with the network cut the host sees the offline banner, and two answers made offline reach the server in order', async ({ page, context }) => {
  await signUpViaApi(page);
  const gameId = await createGameViaApi(page, { categoryCount: 2 });
  await page.goto(`/jeopardy/${gameId}`);
  // One tile online first: every game screen is loaded once, as a host's first question does.
  let total = await answerFirstTile(page);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toHaveText('You are offline. Your game is saved; actions will be sent when the connection returns.');
  await screenshot(page, 'offline-banner-board');
  total += await answerFirstTile(page);
  total += await answerFirstTile(page);
  // The board already shows both answers.
  await expect(page.getByTestId('score-1')).toHaveAttribute('data-score', String(total));

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => {
      const board = (await (await page.request.get(`/api/games/${gameId}`)).json()) as Board;
      return board.game.state.categories.flatMap((category) => category.questions).filter((question) => question.answeredBy === 'team1').length;
    }, { timeout: 20_000 })
    .toBe(3);
  const board = (await (await page.request.get(`/api/games/${gameId}`)).json()) as Board;
  expect(board.game.state.teams.map((team) => team.score)).toEqual([total, 0]);
});
