import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AdminPackagesResponse } from '@app/shared/contracts/admin';
import { formatDayBothCalendars } from '@app/shared/occasions/hijri-date';
import { expect as baseExpect, test } from './support/test';
import { openSection } from './support/console';
import { screenshot, signInOperator, signUpViaApi, useLanguage } from './support/helpers';

/**
 * A seasonal offer end to end (issue 31), in English and Arabic: the operator adds a package sold
 * only from today to a day three weeks on and features it on the landing page; a visitor sees it
 * there (games, price, last day in both calendars) and follows it to the store, which shows the
 * same last day. The operator then moves its days into the past: the store and the landing drop
 * it, and a buyer whose store page still showed it is refused with a clear message.
 */
const TEXT = {
  en: {
    // Each language its own package, so the two tests never see each other's.
    points: 7,
    games: '7 games',
    price: '4.000 KWD',
    until: (day: string) => `Until ${day}`,
    added: 'Package added',
    saved: 'Package saved',
    featured: 'Featured offer saved',
    offSale: 'Not on sale today: the landing page does not show it.',
    refused: 'This package is not on sale today. Please choose another one.',
  },
  ar: {
    points: 9,
    games: '9 ألعاب',
    price: '4.000 د.ك',
    until: (day: string) => `حتى ${day}`,
    added: 'تمت إضافة الباقة',
    saved: 'تم حفظ الباقة',
    featured: 'تم حفظ العرض المميّز',
    offSale: 'غير معروض للبيع اليوم: لا تعرضه الصفحة الرئيسية.',
    refused: 'هذه الباقة غير معروضة للبيع اليوم. يرجى اختيار باقة أخرى.',
  },
} as const;

/** A loaded machine can take a while to draw the pages. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** The featured offer is one for the whole site: the two languages take turns. */
test.describe.configure({ mode: 'serial' });

const DAY_MS = 86_400_000;
/** A Kuwait day (UTC+3, no daylight saving time) `days` from today, "2026-12-19". */
const kuwaitDay = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

/** The last day as the pages write it: both calendars, the Hijri day shifted by the site's setting. */
async function lastDayText(page: Page, day: string, language: 'en' | 'ar'): Promise<string> {
  const { hijriOffset } = (await (await page.request.get('/api/site')).json()) as { hijriOffset: number };
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const both = formatDayBothCalendars({ year, month, day: date }, hijriOffset, language);
  return `${both.hijri} / ${both.gregorian}`;
}

