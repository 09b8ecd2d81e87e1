import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { SalesResponse } from '@app/shared/contracts/sales';
import { formatDayBothCalendars } from '@app/shared/occasions/hijri-date';
import { expect as baseExpect, test } from './support/test';
import { openSection } from './support/console';
import { screenshot, signInOperator, signUpViaApi, useLanguage } from './support/helpers';
import { expectNoSidewaysScroll, expectTextNotClipped } from './support/layout';
import { payInSandbox } from './support/sandbox';

/**
 * Seasonal offers and the console's sales, in both languages: an operator adds a pass sold until
 * a day and a code usable until another; a player sees both last days on the pass's store card
 * (Hijri and Gregorian, in the language), buys the pass with the code in the sandbox, and the
 * operator's Sales section counts that one purchase, its KWD and what the code took off.
 */
const TEXT = {
  en: { until: (day: string) => `Until ${day}`, paid: '1.200 KWD', title: 'Sales' },
  ar: { until: (day: string) => `حتى ${day}`, paid: '1.200 د.ك', title: 'المبيعات' },
} as const;

/** A loaded machine can take a while to settle a payment and draw the pages. */
const expect = baseExpect.configure({ timeout: 30_000 });

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Kuwait day some days from now, as the console's date fields write it. */
const kuwaitDayIn = (days: number) => new Date(Date.now() + 3 * 60 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);
/** The last day as the store must name it: both calendars, no Hijri shift (the default setting). */
function shownDay(lastDay: string, language: 'en' | 'ar') {
  const [year, month, day] = lastDay.split('-').map(Number) as [number, number, number];
  const both = formatDayBothCalendars({ year, month, day }, 0, language);
  return `${both.hijri} / ${both.gregorian}`;
}

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`a seasonal pass and code show their last day in the store, and Sales counts the purchase (${language})`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    const n = randomInt(1000, 9999);
    const code = `SEASON${language.toUpperCase()}${n}`;
    const saleTo = kuwaitDayIn(20);
    const endsOn = kuwaitDayIn(10);
    await useLanguage(page, language);
    await signInOperator(page);

    // The operator's seasonal pass (1.500 KWD until saleTo) and a 20% code for it until endsOn.
    const passAnswer = await page.request.post('/api/admin/passes', {
      data: { nameEn: `Eid pass ${n}`, nameAr: `اشتراك العيد ${n}`, days: 7, price: '1.500', saleFrom: '', saleTo, sortOrder: 0, active: true },
    });
    expect(passAnswer.status(), await passAnswer.text()).toBe(201);
    const pass = (await passAnswer.json()) as { id: number };
    const couponAnswer = await page.request.post('/api/admin/coupons', { data: { code, kind: 'percent', value: 20, endsOn, passIds: [pass.id] } });
    expect(couponAnswer.status(), await couponAnswer.text()).toBe(201);

    // The player sees the pass's last day on its card, then the code's once it is applied.
    const player = await browser.newContext();
    const buyer = await player.newPage();
    await useLanguage(buyer, language);
    await signUpViaApi(buyer, { firstName: 'Noura', language });
    await buyer.goto('/store');
    await expect(buyer.locator('html[data-app-ready]')).toBeAttached({ timeout: 60_000 });
    const card = buyer.getByTestId(`pass-${pass.id}`);
    await expect(card.getByTestId('pass-sale-until')).toHaveText(text.until(shownDay(saleTo, language)));
    await expect(buyer.getByTestId('pass-1').getByTestId('pass-sale-until')).toHaveCount(0);
    await buyer.getByTestId('coupon-field').getByTestId('coupon-input').fill(code);
    await buyer.getByTestId('coupon-field').getByTestId('coupon-apply').click();
    await expect(card.getByTestId('coupon-until')).toHaveText(text.until(shownDay(endsOn, language)));
    await expect(card.getByTestId('pass-price')).toHaveText(text.paid);
    await card.scrollIntoViewIfNeeded();
    await screenshot(buyer, `store-seasonal-pass-${language}`);
    await buyer.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(buyer);
    await expectTextNotClipped(card.locator('[data-testid$="-until"]'));
    await card.scrollIntoViewIfNeeded();
    await screenshot(buyer, `store-seasonal-pass-390x844-${language}`);
    await buyer.setViewportSize({ width: 1440, height: 900 });

    // Paid in the sandbox with the code: 1.200 KWD.
    await buyer.getByTestId('method-vm').check({ force: true });
    await buyer.getByTestId(`buy-pass-${pass.id}`).click();
    await payInSandbox(buyer, 'vm', 'Noura Buyer');
    await expect(buyer.getByTestId('result-amount')).toHaveText(text.paid, { timeout: 60_000 });
    await player.close();

    // The operator's Sales: the pass and the code each show that one purchase and its KWD.
    await page.goto('/admin');
    await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 60_000 });
    await openSection(page, 'sales');
    await expect(page.getByRole('heading', { level: 2, name: text.title })).toBeVisible();
    const today = kuwaitDayIn(0);
    await expect(page.locator('#sales-to')).toHaveValue(today);
    await expect(page.locator('#sales-from')).toHaveValue(kuwaitDayIn(-29));
    const row = `sales-pass-${pass.id}`;
    await expect(page.getByTestId(row)).toContainText(language === 'ar' ? `اشتراك العيد ${n}` : `Eid pass ${n}`);
    await expect(page.getByTestId(`${row}-paid-count`)).toHaveText('1');
    await expect(page.getByTestId(`${row}-paid-kwd`)).toHaveText('1.200');
    await expect(page.getByTestId(`${row}-refund-count`)).toHaveText('0');
    const coupon = `sales-coupon-${code}`;
    await expect(page.getByTestId(`${coupon}-paid-count`)).toHaveText('1');
    await expect(page.getByTestId(`${coupon}-paid-kwd`)).toHaveText('1.200');
    await expect(page.getByTestId(`${coupon}-discount-kwd`)).toHaveText('0.300');
    // The server's figures agree with the table.
    const sales = (await (await page.request.get('/api/admin/sales')).json()) as SalesResponse;
    expect(sales.offers.find((o) => o.kind === 'pass' && o.id === pass.id)).toMatchObject({ paidCount: 1, paidFils: 1200, refundCount: 0, refundFils: 0 });
    await page.mouse.move(700, 880);
    await screenshot(page, `admin-sales-${language}`);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('section[aria-labelledby="sales-heading"]').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
    await expectTextNotClipped(page.locator('section[aria-labelledby="sales-heading"] h2, section[aria-labelledby="sales-heading"] label'));

    // A period before the purchase shows none of it.
    await page.locator('#sales-from').fill(kuwaitDayIn(-40));
    await page.locator('#sales-to').fill(kuwaitDayIn(-31));
    await page.getByTestId('sales-show').click();
    await expect(page.getByTestId(`${row}-paid-count`)).toHaveText('0');
    await expect(page.getByTestId(`${coupon}-paid-count`)).toHaveText('0');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#sales-from').fill(today);
    await page.locator('#sales-to').fill(today);
    await page.getByTestId('sales-show').click();
    await expect(page.getByTestId(`${row}-paid-count`)).toHaveText('1');
    await expectNoSidewaysScroll(page);
    await screenshot(page, `admin-sales-390x844-${language}`);
  });
}
