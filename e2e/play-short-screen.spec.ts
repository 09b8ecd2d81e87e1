import { expect, test } from './support/test';
import { openPlay, screenshot, signUpViaApi, useLanguage } from './support/helpers';

/**
 * /play on a phone held sideways (844x390): the occasion band, the headings and the Create bar
 * leave room for the first row of categories on the first screen, whole, in both languages.
 */
for (const language of ['en', 'ar'] as const) {
  test(`the first row of categories is on the first screen at 844x390 (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 844, height: 390 });
    await signUpViaApi(page);
    await openPlay(page);
    const grid = page.getByTestId('group-grid').first();
    await expect(grid).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);

    const bar = (await page.getByTestId('create-bar').boundingBox())!;
    const tiles = grid.locator(':scope > li');
    const first = (await tiles.first().boundingBox())!;
    const row: { x: number; y: number; width: number; height: number }[] = [];
    for (const tile of await tiles.all()) {
      const box = (await tile.boundingBox())!;
      if (Math.abs(box.y - first.y) < 1) row.push(box);
    }
    expect(row.length, 'tiles in the first row').toBeGreaterThanOrEqual(3);
    for (const box of row) {
      expect(box.y, 'tile below the top of the screen').toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, 'tile above the Create bar').toBeLessThanOrEqual(bar.y);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(844);
    }
    // Their names are readable there, and a tap on the first chooses it.
    await expect(grid.locator('button[aria-pressed]').first()).toBeInViewport({ ratio: 1 });
    await grid.locator('button[aria-pressed]').first().click();
    await expect(page.getByTestId('selection-counter').first()).toHaveText('1/6');
    // The hint to name the teams keeps the Create bar to one row: the first row stays clear of it.
    await expect(page.getByTestId('create-hint')).toBeVisible();
    const barAfter = (await page.getByTestId('create-bar').boundingBox())!;
    expect(barAfter.y).toBeGreaterThanOrEqual(Math.max(...row.map((box) => box.y + box.height)));
    await screenshot(page, `play-844x390-${language}`);
  });
}
