import type { Browser, Page } from '@playwright/test';
import { screenshot, useLanguage } from './helpers';

/** Screenshots with the pointer parked in a corner, so no button shows its hover state. */
export async function screenshotPointerAway(page: Page, name: string, options: Parameters<typeof screenshot>[2] = {}): Promise<void> {
  await page.mouse.move(1, 1);
  await screenshot(page, name, options);
}

/** A second browser (a TV, a phone) of the given size, in the given language. */
export async function openContext(browser: Browser, language: 'en' | 'ar', viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await useLanguage(page, language);
  return { context, page };
}
