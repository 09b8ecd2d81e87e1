import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { openSection } from './support/console';
import { screenshot, signInOperator, signUpViaApi, useLanguage } from './support/helpers';
import { expectNoSidewaysScroll, expectTextNotClipped } from './support/layout';
import { payInSandbox } from './support/sandbox';

/**
 * Coupons end to end, in English (card) and Arabic (KNET, the code typed in lower case with
 * Arabic-Indic digits): the operator creates a code in the console (a coupon that would take a
 * price below 0.100 KWD is refused first), a player applies it in the store, pays the discounted
 * amount in the sandbox, and finds the amount and the code in the purchase history.
 */
const TEXT = {
  en: {
    added: 'Coupon added',
    belowMinimum: 'This coupon could take a price below the smallest payment, 0.100 KWD.',
    applied: 'applied',
    full: 'Was 2.750 KWD',
    price: '2.200 KWD',
    unchanged: '1.000 KWD',
    notFound: 'This code is not valid. Check it and try again.',
    historyCode: 'Code',
    saved: '0.550 KWD off',
    paidWithCode: (code: string) => `You paid 2.200 KWD with code ${code}.`,
    consoleCode: (code: string) => `Code ${code} · 0.550 KWD off`,
    changed: 'Coupon saved',
    changedGives: '25% off',
    changedLimits: 'Total uses: 3',
  },
  ar: {
    added: 'تمت إضافة القسيمة',
    belowMinimum: 'قد تنزل هذه القسيمة بالسعر عن أقل مبلغ للدفع، 0.100 د.ك.',
    applied: 'تم تطبيق الرمز',
    full: 'كان 2.750 د.ك',
    price: '2.200 د.ك',
    unchanged: '1.000 د.ك',
    notFound: 'هذا الرمز غير صالح. تحقّق منه وحاول مرة أخرى.',
    historyCode: 'الرمز',
    saved: 'خصم 0.550 د.ك',
    // The code reads left to right inside the Arabic sentence (a left-to-right isolate).
    paidWithCode: (code: string) => `دفعت 2.200 د.ك بالرمز \u2066${code}\u2069.`,
    consoleCode: (code: string) => `الرمز \u2066${code}\u2069 · خصم 0.550 د.ك`,
    changed: 'تم حفظ القسيمة',
    changedGives: 'خصم 25٪',
    changedLimits: 'مجموع الاستخدامات: 3',
  },
} as const;

