import type { Locator } from '@playwright/test';
import { screenshot, useLanguage } from './support/helpers';
import { expectNoSidewaysScroll } from './support/layout';
import { expect, test } from './support/test';

/**
 * The packages of the store, measured: every price on one line inside its card, and the cards of a
 * row as tall as each other with their Buy buttons in one line, on a TV, a laptop, a phone held
 * sideways and upright, in both languages.
 */
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 844, height: 390 },
  { width: 390, height: 844 },
] as const;

const PRICE_25 = { en: '17.500 KWD', ar: '17.500 د.ك' } as const;

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'on screen').toBeTruthy();
  return found!;
}

for (const language of ['en', 'ar'] as const) {
  for (const size of SIZES) {
    test(`store packages at ${size.width}x${size.height} in ${language === 'en' ? 'English' : 'Arabic'}: prices on one line, Buy buttons level`, async ({ page }) => {
      await useLanguage(page, language);
      await page.setViewportSize(size);
      await page.goto('/store');
      const cards = page.locator('li[data-testid^="package-"]');
      // A busy machine can take a while to bring the page's texts. The five shipped packages, and any
      // an operator test has added to the same server, are all measured.
      await expect(page.getByTestId('package-25')).toBeVisible({ timeout: 30_000 });
      expect(await cards.count()).toBeGreaterThanOrEqual(5);
      await expect(page.getByTestId('package-25').getByTestId('package-price')).toHaveText(PRICE_25[language]);
      await page.evaluate(() => document.fonts.ready);
      await expectNoSidewaysScroll(page);

      const measured: { card: Box; button: Box }[] = [];
      for (const card of await cards.all()) {
        const price = card.getByTestId('package-price');
        // One line: the price's paragraph is no taller than its line height.
        const lines = await price.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
        expect(lines, await price.innerText()).toBeLessThan(1.5);
        const [cardBox, priceBox] = [await box(card), await box(price.locator('bdi'))];
        expect(priceBox.x).toBeGreaterThanOrEqual(cardBox.x);
        expect(priceBox.x + priceBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
        measured.push({ card: cardBox, button: await box(card.getByRole('button')) });
      }

      // Cards side by side share a row: same top, same height, Buy at the same height.
      const rows = new Map<number, typeof measured>();
      for (const item of measured) {
        const top = Math.round(item.card.y);
        rows.set(top, [...(rows.get(top) ?? []), item]);
      }
      if (size.width >= 844) expect([...rows.values()].some((row) => row.length > 1), 'several cards in a row').toBe(true);
      for (const row of rows.values()) {
        for (const item of row) {
          expect(Math.abs(item.card.height - row[0]!.card.height)).toBeLessThanOrEqual(1);
          expect(Math.abs(item.button.y - row[0]!.button.y)).toBeLessThanOrEqual(1);
          // The button sits at the card's foot.
          expect(item.card.y + item.card.height - (item.button.y + item.button.height)).toBeLessThanOrEqual(24);
        }
      }
      await page.getByTestId('package-25').scrollIntoViewIfNeeded();
      await screenshot(page, `store-packages-${size.width}x${size.height}-${language}`);
    });
  }
}
