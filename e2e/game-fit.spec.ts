import { expect, test, type Page } from '@playwright/test';
import { createGameViaApi, screenshot, signUpViaApi, useLanguage } from './support/helpers';

/**
 * Every game screen fits a phone held in landscape and a 720p screen with nothing to scroll:
 * the host must reach Show Answer, the team panels and Exit without hunting for them.
 */
async function expectFits(page: Page, controls: string[]) {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { x: root.scrollWidth - window.innerWidth, y: root.scrollHeight - window.innerHeight };
  });
  expect(overflow).toEqual({ x: 0, y: 0 });
  const viewport = page.viewportSize()!;
  for (const testId of controls) {
    const box = await page.getByTestId(testId).boundingBox();
    expect(box, testId).not.toBeNull();
    expect(box!.y + box!.height, `${testId} bottom`).toBeLessThanOrEqual(viewport.height);
    expect(box!.x + box!.width, `${testId} right`).toBeLessThanOrEqual(viewport.width);
    expect(box!.x, `${testId} left`).toBeGreaterThanOrEqual(0);
  }
}

const sizes = [
  { width: 844, height: 390 },
  { width: 1280, height: 720 },
];

for (const language of ['en', 'ar'] as const) {
  for (const size of sizes) {
    test(`game screens fit ${size.width}x${size.height} without scrolling (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.setViewportSize(size);
      await signUpViaApi(page);
      const gameId = await createGameViaApi(page);
      const name = `${size.width}-${language}`;

      await page.goto(`/jeopardy/${gameId}`);
      await expect(page.getByTestId('board')).toBeVisible();
      await expectFits(page, ['board-exit', 'turn-toggle', 'plus-1', 'plus-2', 'double-2', 'score-2']);
      await screenshot(page, `fit-board-${name}`);

      await page.locator('button[data-testid^="tile-"]').last().click();
      await expect(page.getByTestId('question-text')).toBeVisible();
      await expectFits(page, ['exit-to-board', 'show-answer', 'phone-1', 'phone-2', 'timer-toggle']);
      await screenshot(page, `fit-question-${name}`);

      await page.getByTestId('show-answer').click();
      await expect(page.getByTestId('answer-text')).toBeVisible();
      await expectFits(page, ['exit-to-board', 'back-to-question', 'who-answered', 'team-score-2']);
      await screenshot(page, `fit-answer-${name}`);

      await page.getByTestId('who-answered').click();
      await expect(page.getByTestId('who-answered-screen')).toBeVisible();
      await expectFits(page, ['exit-to-board', 'answer-team1', 'answer-none', 'answer-team2']);
      await screenshot(page, `fit-who-answered-${name}`);
    });
  }

  test(`/play on a phone in landscape gives the page the whole width (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 844, height: 390 });
    await signUpViaApi(page);
    await page.goto('/play');
    await expect(page.getByTestId('create-game')).toBeVisible();
    // The sidebar is a sheet behind the menu button here, not a column beside the page.
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    const main = await page.locator('main').boundingBox();
    expect(main!.width).toBeGreaterThanOrEqual(800);
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByRole('navigation').getByRole('link', { name: language === 'ar' ? 'متجر النقاط' : 'Points Store' })).toBeVisible();
    await screenshot(page, `fit-play-menu-${language}`);
  });
}