/** A loaded machine can take a while to settle a payment and draw the pages. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** What this feature adds to a page, checked with axe against WCAG 2.1 A and AA. */
async function expectAccessible(page: Page, selectors: string[]) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of selectors) builder = builder.include(selector);
  const results = await builder.analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(' | ')}`)).toEqual([]);
}

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const toArabicDigits = (text: string) => text.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)]!);

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`an operator's code lowers the price a player pays in the sandbox, and history shows it (${language})`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    const code = `EID${language.toUpperCase()}${randomInt(1000, 9999)}`;
    await useLanguage(page, language);

    // The operator: a coupon that would take the 3-game package below 0.100 KWD is refused, then 20% off it is added.
    await signInOperator(page);
    await page.goto('/admin');
    await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 60_000 });
    await openSection(page, 'packages');
    const form = page.getByTestId('coupon-new');
    await form.getByTestId('coupon-new-code').fill(code);
    await form.getByTestId('coupon-new-kind').selectOption('fils');
    await form.getByTestId('coupon-new-value').fill('2700');
    await form.getByTestId('coupon-new-package-3').check();
    await form.getByTestId('coupon-new-save').click();
    await expect(form.getByTestId('coupon-new-refusal')).toContainText(text.belowMinimum);
    await form.getByTestId('coupon-new-kind').selectOption('percent');
    await form.getByTestId('coupon-new-value').fill('20');
    await form.getByTestId('coupon-new-maxUses').fill('5');
    await form.getByTestId('coupon-new-endsOn').fill('2999-12-31');
    await form.getByTestId('coupon-new-save').click();
    await expect(page.getByText(text.added)).toBeVisible();
    const row = page.locator('li[data-testid^="coupon-"]').filter({ hasText: code });
    await expect(row).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-coupons-${language}`);
    await expectAccessible(page, ['[data-testid="coupon-new"]', 'li[data-testid^="coupon-"]']);
    // The coupons section holds its form and rows (nothing wider than the section, nothing cut).
    await expectTextNotClipped(page.locator('section[aria-labelledby="coupons-heading"]'));
    await expectTextNotClipped(form.locator('label'));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectTextNotClipped(page.locator('section[aria-labelledby="coupons-heading"]'));
      await expectTextNotClipped(row);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // The player applies the code in the store: only the 3-game package changes.
    const player = await browser.newContext();
    const buyer = await player.newPage();
    await useLanguage(buyer, language);
    await signUpViaApi(buyer, { firstName: 'Zainab', language });
    await buyer.goto('/store');
    await expect(buyer.locator('html[data-app-ready]')).toBeAttached({ timeout: 60_000 });
    const field = buyer.getByTestId('coupon-field');
    await field.getByTestId('coupon-input').fill('NOPE-0000');
    await field.getByTestId('coupon-apply').click();
    await expect(field.getByTestId('coupon-error')).toHaveText(text.notFound);
    await screenshot(buyer, `store-coupon-refused-${language}`);
    await expectAccessible(buyer, ['[data-testid="coupon-field"]']);
    const typed = language === 'ar' ? toArabicDigits(code.toLowerCase()) : code.toLowerCase();
    await field.getByTestId('coupon-input').fill(typed);
    await field.getByTestId('coupon-apply').click();
    await expect(field.getByTestId('coupon-applied')).toContainText(text.applied);
    await expect(field.getByTestId('coupon-applied')).toContainText(code);
    const three = buyer.getByTestId('package-3');
    await expect(three.getByTestId('package-price')).toHaveText(text.price);
    await expect(three.getByTestId('coupon-full-price')).toHaveText(text.full);
    await expect(buyer.getByTestId('package-1').getByTestId('package-price')).toHaveText(text.unchanged);
    await expect(buyer.getByTestId('package-1').getByTestId('coupon-effect')).toHaveCount(0);
    await buyer.evaluate(() => document.fonts.ready);
    await screenshot(buyer, `store-coupon-${language}`);
    await expectAccessible(buyer, ['[data-testid="coupon-field"]', '[data-testid="package-3"]']);
    // On a phone held upright the field, the applied code and the card's prices stay inside the screen.
    await buyer.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(buyer);
    await expectTextNotClipped(buyer.getByTestId('coupon-applied').locator('p, button'));
    await expectTextNotClipped(three.getByTestId('coupon-effect'));
    await field.scrollIntoViewIfNeeded();
    await screenshot(buyer, `store-coupon-390x844-${language}`);
    await three.scrollIntoViewIfNeeded();
    await screenshot(buyer, `store-coupon-card-390x844-${language}`);
    await buyer.setViewportSize({ width: 1440, height: 900 });

    // Paid in the sandbox: the provider's page and the result show the discounted amount.
    const method = language === 'ar' ? 'kn' : 'vm';
    await buyer.getByTestId(`method-${method}`).check({ force: true });
    await three.getByTestId('buy-3').click();
    await buyer.waitForURL(/\/sandbox\/myfatoorah\/checkout\/\d+/);
    await expect(buyer.locator('body')).toContainText('2.200');
    await payInSandbox(buyer, method, 'Zainab Buyer');
    await expect(buyer.getByTestId('result-amount')).toHaveText(text.price, { timeout: 60_000 });
    await expect(buyer.getByTestId('result-coupon')).toHaveText(text.paidWithCode(code));
    await screenshot(buyer, `payment-result-coupon-${language}`);
    await expectAccessible(buyer, ['[data-testid="result-coupon"]']);

    // History: the amount paid, the code and what it took off.
    await buyer.goto('/purchase-history');
    const first = buyer.getByTestId('history-row').first();
    await expect(first).toHaveAttribute('data-status', 'completed');
    await expect(first.getByTestId('history-amount')).toContainText(text.price);
    const note = first.getByTestId('transaction-coupon');
    await expect(note).toContainText(text.historyCode);
    await expect(note).toContainText(code);
    await expect(note).toContainText(text.saved);
    await screenshot(buyer, `history-coupon-${language}`);
    // The table is dimmed while the list refreshes: judged once it is not (the amount cell and the "completed" badge).
    await expect(buyer.getByTestId('history-table').locator('xpath=..')).not.toHaveClass(/opacity-60/);
    await expectAccessible(buyer, ['[data-testid="history-amount"]', '[data-testid="history-table"] span[data-status]']);

    // The console counts the use, and its purchases list shows the code on the purchase.
    await page.reload();
    await expect(page.locator('li[data-testid^="coupon-"]').filter({ hasText: code }).getByTestId(/-uses$/)).toContainText(language === 'en' ? 'Used 1' : 'استُخدمت 1');

    // The operator changes the coupon after its use: its value and total uses; the use stays counted.
    const used = page.locator('li[data-testid^="coupon-"]').filter({ hasText: code });
    await used.getByTestId(/-edit-open$/).click();
    const change = used.locator('form[data-testid$="-edit"]');
    await expect(change.getByTestId(/-edit-value$/)).toHaveValue('20');
    await expect(change.getByTestId(/-edit-package-3$/)).toBeChecked();
    await change.getByTestId(/-edit-value$/).fill('25');
    await change.getByTestId(/-edit-maxUses$/).fill('3');
    await screenshot(page, `admin-coupon-edit-${language}`);
    await expectAccessible(page, ['form[data-testid$="-edit"]']);
    await change.getByTestId(/-edit-save$/).click();
    await expect(page.getByText(text.changed)).toBeVisible();
    const changed = page.locator('li[data-testid^="coupon-"]').filter({ hasText: code });
    await expect(changed).toContainText(text.changedGives);
    await expect(changed).toContainText(text.changedLimits);
    await expect(changed.getByTestId(/-uses$/)).toContainText(language === 'en' ? 'Used 1' : 'استُخدمت 1');
    await expect(changed.locator('form[data-testid$="-edit"]')).toHaveCount(0);

    await openSection(page, 'purchases');
    const purchase = page.getByTestId('all-transactions').locator('> li').filter({ hasText: code });
    await expect(purchase).toHaveCount(1);
    await expect(purchase.getByTestId(/^transaction-\d+-coupon$/)).toHaveText(text.consoleCode(code));
    await screenshot(page, `admin-purchase-coupon-${language}`);
    await expectAccessible(page, ['[data-testid$="-coupon"]']);
    await player.close();
  });
}
