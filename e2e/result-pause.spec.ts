import { expect, test } from './support/test';
import { createGameViaApi, signUpViaApi } from './support/helpers';

// Every other test skips the pause (e2e/support/test.ts); this one plays a tile at its real length.
test.use({ resultPauseMs: null });

test('the recorded answer stays on screen for one second, then the board comes back by itself', async ({ page }) => {
  await signUpViaApi(page);
  const gameId = await createGameViaApi(page, { categoryCount: 1, teams: ['Lions', 'Falcons'] });
  await page.goto(`/jeopardy/${gameId}`);
  const tile = page.locator('button[data-testid^="tile-"]').first();
  const points = await tile.getAttribute('data-points');
  await tile.click();
  await page.getByTestId('show-answer').click();
  await page.getByTestId('who-answered').click();
  await expect(page.getByTestId('who-answered-screen')).toBeVisible();

  // Timed in the page, by an observer in place before the key is pressed: from the moment the
  // result appears to the moment the board replaces it.
  await page.evaluate(() => {
    const timed = new Promise<number>((resolve) => {
      let shownAt: number | undefined;
      const observer = new MutationObserver(() => {
        if (shownAt === undefined && document.querySelector('[data-testid="who-answered-recorded"]')) shownAt = performance.now();
        if (shownAt !== undefined && document.querySelector('[data-testid="board"]')) {
          observer.disconnect();
          resolve(performance.now() - shownAt);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    Object.assign(window, { resultOnScreenMs: timed });
  });
  await page.keyboard.press('1');
  await expect(page.getByTestId('who-answered-recorded')).toHaveText(`\u2066+${points}\u2069 for \u2068Lions\u2069`);
  await expect(page.getByTestId('board')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { resultOnScreenMs: Promise<number> }).resultOnScreenMs)).toBeGreaterThanOrEqual(1000);
  await expect(page.getByTestId('score-1')).toHaveAttribute('data-score', points!);
});
