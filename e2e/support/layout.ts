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

/**
 * The characters of `value` inside the element's text in the order a reader sees them: line by line
 * from the top, left to right within a line (how a left-to-right address must read).
 */
export async function readLeftToRight(locator: Locator, value: string): Promise<string> {
  return locator.evaluate(async (element, wanted) => {
    // Measured once the fonts are in (a late font moves every character).
    await document.fonts.ready;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const characters: { node: Text; offset: number }[] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let offset = 0; offset < node.data.length; offset++) characters.push({ node, offset });
    }
    const text = characters.map(({ node, offset }) => node.data[offset]).join('');
    const start = text.indexOf(wanted);
    if (start < 0) return `(not found in "${text}")`;
    const placed = characters.slice(start, start + wanted.length).map(({ node, offset }) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const box = range.getBoundingClientRect();
      return { character: node.data[offset]!, line: Math.round(box.top + box.height / 2), x: box.left };
    });
    // Characters on one line share a middle (within a few pixels).
    placed.sort((a, b) => (Math.abs(a.line - b.line) > 4 ? a.line - b.line : a.x - b.x));
    return placed.map(({ character }) => character).join('');
  }, value);
}
