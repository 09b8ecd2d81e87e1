import { expect, test } from './support/test';
import { screenshot, useLanguage } from './support/helpers';

/**
 * The landing's hero on a laptop and a large screen: the words on one half, the board they describe
 * on the other (no empty half), and "Ahl al-Bayt" / «أهل البيت» never broken across two lines.
 * Both come with the prerendered page (no script needed to see them).
 */
for (const language of ['en', 'ar'] as const) {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ]) {
    test(`the hero fills both halves and keeps the name whole at ${viewport.width}x${viewport.height} (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.setViewportSize(viewport);
      const html = await (await page.request.get('/')).text();
      expect(html).toContain('data-testid="board-preview"');
      expect(html).toContain('data-testid="unbroken-name"');

      await page.goto('/');
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      await page.evaluate(() => document.fonts.ready);
      const name = page.getByTestId('unbroken-name');
      await expect(name).toHaveText(language === 'en' ? 'Ahl al-Bayt' : 'أهل البيت');
      // An inline box broken over two lines has two rectangles.
      expect(await name.evaluate((element) => element.getClientRects().length)).toBe(1);

      const hero = (await page.getByTestId('hero').boundingBox())!;
      const title = (await page.getByTestId('hero-title').boundingBox())!;
      const board = (await page.getByTestId('board-preview').boundingBox())!;
      const middle = hero.x + hero.width / 2;
      // The words start on the reading side, the board takes the other half.
      if (language === 'en') {
        expect(title.x + title.width).toBeLessThanOrEqual(board.x);
        expect(board.x).toBeGreaterThan(middle);
      } else {
        expect(board.x + board.width).toBeLessThanOrEqual(title.x);
        expect(board.x + board.width).toBeLessThan(middle);
      }
      expect(board.width).toBeGreaterThanOrEqual(hero.width / 3);
      // Both halves within the first screen.
      expect(board.y + board.height).toBeLessThanOrEqual(viewport.height);
      await screenshot(page, `landing-hero-${language}-${viewport.width}`);
    });
  }
}
