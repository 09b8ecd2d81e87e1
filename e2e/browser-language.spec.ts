import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** A first visit without a choice follows the browser's language (Accept-Language, navigator.languages). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A page that differs from its built HTML is reported by React (error #418); refused requests (no session yet) are not at issue here.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

test.describe('an Arabic browser (ar-KW) on its first visit', () => {
  test.use({ locale: 'ar-KW', timezoneId: 'Asia/Kuwait' });

  test('gets the public pages, sign-up, the TV and the phone buzzer in Arabic', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('من يعرف أهل البيت أكثر؟');

    await page.context().clearCookies();
    // The built sign-up page arrives in Arabic, with Kuwait chosen once the app has the page (never the United States first).
    const built = await page.request.get('/signup', { headers: { 'accept-language': 'ar-KW,ar;q=0.9' } });
    expect(await built.text()).toContain('<html lang="ar" dir="rtl"');
    await page.goto('/signup');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أنشئ حسابك');
    await expect(page.getByTestId('phone-dial-code')).toHaveText('+965');

    await page.context().clearCookies();
    await page.goto('/tv');
    await expect(page.getByTestId('tv-connect')).toHaveText('اتصال');
    await page.context().clearCookies();
    await page.goto('/buzz');
    await expect(page.getByTestId('buzz-join-submit')).toHaveText('انضم');
    expect(errors).toEqual([]);
  });

  test('keeps the language chosen before', async ({ page }) => {
    await page.context().addCookies([{ name: 'lang', value: 'en', url: test.info().project.use.baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who knows the Ahl al-Bayt best?');
  });
});

test.describe('an English browser on its first visit', () => {
  test.use({ locale: 'en-US' });

  test('gets English', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  });
});
