import { expect, test } from './support/test';
import { useLanguage } from './support/helpers';

const FORGOT = { en: 'Forgot Password?', ar: 'نسيت كلمة المرور؟' } as const;

for (const language of ['en', 'ar'] as const) {
  test(`the e-mail typed on login goes along to "${FORGOT[language]}"`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/login');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await page.locator('#login-email').fill('zahra@example.com');
    await page.getByRole('link', { name: FORGOT[language] }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.locator('#forgot-email')).toHaveValue('zahra@example.com');
  });
}
