import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CONSOLE_SECTIONS, consolePath, openSection } from './support/console';
import { screenshot, signInOperator, useLanguage } from './support/helpers';

/**
 * The operator console is one section at a time, each at its own address, with a navigation
 * between them that fits every screen; a section loading keeps the console around it.
 */
const TEXT = {
  en: { title: 'Operator console', studio: 'Content studio', audit: 'Audit log', overview: 'Overview', loading: 'Loading this section...' },
  ar: { title: 'لوحة المشرف', studio: 'استوديو المحتوى', audit: 'سجل التغييرات', overview: 'نظرة عامة', loading: 'جارٍ تحميل هذا القسم...' },
} as const;

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 844, height: 390 },
  { width: 390, height: 844 },
];

/** Nothing wider than the screen, no navigation label cut, the navigation clear of the section. */
async function expectConsoleFits(page: Page) {
  const measured = await page.evaluate(() => {
    const root = document.scrollingElement!;
    const links = Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="console-nav-"]'));
    const nav = document.querySelector('[data-testid="console-nav"]')!.getBoundingClientRect();
    const section = document.querySelector('[data-testid="console-section"]')!.getBoundingClientRect();
    const heading = document.querySelector('h1')!;
    // The question search's hint, measured in the field's font against the room inside the field.
    const search = document.querySelector<HTMLInputElement>('#question-search');
    let searchHintCut = false;
    if (search) {
      const style = getComputedStyle(search);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const room = search.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      searchHintCut = context.measureText(search.placeholder).width > room;
    }
    const overlap = !(nav.right <= section.left || section.right <= nav.left || nav.bottom <= section.top || section.bottom <= nav.top);
    return {
      pageOverflow: root.scrollWidth - window.innerWidth,
      clipped: links.filter((link) => link.scrollWidth > link.clientWidth).map((link) => link.dataset.testid),
      headingClipped: heading.scrollWidth > heading.clientWidth,
      searchHintCut,
      overlap,
      navInside: nav.left >= 0 && nav.right <= window.innerWidth,
      links: links.length,
    };
  });
  expect(measured).toEqual({ pageOverflow: 0, clipped: [], headingClipped: false, searchHintCut: false, overlap: false, navInside: true, links: CONSOLE_SECTIONS.length });
}

// Every section of the console opened in turn, on a machine running other tests too.
test.describe.configure({ timeout: 180_000 });

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`every console section has its own address; Back, Forward and reload keep it (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signInOperator(page);
    await page.goto('/admin/content');
    await expect(page.getByRole('heading', { level: 2, name: text.studio })).toBeVisible();
    await expect(page.getByTestId('console-nav-content')).toHaveAttribute('aria-current', 'page');
    // One section at a time: the audit log is not on the content page.
    await expect(page.getByRole('heading', { level: 2, name: text.audit })).toHaveCount(0);

    // The question list is one page of 50 from the server, not the whole bank.
    await expect(page.getByTestId('question-results').locator('li')).toHaveCount(50);

    await openSection(page, 'audit');
    await expect(page.getByRole('heading', { level: 2, name: text.audit })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/content$/);
    await expect(page.getByRole('heading', { level: 2, name: text.studio })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: text.audit })).toBeVisible();
    await expect(page.getByTestId('console-nav-audit')).toHaveAttribute('aria-current', 'page');

    await openSection(page, 'overview');
    await expect(page.getByRole('heading', { level: 2, name: text.overview })).toBeVisible();
    for (const name of CONSOLE_SECTIONS) {
      await page.goto(consolePath(name));
      await expect(page.getByTestId(`console-nav-${name}`)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('console-section').locator('section h2').first()).toBeVisible();
    }
  });

  test(`a section still loading keeps the console around it (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signInOperator(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/content-[\w-]{8}\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/admin/content');
    await expect(page.getByTestId('section-loading')).toContainText(text.loading);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByTestId('console-nav-content')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('sidebar-toggle')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 2, name: text.studio })).toBeVisible();
    await expect(page.getByTestId('section-loading')).toHaveCount(0);
  });

  for (const size of SIZES) {
    test(`the console's navigation fits ${size.width}x${size.height} (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.setViewportSize(size);
      await signInOperator(page);
      for (const name of ['overview', 'content', 'players', 'packages', 'audit'] as const) {
        await page.goto(consolePath(name));
        await expect(page.getByTestId('console-section').locator('section h2').first()).toBeVisible();
        // The section in view is reachable in the navigation (scrolled into the row on a phone).
        await expect(page.getByTestId(`console-nav-${name}`)).toBeInViewport();
        await expectConsoleFits(page);
        await screenshot(page, `console-${name}-${size.width}x${size.height}-${language}`);
      }
    });
  }
}
