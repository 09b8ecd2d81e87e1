import type { Page } from '@playwright/test';
import type { MyPassResponse, StorePackagesResponse } from '@app/shared/contracts/store';
import { civilDateAt, formatDayBothCalendars } from '@app/shared/occasions/hijri-date';
import { expect as baseExpect, test } from './support/test';
import { createGameViaApi, screenshot, signUpViaApi, useLanguage } from './support/helpers';
import { payInSandbox } from './support/sandbox';

/**
 * The majlis pass end to end (issue 31), in English (card) and Arabic (KNET): bought in the
 * sandbox through the one checkout, shown as "Pass until <Hijri> / <Gregorian>" in the header
 * and the store, and three games created for nothing (the points stay).
 */
const TEXT = {
  en: {
    name: 'Majlis pass: 30 days',
    price: '5.000 KWD',
    explain: 'A pass is time, not points: while it is active, every new game is free.',
    success: 'Majlis pass: 30 days is active: every new game is free until it ends. Your points are kept for later.',
    until: (day: string) => `Pass until ${day}`,
    cost: 'Your pass is active: this game is free. Your 2 points are kept for later.',
  },
  ar: {
    name: 'اشتراك المجلس: 30 يومًا',
    price: '5.000 د.ك',
    explain: 'الاشتراك وقتٌ لا نقاط: ما دام فعّالًا فكل لعبة جديدة مجانية.',
    success: 'اشتراك المجلس: 30 يومًا فعّال: كل لعبة جديدة مجانية حتى ينتهي. نقاطك محفوظة لما بعد.',
    until: (day: string) => `الاشتراك حتى ${day}`,
    cost: 'اشتراكك فعّال: هذه اللعبة مجانية. نقطتاك محفوظتان لما بعد.',
  },
} as const;

/** A loaded machine can take a while to settle a payment and draw the pages. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** The day the pass ends as the page must show it: the page's own time zone, no Hijri shift (the default setting). */
async function expectedDay(page: Page, language: 'en' | 'ar'): Promise<string> {
  const { pass } = (await (await page.request.get('/api/store/my-pass')).json()) as MyPassResponse;
  expect(pass).not.toBeNull();
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const day = formatDayBothCalendars(civilDateAt(new Date(pass!.until), timeZone), 0, language);
  return `${day.hijri} / ${day.gregorian}`;
}

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`buy the majlis pass in the sandbox and create three games for nothing (${language})`, async ({ page }) => {
    test.setTimeout(300_000);
    await useLanguage(page, language);
    await signUpViaApi(page, { firstName: 'Maryam', language });

    await page.goto('/store');
    await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 60_000 });
    const store = (await (await page.request.get('/api/store/packages')).json()) as StorePackagesResponse;
    const majlis = store.passes.find((p) => p.days === 30)!;
    const card = page.getByTestId(`pass-${majlis.id}`);
    await expect(card).toContainText(text.name);
    await expect(card.getByTestId('pass-price')).toHaveText(text.price);
    await expect(page.getByTestId('passes-explain')).toHaveText(text.explain);
    await expect(page.getByTestId('header-pass-until')).toHaveCount(0);

    const method = language === 'ar' ? 'kn' : 'vm';
    await page.getByTestId(`method-${method}`).check({ force: true });
    await page.getByTestId(`buy-pass-${majlis.id}`).click();
    await payInSandbox(page, method, 'Maryam Buyer');
    await expect(page.getByTestId('payment-result-message')).toHaveText(text.success, { timeout: 60_000 });
    await expect(page.getByTestId('result-pass')).toHaveText(text.name);
    await expect(page.getByTestId('result-amount')).toHaveText(text.price);

    const day = await expectedDay(page, language);
    await expect(page.getByTestId('header-pass-until')).toHaveText(text.until(day));
    await expect(page.getByTestId('wallet-points')).toHaveText('2');

    await page.goto('/store');
    await expect(page.getByTestId('store-pass-until')).toHaveText(text.until(day));
    await expect(page.getByTestId('recent-transaction').first()).toContainText(text.name);
    await screenshot(page, `store-pass-${language}`);

    await page.goto('/play');
    await expect(page.getByTestId('game-cost')).toHaveText(text.cost);
    for (const name of ['Night one', 'Night two', 'Night three']) await createGameViaApi(page, { name });
    await page.reload();
    await expect(page.getByTestId('wallet-points')).toHaveText('2');
    await expect(page.getByTestId('header-pass-until')).toHaveText(text.until(day));
    await page.goto('/games');
    for (const name of ['Night one', 'Night two', 'Night three']) await expect(page.getByText(name)).toBeVisible();

    // The header's pass stays inside the screen, from a desktop down to a phone held either way.
    for (const [width, height] of [[1920, 1080], [1280, 720], [844, 390], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/store');
      const chip = page.getByTestId('header-pass-until');
      await expect(chip).toHaveText(text.until(day));
      const box = (await chip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.getByTestId('store-passes').scrollIntoViewIfNeeded();
      await screenshot(page, `store-pass-${language}-${width}x${height}`);
    }
  });
}
