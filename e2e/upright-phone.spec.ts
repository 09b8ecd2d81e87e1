import { expect, test } from './support/test';
import { createGameViaApi, screenshot, signUpViaApi, useLanguage } from './support/helpers';
import { expectNoSidewaysScroll } from './support/layout';
import { fillSandboxCheckout } from './support/sandbox';

/**
 * A phone held upright (390x844): only the game screens ask it to turn (DECISIONS 31); a player
 * pays and manages the account from the phone in their hand.
 */
const PAGES = [
  { path: '/play', shot: 'play' },
  { path: '/games', shot: 'games' },
  { path: '/store', shot: 'store' },
  { path: '/purchase-history', shot: 'purchase-history' },
  { path: '/profile', shot: 'profile' },
  { path: '/bugs', shot: 'bugs' },
  { path: '/payment/error?code=declined', shot: 'payment-error' },
];

const TEXT = {
  en: { success: 'Payment successful!', browse: 'See the categories' },
  ar: { success: 'تمت عملية الدفع بنجاح!', browse: 'تصفّح الفئات' },
} as const;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const language of ['en', 'ar'] as const) {
  test.describe(`a phone held upright (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('the account, store and payment pages work; the game board asks to turn', async ({ page }) => {
      await signUpViaApi(page, { language });
      for (const { path, shot } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('rotate-prompt')).toHaveCount(0);
        await expect(page.getByTestId('boot-rotate-prompt')).toHaveCount(0);
        await expectNoSidewaysScroll(page);
        await screenshot(page, `upright-${shot}-${language}`);
      }
      const gameId = await createGameViaApi(page);
      await page.goto(`/jeopardy/${gameId}`);
      await expect(page.getByTestId('rotate-prompt')).toBeVisible();
    });

    test('paying on the phone ends on "Payment successful"', async ({ page }) => {
      await signUpViaApi(page, { language });
      await page.goto('/store');
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      await page.getByTestId('method-vm').check({ force: true });
      await page.getByTestId('buy-3').click();
      await fillSandboxCheckout(page, 'vm', { name: 'Maryam Buyer' });
      await expectNoSidewaysScroll(page);
      await screenshot(page, `upright-checkout-${language}`);
      await page.getByTestId('sandbox-pay').click();
      await page.waitForURL(/\/payment\/success\?/);
      await expect(page.getByRole('heading', { name: TEXT[language].success })).toBeVisible();
      await expect(page.getByTestId('rotate-prompt')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `upright-payment-success-${language}`);
    });

    test('the landing page leads on to the categories', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      await page.getByRole('link', { name: TEXT[language].browse }).click();
      await expect(page).toHaveURL(/\/play$/);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByTestId('rotate-prompt')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });
  });
}
