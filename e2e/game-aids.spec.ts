import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { screenshotPointerAway as screenshot } from './support/contexts';
import { openPlay, signUpViaApi, useLanguage } from './support/helpers';

const sizes = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 844, height: 390 },
];

async function expectScores(page: Page, [first, second]: [number, number]) {
  await expect(page.getByTestId('score-1')).toHaveAttribute('data-score', String(first));
  await expect(page.getByTestId('score-2')).toHaveAttribute('data-score', String(second));
}

async function expectAid(page: Page, testId: string, status: 'unused' | 'armed' | 'used', enabled: boolean) {
  const button = page.getByTestId(testId);
  await expect(button).toHaveAttribute('data-status', status);
  if (enabled) await expect(button).toBeEnabled();
  else await expect(button).toBeDisabled();
}

/** Nothing to scroll, and the listed controls inside the window. */
async function expectFits(page: Page, testIds: string[]) {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { x: root.scrollWidth - window.innerWidth, y: root.scrollHeight - window.innerHeight };
  });
  expect(overflow).toEqual({ x: 0, y: 0 });
  const viewport = page.viewportSize()!;
  for (const testId of testIds) {
    const box = (await page.getByTestId(testId).boundingBox())!;
    expect(box.x, `${testId} left`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${testId} right`).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height, `${testId} bottom`).toBeLessThanOrEqual(viewport.height);
  }
}

const aidButtons = ['aid-pit-1', 'aid-answerTwice-1', 'aid-rest-1', 'aid-pit-2', 'aid-answerTwice-2', 'aid-rest-2'];

for (const language of ['en', 'ar'] as const) {
  test(`a Gulf game: each aid once, then disabled; judge, undo, score and tile back (${language})`, async ({ page }) => {
    test.setTimeout(480_000);
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1280, height: 720 });
    await signUpViaApi(page);

    await openPlay(page);
    const categoryButtons = page.locator('[data-testid^="category-"] button[aria-pressed]');
    await categoryButtons.nth(0).click();
    await categoryButtons.nth(1).click();
    await page.locator('#game-name').fill('Gulf night');
    await page.locator('#team-1').fill('Lions');
    await page.locator('#team-2').fill('Falcons');
    await expect(page.getByTestId('game-type-standard').locator('input')).toBeChecked();
    await page.getByTestId('game-type-gulf').click();
    await expect(page.getByTestId('game-type-gulf').locator('input')).toBeChecked();
    await screenshot(page, `aids-play-type-${language}`);
    await page.getByTestId('create-game').click();
    // The first board of a fresh server reads the question bank: allow a busy machine its time.
    await expect(page.getByTestId('board')).toBeVisible({ timeout: 30_000 });

    // The explanation of the aids on the board.
    await page.getByTestId('aids-help-open').click();
    await expect(page.getByTestId('aids-help')).toContainText(language === 'ar' ? 'الحفرة' : 'The Pit');
    await expect(page.getByTestId('aids-help')).toContainText(language === 'ar' ? 'جاوب جوابين' : 'Answer Twice');
    await expect(page.getByTestId('aids-help')).toContainText(language === 'ar' ? 'استريح' : 'Rest');
    await screenshot(page, `aids-help-${language}`);
    await page.keyboard.press('Escape');

    for (const testId of aidButtons) await expect(page.getByTestId(testId)).toHaveAttribute('data-status', 'unused');
    await expect(page.getByTestId('undo-open')).toBeDisabled();
    // The Pit belongs to the team whose turn it is (team 1 starts).
    await expectAid(page, 'aid-pit-2', 'unused', false);

    await page.getByTestId('plus-2').click();
    await page.getByTestId('plus-2').click();
    await expectScores(page, [0, 400]);

    await page.getByTestId('aid-pit-1').click();
    await expectAid(page, 'aid-pit-1', 'armed', false);
    const tile = page.locator('button[data-testid^="tile-"][data-points="200"]').first();
    const tileId = (await tile.getAttribute('data-testid'))!;
    await tile.click();
    await expect(page.getByTestId('question-screen')).toBeVisible();
    await expect(page.getByTestId('armed-pit-1')).toContainText(language === 'ar' ? 'الحفرة' : 'The Pit');

    await page.getByTestId('aid-answerTwice-2').click();
    await page.getByTestId('aid-rest-1').click();
    await expect(page.getByTestId('armed-answerTwice-2')).toBeVisible();
    await expect(page.getByTestId('armed-rest-1')).toBeVisible();
    await expectAid(page, 'aid-rest-1', 'armed', false);
    await screenshot(page, `aids-question-${language}`);

    await page.getByTestId('show-answer').click();
    await expect(page.getByTestId('answer-screen')).toBeVisible();
    await page.getByTestId('who-answered').click();
    await expect(page.getByTestId('who-answered-screen')).toBeVisible();
    await page.getByTestId('answer-team1').click();
    await expect(page.getByTestId('board')).toBeVisible();

    // Lions answered with The Pit: +200 for them, -200 for the Falcons; each aid used is now off.
    await expectScores(page, [200, 200]);
    await expect(page.locator(`button[data-testid="${tileId}"]`)).toHaveCount(0);
    await expectAid(page, 'aid-pit-1', 'used', false);
    await expectAid(page, 'aid-rest-1', 'used', false);
    await expectAid(page, 'aid-answerTwice-2', 'used', false);
    await expectAid(page, 'aid-answerTwice-1', 'unused', true);
    await expect(page.getByTestId('turn-toggle')).toHaveAttribute('data-team', '2');
    await screenshot(page, `aids-board-after-${language}`);

    // Undo, confirmed: score, tile, turn and the aids come back.
    await page.getByTestId('undo-open').click();
    await expect(page.getByTestId('undo-summary')).toContainText('Lions');
    await expect(page.getByTestId('undo-summary')).toContainText('200');
    await screenshot(page, `aids-undo-confirm-${language}`);
    await page.getByTestId('undo-confirm').click();
    await expect(page.getByTestId('undo-dialog')).toHaveCount(0);
    await expectScores(page, [0, 400]);
    await expect(page.locator(`button[data-testid="${tileId}"]`)).toBeEnabled();
    await expect(page.getByTestId('turn-toggle')).toHaveAttribute('data-team', '1');
    await expectAid(page, 'aid-pit-1', 'armed', false);
    await expectAid(page, 'aid-rest-1', 'armed', false);
    await expectAid(page, 'aid-answerTwice-2', 'armed', false);
    await expect(page.getByTestId('undo-open')).toBeDisabled();

    // The board with the aids on every screen size; a phone in landscape still has nothing to scroll.
    for (const size of sizes) {
      await page.setViewportSize(size);
      await expect(page.getByTestId('board')).toBeVisible();
      await expectFits(page, [...aidButtons, 'undo-open', 'aids-help-open', 'turn-toggle', 'minus-1', 'plus-1', 'score-1', 'minus-2', 'plus-2', 'score-2', 'double-1', 'double-2']);
      await screenshot(page, `aids-board-${size.width}-${language}`);
    }
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.locator(`button[data-testid="${tileId}"]`).click();
      await expect(page.getByTestId('question-screen')).toBeVisible();
      await expectFits(page, ['show-answer', 'phone-1', 'phone-2', 'aid-rest-2', 'aid-answerTwice-1']);
      await screenshot(page, `aids-question-${size.width}-${language}`);
      await page.getByTestId('exit-to-board').click();
      await expect(page.getByTestId('board')).toBeVisible();
    }
  });
}
