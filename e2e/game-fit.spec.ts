import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createGameViaApi, openPlay, screenshot, signUpViaApi, useLanguage } from './support/helpers';

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

      // An armed 2X shows on the panel and above the question: the screens still fit.
      await page.getByTestId('double-2').click();
      await expect(page.getByTestId('double-armed-2')).toBeVisible();
      await expectFits(page, ['plus-2', 'double-2', 'score-2']);
      await page.locator('button[data-testid^="tile-"]').last().click();
      await expect(page.getByTestId('question-text')).toBeVisible();
      await expect(page.getByTestId('armed-double-2')).toBeVisible();
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
    await openPlay(page);
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

/** True when two boxes share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const toastCases = [
  { width: 1920, height: 1080, language: 'en', tooMany: 'You cannot select more than 6 categories', created: 'Game created successfully' },
  { width: 1280, height: 720, language: 'en', tooMany: 'You cannot select more than 6 categories', created: 'Game created successfully' },
  { width: 844, height: 390, language: 'ar', tooMany: 'لا يمكنك اختيار أكثر من 6 فئات', created: 'تم إنشاء اللعبة بنجاح' },
] as const;

for (const { width, height, language, tooMany, created } of toastCases) {
  test(`a toast on the board covers no control, the game code included, and a refusal on /play is said in its Create bar (${language}, ${width}x${height})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await useLanguage(page, language);
    await signUpViaApi(page);
    await openPlay(page);
    const slugs = ['prophet-muhammad', 'imam-ali', 'fatima-zahra', 'imam-hasan', 'imam-husayn', 'lady-zaynab', 'twelve-imams'];
    for (const slug of slugs) await page.getByTestId(`category-${slug}`).locator('button[aria-pressed]').click();
    // The refusal is said in the Create bar, clear of Create and of the counter.
    const refused = page.getByTestId('selection-refused');
    await expect(refused).toHaveText(tooMany);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    for (const control of [page.getByTestId('create-game'), page.getByTestId('create-bar').getByTestId('selection-counter')]) {
      expect(overlaps((await refused.boundingBox())!, (await control.boundingBox())!), 'refusal over a control of the Create bar').toBe(false);
    }
    await screenshot(page, `play-refused-${language}-${width}`);
    await page.locator('#game-name').fill('Toast night');
    await page.locator('#team-1').fill('Lions');
    await page.locator('#team-2').fill('Falcons');
    await page.getByTestId('create-game').click();
    await expect(page).toHaveURL(/\/jeopardy\/\d+$/);
    // On the board the news is a notice in the screen's flow, not a floating toast.
    const notice = page.getByTestId('notice-banner');
    await expect(notice.getByTestId('notice')).toHaveText(created);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(page.getByTestId('board-game-code')).toBeVisible();
    await screenshot(page, `toast-on-board-${language}-${width}`);
    const noticeBox = (await notice.boundingBox())!;
    const controls = page.locator('[data-testid="board"] :is(button, a, [data-testid="board-game-code"])');
    expect(await controls.count()).toBeGreaterThan(10);
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      if (box) expect(overlaps(noticeBox, box), `notice over ${await control.getAttribute('data-testid')}`).toBe(false);
    }
    // It goes by itself; the screen takes its room back.
    await expect(notice).toHaveCount(0, { timeout: 8000 });
  });
}

test('with two categories the board shows each category picture whole, neither stretched nor cropped', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signUpViaApi(page);
  const gameId = await createGameViaApi(page, { categoryCount: 2 });
  await page.goto(`/jeopardy/${gameId}`);
  const pictures = page.locator('[data-testid="board"] main img');
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image) => getComputedStyle(image).objectFit)).toBe('contain');
  }
  await screenshot(page, 'fit-board-two-categories');
});

const reportCases = [
  { width: 1280, height: 720, language: 'en', sent: 'Thank you: the report reached the team.' },
  { width: 844, height: 390, language: 'ar', sent: 'شكرًا لك: وصل البلاغ إلى الفريق.' },
] as const;

for (const { width, height, language, sent } of reportCases) {
  test(`the thank-you for a report leaves the category and every control of the answer screen in view (${language}, ${width}x${height})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await useLanguage(page, language);
    await signUpViaApi(page);
    const gameId = await createGameViaApi(page);
    await page.goto(`/jeopardy/${gameId}`);
    await page.locator('button[data-testid^="tile-"]').first().click();
    await page.getByTestId('show-answer').click();
    await page.getByTestId('report-question').click();
    await page.locator('#report-note').fill('The date is different in my book.');
    await page.getByTestId('report-send').click();
    const notice = page.getByTestId('notice-banner');
    await expect(notice.getByTestId('notice')).toHaveText(sent);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await screenshot(page, `toast-on-answer-${language}-${width}`);
    const noticeBox = (await notice.boundingBox())!;
    const covered = page.locator('main ~ *, header').locator(':is(button, a, [data-testid="category-label"])');
    const all = [page.getByTestId('category-label'), ...(await page.locator('header :is(button, a)').all()), ...(await page.locator('footer :is(button, a)').all())];
    expect(all.length).toBeGreaterThan(4);
    expect(await covered.count()).toBeGreaterThan(0);
    for (const control of all) {
      const box = await control.boundingBox();
      if (box) expect(overlaps(noticeBox, box), `notice over ${await control.getAttribute('data-testid')}`).toBe(false);
    }
  });
}
