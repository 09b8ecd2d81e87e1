import { expect, type Locator, type Page } from '@playwright/test';

/** Nothing reaches past the viewport's sides: the page cannot be scrolled sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(clientWidth);
}

/** Every element the locator finds shows its whole text (nothing cut at its edge). */
export async function expectTextNotClipped(locator: Locator): Promise<void> {
  for (const element of await locator.all()) {
    const { scrollWidth, clientWidth, text } = await element.evaluate((node) => ({
      scrollWidth: node.scrollWidth,
      clientWidth: node.clientWidth,
      text: node.textContent,
    }));
    expect(scrollWidth, `"${text}" is cut`).toBeLessThanOrEqual(clientWidth);
  }
}

/** Two elements' boxes do not overlap. */
export async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB, 'both elements are on screen').toBeTruthy();
  const overlaps =
    boxA!.x < boxB!.x + boxB!.width && boxB!.x < boxA!.x + boxA!.width && boxA!.y < boxB!.y + boxB!.height && boxB!.y < boxA!.y + boxA!.height;
  expect(overlaps, 'the two elements overlap').toBe(false);
}
