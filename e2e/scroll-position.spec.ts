import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUpViaApi, uniqueEmail, useLanguage } from './support/helpers';

/** A new page opens at the top; Back returns to where the page was scrolled. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
];
const TEXT = {
  en: { viewAll: 'View all', store: 'Points Store', loginRegister: 'Login / Register' },
  ar: { viewAll: 'عرض الكل', store: 'متجر النقاط', loginRegister: 'دخول / تسجيل' },
} as const;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const language of ['en', 'ar'] as const) {
  for (const size of SIZES) {
    test.describe(`scroll position (${language}, ${size.width}x${size.height})`, () => {
      test.use({ viewport: size });
      test.beforeEach(async ({ page }) => {
        await useLanguage(page, language);
      });

      test('after signing up at the bottom of the form, /play opens at the top with the confirmation notice in view', async ({ page }) => {
        // Reached from /play inside the app, so /play is drawn at once after signing up (nothing short in between).
        await page.goto('/play');
        await expect(page.locator('html[data-app-ready]')).toBeAttached();
        await page.getByRole('link', { name: TEXT[language].loginRegister }).click();
        await page.locator('a[href="/signup"]').last().click();
        await expect(page).toHaveURL(/\/signup$/);
        await page.locator('#signup-first-name').fill('Zainab');
        await page.locator('#signup-last-name').fill('Ali');
        await page.locator('#signup-email').fill(uniqueEmail('scroll'));
        await page.locator('#signup-password').fill('secret-pass-1');
        await page.locator('#signup-confirm-password').fill('secret-pass-1');
        await page.getByTestId('country-picker').click();
        await page.getByTestId('country-search').fill('+965');
        await page.getByTestId('country-search').press('Enter');
        await page.locator('#signup-phone').fill('55512345');
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        expect(await scrollY(page)).toBeGreaterThan(0);
        await page.getByTestId('signup-submit').click();
        await expect(page).toHaveURL(/\/play$/);
        const notice = page.getByTestId('confirm-email-notice');
        await expect(notice).toBeVisible();
        await expect.poll(() => scrollY(page)).toBe(0);
        const box = (await notice.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      });

      test('View all opens the history at the top; Back returns to the same place in the store', async ({ page }) => {
        await signUpViaApi(page, { language });
        // A history longer than the screen: 10 orders left unpaid.
        const { packages } = (await (await page.request.get('/api/store/packages')).json()) as { packages: { id: number }[] };
        for (let i = 0; i < 10; i++) {
          const response = await page.request.post('/api/payments/checkout', { data: { packageId: packages[i % packages.length]!.id, paymentMethod: 'kn' } });
          expect(response.status()).toBe(201);
        }
        // The history has been seen once, so it is drawn at once when opened again.
        await page.goto('/purchase-history');
        await expect(page.getByTestId('history-row')).toHaveCount(10);
        await page.getByTestId('sidebar-toggle').click();
        await page.getByRole('navigation').getByRole('link', { name: TEXT[language].store }).click();
        await expect(page).toHaveURL(/\/store$/);
        await expect(page.getByTestId('recent-transaction')).toHaveCount(5);
        const viewAll = page.getByTestId('recent-transactions').getByRole('link', { name: TEXT[language].viewAll });
        await viewAll.scrollIntoViewIfNeeded();
        const inStore = await scrollY(page);
        expect(inStore).toBeGreaterThan(0);
        await viewAll.click();
        await expect(page).toHaveURL(/\/purchase-history$/);
        await expect(page.getByTestId('history-row')).toHaveCount(10);
        await expect.poll(() => scrollY(page)).toBe(0);
        await page.goBack();
        await expect(page).toHaveURL(/\/store$/);
        await expect.poll(() => scrollY(page)).toBe(inStore);
      });
    });
  }
}
