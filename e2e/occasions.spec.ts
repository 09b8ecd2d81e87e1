import { expect, test } from './support/test';
import { SCREENSHOTS, signUpViaApi, useLanguage } from './support/helpers';

// 13 Rajab 1447, the birth of Imam Ali, is Friday 2 January 2026 (Umm al-Qura); three days before
// is 10 Rajab, the birth of Imam al-Jawad. The browser's clock is set there, in Kuwait.
test.use({ timezoneId: 'Asia/Kuwait' });

const TEXT = {
  en: { ali: 'Friday 13 Rajab (2 January 2026): the birth of Imam Ali.', when: 'In 3 days', choose: 'Choose its 6 categories', name: 'The birth of Imam Ali' },
  ar: { ali: 'الجمعة 13 رجب (2 يناير 2026): مولد الإمام علي (ع).', when: 'بعد 3 أيام', choose: 'اختر فئاتها الست', name: 'مولد الإمام علي (ع)' },
} as const;

for (const language of ['en', 'ar'] as const) {
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 844, height: 390 },
  ]) {
    test(`/play 3 days before 13 Rajab offers the birth of Imam Ali with a ready board (${language}, ${size.width}x${size.height})`, async ({ page }) => {
      await page.clock.setFixedTime(new Date('2025-12-30T12:00:00+03:00'));
      await page.setViewportSize(size);
      await useLanguage(page, language);
      await signUpViaApi(page);
      await page.goto('/play');
      const row = page.getByTestId('occasion-birth-imam-ali');
      await expect(row).toContainText(TEXT[language].ali);
      await expect(row).toContainText(TEXT[language].when);
      await expect(page.getByTestId('occasion-birth-imam-jawad')).toBeVisible();
      if (SCREENSHOTS) await page.screenshot({ path: `test-results/occasions/play-${language}-${size.width}x${size.height}.png` });
      if (process.env.OCCASION_SHOTS) await page.screenshot({ path: `${process.env.OCCASION_SHOTS}/play-${language}-${size.width}x${size.height}.png` });

      await row.getByRole('button', { name: TEXT[language].choose }).click();
      await expect(page.getByTestId('selection-counter').first()).toHaveText('6/6');
      const chosen = page.locator('[data-testid^="category-"]').filter({ has: page.locator('button[aria-pressed="true"]') });
      await expect(chosen).toHaveCount(6);
      await expect(page.getByTestId('category-imam-ali').getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('#game-name')).toHaveValue(TEXT[language].name);
    });
  }
}

for (const [language, text] of [
  ['en', 'Next occasion: Friday 13 Rajab · 2 January 2026, the birth of Imam Ali.'],
  ['ar', 'المناسبة القادمة: الجمعة 13 رجب · 2 يناير 2026، مولد الإمام علي (ع).'],
] as const) {
  test(`the landing page names the next occasion (${language})`, async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-12-31T12:00:00+03:00'));
    await useLanguage(page, language);
    await page.goto('/');
    await expect(page.getByTestId('landing-next-occasion')).toHaveText(text);
    if (process.env.OCCASION_SHOTS) await page.screenshot({ path: `${process.env.OCCASION_SHOTS}/landing-${language}.png` });
  });
}