async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(selector).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** Opens the landing page and waits for its answer about the featured offer. */
async function openLanding(page: Page) {
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/store/featured'));
  await page.goto('/');
  await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 60_000 });
  await asked;
}

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`an operator's seasonal package appears on the store and the landing, and disappears after its days (${language})`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    await useLanguage(page, language);
    await signInOperator(page);
    let packageId: number | null = null;
    try {
      // The operator adds the package, on sale from today to three weeks on.
      const lastDay = kuwaitDay(21);
      await page.goto('/admin');
      await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 60_000 });
      await openSection(page, 'packages');
      const form = page.getByTestId('package-new');
      await form.locator('#package-new-points').fill(String(text.points));
      await form.locator('#package-new-price').fill('4.000');
      await form.locator('#package-new-saleFrom').fill(kuwaitDay(0));
      await form.locator('#package-new-saleTo').fill(lastDay);
      await form.getByTestId('package-new-save').click();
      await expect(page.getByText(text.added)).toBeVisible();
      const listed = (await (await page.request.get('/api/admin/packages')).json()) as AdminPackagesResponse;
      const created = listed.packages.find((p) => p.points === text.points && p.saleTo === lastDay)!;
      packageId = created.id;
      await expect(page.getByTestId(`package-${packageId}`).locator(`#package-${packageId}-saleTo`)).toHaveValue(lastDay);

      // ...and features it on the landing page.
      const featured = page.getByTestId('featured-offer');
      await featured.getByTestId('featured-offer-choice').selectOption(`package:${packageId}`);
      await featured.getByTestId('featured-offer-save').click();
      await expect(page.getByText(text.featured)).toBeVisible();
      await expect(featured.getByTestId('featured-offer-off-sale')).toHaveCount(0);
      await featured.scrollIntoViewIfNeeded();
      await screenshot(page, `admin-featured-offer-${language}`);
      await expectAccessible(page, '[data-testid="featured-offer"]');

      // A visitor sees it on the landing page, and follows it to the store.
      const day = await lastDayText(page, lastDay, language);
      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      await useLanguage(visitor, language);
      for (const [width, height] of [[390, 844], [1280, 720]] as const) {
        await visitor.setViewportSize({ width, height });
        await openLanding(visitor);
        const band = visitor.getByTestId('landing-featured');
        await expect(band).toHaveAttribute('data-offer', `package-${packageId}`);
        await expect(band.getByTestId('landing-featured-name')).toHaveText(text.games);
        await expect(band.getByTestId('landing-featured-price')).toHaveText(text.price);
        await expect(band.getByTestId('landing-featured-until')).toHaveText(text.until(day));
        const box = (await band.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await screenshot(visitor, `landing-featured-${language}-${width}x${height}`);
      }
      await expectAccessible(visitor, '[data-testid="landing-featured"]');
      await visitor.getByTestId('landing-featured').click();
      await expect(visitor).toHaveURL(/\/store$/);
      const card = visitor.getByTestId(`package-${text.points}`);
      await expect(card.getByTestId('package-sale-until')).toHaveText(text.until(day));
      await expect(card.getByTestId('package-price')).toHaveText(text.price);
      await card.scrollIntoViewIfNeeded();
      await screenshot(visitor, `store-seasonal-package-${language}`);
      await expectAccessible(visitor, `[data-testid="package-${text.points}"]`);

      // A buyer opens the store while it is on sale.
      const buyerContext = await browser.newContext();
      const buyer = await buyerContext.newPage();
      await useLanguage(buyer, language);
      await signUpViaApi(buyer, { firstName: 'Zainab', language });
      await buyer.goto('/store');
      await expect(buyer.locator('html[data-app-ready]')).toBeAttached({ timeout: 60_000 });
      await expect(buyer.getByTestId(`package-${text.points}`).getByTestId('package-sale-until')).toHaveText(text.until(day));

      // The operator moves its days into the past (it ended yesterday).
      const row = page.getByTestId(`package-${packageId}`);
      await row.locator(`#package-${packageId}-saleFrom`).fill(kuwaitDay(-10));
      await row.locator(`#package-${packageId}-saleTo`).fill(kuwaitDay(-1));
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `admin-package-sale-days-${language}`);
      await row.getByTestId(`package-${packageId}-save`).click();
      await expect(page.getByText(text.saved)).toBeVisible();
      await expect(page.getByTestId('featured-offer').getByTestId('featured-offer-off-sale')).toHaveText(text.offSale);

      // The buyer's page still shows it: checkout refuses it and says why.
      await buyer.getByTestId('method-vm').check({ force: true });
      await buyer.getByTestId(`buy-${text.points}`).click();
      await expect(buyer.getByText(text.refused)).toBeVisible();
      expect(buyer.url()).toMatch(/\/store$/);
      await buyer.reload();
      await expect(buyer.getByTestId('package-1')).toBeVisible();
      await expect(buyer.getByTestId(`package-${text.points}`)).toHaveCount(0);

      // The landing page no longer features it.
      await openLanding(visitor);
      await expect(visitor.getByTestId('landing-featured')).toHaveCount(0);
      await visitorContext.close();
      await buyerContext.close();
    } finally {
      // Other tests share the server: the landing features nothing again and the package is hidden.
      await page.request.put('/api/admin/featured-offer', { data: { kind: 'none' } });
      if (packageId !== null) {
        await page.request.put(`/api/admin/packages/${packageId}`, { data: { points: text.points, price: '4.000', active: false, saleFrom: kuwaitDay(-10), saleTo: kuwaitDay(-1) } });
      }
    }
  });
}
