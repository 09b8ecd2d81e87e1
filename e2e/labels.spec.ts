import { expect, test } from './support/test';
import { signUpViaApi, useLanguage } from './support/helpers';

/** What controls are called: in the interface's language, and as they read on screen. */
const TEXT = {
  en: { language: 'English, Language', remember: 'Remember me', close: 'Close', priorities: ['Low', 'Medium', 'High'] },
  ar: { language: 'العربية, اللغة', remember: 'تذكّرني', close: 'إغلاق', priorities: ['منخفضة', 'متوسطة', 'عالية'] },
} as const;

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`controls are named in ${language === 'en' ? 'English' : 'Arabic'}, as they read`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/login');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    // The language button's name holds the label it shows.
    const languageSwitch = page.getByTestId('language-switch');
    await expect(languageSwitch).toHaveAccessibleName(text.language);
    expect(text.language).toContain((await languageSwitch.innerText()).trim());
    await expect(page.getByText(text.remember, { exact: true })).toBeVisible();

    await signUpViaApi(page, { language });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/bugs');
    // Players choose from low to high; "critical" is the operators' call.
    await expect(page.locator('#priority option')).toHaveText([...text.priorities]);
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar-close')).toHaveAccessibleName(text.close);
  });
}
