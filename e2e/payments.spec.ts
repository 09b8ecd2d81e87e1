import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { screenshot, uniqueEmail, useLanguage } from './support/helpers';
import { fillSandboxCheckout } from './support/sandbox';

/**
 * Buying points end to end against the built-in sandbox gateway (DECISIONS.md 15), in English
 * (card) and Arabic (KNET): paid, declined, and pending-then-paid test cards.
 */
const TEXT = {
  en: {
    success: 'Payment successful!',
    notSuccessful: 'Your payment was not successful. Please try again.',
    declined: 'Your card was declined. Try another card.',
    notCompleted: 'Payment not completed',
    pendingToast: 'Your payment is being processed. We will check again in a moment.',
    recheck: 'Checking again in 3 seconds (1 of 3)...',
    technical: 'Technical Details',
    history: 'View Purchase History',
    completed: 'Completed',
    balance: (n: number) => `${n} points`,
    pay: 'Pay',
  },
  ar: {
    success: 'تمت عملية الدفع بنجاح!',
    notSuccessful: 'لم تنجح عملية الدفع. يرجى المحاولة مرة أخرى.',
    declined: 'رُفضت بطاقتك. جرّب بطاقة أخرى.',
    notCompleted: 'لم يكتمل الدفع',
    pendingToast: 'عملية الدفع قيد المعالجة. سنتحقق منها مرة أخرى بعد لحظات.',
    recheck: 'سنتحقق مرة أخرى خلال 3 ثوانٍ (المحاولة 1 من 3)...',
    technical: 'التفاصيل التقنية',
    history: 'عرض سجل المشتريات',
    completed: 'مكتملة',
    balance: (n: number) => (n === 2 ? 'نقطتان' : n <= 10 ? `${n} نقاط` : `${n} نقطة`),
    pay: 'ادفع',
  },
} as const;

type Language = keyof typeof TEXT;

/** Signs up over HTTP, each player from their own address (signups are limited per address). */
async function signUp(page: Page, language: Language) {
  const response = await page.request.post('/api/auth/signup', {
    headers: { 'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
    data: {
      firstName: 'Maryam',
      lastName: 'Buyer',
      email: uniqueEmail('buyer'),
      password: 'secret-pass-1',
      confirmPassword: 'secret-pass-1',
      country: 'KW',
      phone: '55512345',
      language,
    },
  });
  expect(response.status()).toBe(201);
}

async function buy(page: Page, options: { language: Language; points: number; card: string; shot?: string }) {
  const method = options.language === 'ar' ? 'kn' : 'vm';
  await page.goto('/store');
  await expect(page.getByTestId('store-balance-points')).toBeVisible();
  // The page comes rendered by the server: a radio button checked before the app has taken it over counts only once it has.
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await page.getByTestId(`method-${method}`).check({ force: true });
  await page.getByTestId(`buy-${options.points}`).click();
  await page.waitForURL(/\/sandbox\/myfatoorah\/checkout\/\d+/);
  const invoiceId = new URL(page.url()).pathname.split('/').pop()!;
  expect(await page.evaluate(() => sessionStorage.getItem('pending_invoice_id'))).toBe(invoiceId);
  await expect(page.locator('html')).toHaveAttribute('dir', options.language === 'ar' ? 'rtl' : 'ltr');
  await fillSandboxCheckout(page, method, { name: 'Maryam Buyer', card: options.card });
  if (options.shot) await screenshot(page, options.shot);
  await page.getByTestId('sandbox-pay').click();
  return invoiceId;
}

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test.describe(`buying points (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
      await signUp(page, language);
    });

    test('4242: paid, credited in the wallet chip, completed in the history', async ({ page }) => {
      await page.goto('/store');
      await expect(page.getByTestId('store-balance-points')).toHaveText(text.balance(2));
      const three = page.getByTestId('package-3');
      await expect(three.getByTestId('package-price')).toHaveText(language === 'ar' ? '2.750 د.ك' : '2.750 KWD');
      await expect(three.getByTestId('package-discount')).toHaveText(language === 'ar' ? 'وفّر 8٪' : 'Save 8%');
      await expect(three.getByTestId('package-savings')).toHaveText(language === 'ar' ? 'توفّر 0.250 د.ك' : 'You save 0.250 KWD');
      await expect(page.getByTestId('package-25').getByTestId('package-discount')).toHaveText(language === 'ar' ? 'وفّر 30٪' : 'Save 30%');
      await expect(page.getByTestId('recent-transactions')).toContainText(language === 'ar' ? 'لم تقم بأي عملية شراء بعد.' : "You haven't made any purchases yet.");
      await expect(page.getByTestId('contact-support')).toBeVisible();
      await screenshot(page, `store-${language}`);

      await buy(page, { language, points: 3, card: '4242 4242 4242 4242', shot: `sandbox-checkout-${language}` });
      await page.waitForURL(/\/payment\/success\?paymentId=\d+&Id=\d+/);
      await expect(page.getByRole('heading', { name: text.success })).toBeVisible();
      await expect(page.getByTestId('result-amount')).toHaveText(language === 'ar' ? '2.750 د.ك' : '2.750 KWD');
      await expect(page.getByTestId('result-points-added')).toHaveText('+3');
      // The sign is drawn before the number in Arabic too ("+3", not "3+").
      expect(await page.getByTestId('result-points-added').evaluate(plusDrawnFirst)).toBe(true);
      await expect(page.getByTestId('result-transaction-id')).toHaveText(/^TQ-\d{8}-[0-9A-F]{10}$/);
      await expect(page.getByTestId('result-payment-id')).toHaveText(new URL(page.url()).searchParams.get('paymentId')!);
      await expect(page.getByTestId('wallet-points')).toHaveText('5');
      expect(await page.evaluate(() => sessionStorage.getItem('pending_invoice_id'))).toBeNull();
      await screenshot(page, `payment-success-${language}`);

      await page.getByRole('link', { name: text.history }).click();
      await expect(page).toHaveURL(/\/purchase-history$/);
      const rows = page.getByTestId('history-row');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toHaveAttribute('data-status', 'completed');
      await expect(rows.first()).toContainText(text.completed);
      await expect(rows.first()).toContainText(language === 'ar' ? '3 نقاط' : '3 points');
      const date = await rows.first().locator('td').first().innerText();
      // Arabic dates read day month year, as on My games.
      expect(date).toMatch(language === 'ar' ? /^\d{1,2} [\u0621-\u064A]+ \d{4} \d{2}:\d{2}$/ : /^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/);
      await screenshot(page, `purchase-history-${language}`);

      await page.getByTestId('filter-pending').click();
      await expect(page.getByTestId('history-empty')).toContainText(language === 'ar' ? 'لا توجد معاملات تطابق التصفية.' : 'No transactions match your filter.');
      await expect(page).toHaveURL(/status=pending/);
      await page.reload();
      await expect(page.getByTestId('filter-pending')).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('history-empty').getByRole('link').click();
      await expect(page).toHaveURL(/\/store$/);
      await expect(page.getByTestId('recent-transaction')).toHaveCount(1);
    });

    test('4000...0002: declined, the error page says so in the dashboard and Back returns to the invoice', async ({ page }) => {
      const invoiceId = await buy(page, { language, points: 1, card: '4000 0000 0000 0002' });
      await page.waitForURL(/\/payment\/error\?code=declined$/);
      await expect(page.getByTestId('payment-error-message')).toHaveText(text.declined);
      // Said once, by the page's heading (announced): no toast repeats it.
      await expect(page.getByText(text.declined)).toHaveCount(1);
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
      // No technical JSON: the reason is said in the buyer's language.
      await expect(page.getByTestId('payment-error-details')).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('pending_invoice_id'))).toBeNull();
      // The dashboard layout: the wallet and the sidebar stay.
      await expect(page.getByTestId('wallet-points')).toHaveText('2');
      await screenshot(page, `payment-error-${language}`);
      await page.getByTestId('payment-error-back').click();
      await page.waitForURL(new RegExp(`/sandbox/myfatoorah/checkout/${invoiceId}\\?`));
      await expect(page.getByTestId('sandbox-pay')).toBeVisible();
      await page.goto('/purchase-history?status=failed');
      await expect(page.getByTestId('history-row')).toHaveCount(1);
      await expect(page.getByTestId('history-row').first()).toHaveAttribute('data-status', 'failed');
      await expect(page.getByTestId('history-row').first()).toContainText(text.notCompleted);
      await expect(page.getByTestId('history-failure')).toHaveText(text.declined);
      await expect(page.getByTestId('wallet-points')).toHaveText('2');
      // The store's recent list shows no "+" for points that were never added.
      await page.goto('/store');
      await expect(page.getByTestId('recent-transaction-points')).toHaveText(language === 'ar' ? 'نقطة واحدة' : '1 point');
    });

    test('4000...0259: pending toast, re-checks, then credited', async ({ page }) => {
      test.setTimeout(90_000);
      await buy(page, { language, points: 5, card: '4000 0000 0000 0259' });
      await page.waitForURL(/\/payment\/success\?/);
      // The re-check notice shows at once and lasts 3 s; the toast (its library loads on first use)
      // stays 5 s. Checked in that order so a busy machine cannot let the payment settle first.
      await expect(page.getByTestId('payment-recheck')).toHaveText(text.recheck);
      await expect(page.locator('[data-sonner-toast][data-type="info"]')).toContainText(text.pendingToast);
      await screenshot(page, `payment-pending-${language}`);
      await expect(page.getByRole('heading', { name: text.success })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('result-points-added')).toHaveText('+5');
      await expect(page.getByTestId('wallet-points')).toHaveText('7');
    });
  });
}

/** How many lines an element's text takes on screen (pieces of one line share their top). */
function linesOfText(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
}

test('Arabic history: a transaction id reads left to right on one line, and "3 نقاط" stays together', async ({ page }) => {
  test.setTimeout(150_000);
  await useLanguage(page, 'ar');
  await signUp(page, 'ar');
  const { packages } = (await (await page.request.get('/api/store/packages')).json()) as { packages: { id: number; points: number }[] };
  const three = packages.find((pkg) => pkg.points === 3)!;
  expect((await page.request.post('/api/payments/checkout', { data: { packageId: three.id, paymentMethod: 'kn' } })).status()).toBe(201);
  for (const size of [
    { width: 1280, height: 720 },
    { width: 844, height: 390 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/purchase-history');
    const row = page.getByTestId('history-row');
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    const code = row.getByTestId('history-transaction-id');
    await expect(code).toHaveText(/^TQ-\d{8}-[0-9A-F]{10}$/);
    await expect(code).toHaveAttribute('dir', 'ltr');
    await expect(row.getByTestId('history-points')).toHaveText('3 نقاط');
    for (const cell of [code, row.getByTestId('history-points')]) {
      expect(await cell.evaluate(linesOfText), await cell.innerText()).toBe(1);
    }
    await screenshot(page, `purchase-history-${size.width}x${size.height}-ar`);
  }
});

test('long histories are paged, sorted both ways, and a failed load offers Try Again', async ({ page }) => {
  await signUp(page, 'en');
  const { packages } = (await (await page.request.get('/api/store/packages')).json()) as { packages: { id: number; points: number }[] };
  // 12 orders left unpaid (pending): enough for two pages of 10.
  for (let i = 0; i < 12; i++) {
    const pkg = packages[i % packages.length]!;
    expect((await page.request.post('/api/payments/checkout', { data: { packageId: pkg.id, paymentMethod: 'kn' } })).status()).toBe(201);
  }
  // The query client retries a server error twice before it gives up: fail all three.
  let failures = 3;
  await page.route('**/api/payments/transactions?*', async (route) => {
    if (failures > 0) {
      failures--;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"x"}}' });
    }
    return route.continue();
  });
  await page.goto('/purchase-history');
  await expect(page.getByTestId('history-error')).toContainText('Failed to load transaction history');
  await page.getByTestId('history-retry').click();
  await expect(page.getByTestId('history-row')).toHaveCount(10);
  await expect(page.getByTestId('page-status')).toHaveText('Page 1 of 2');
  const newest = await page.getByTestId('history-row').first().locator('td').last().innerText();
  await page.getByTestId('page-next').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('history-row')).toHaveCount(2);
  await expect(page.getByTestId('page-next')).toBeDisabled();
  await page.getByTestId('sort-toggle').click();
  await expect(page.getByTestId('sort-toggle')).toHaveText('Oldest first');
  await expect(page.getByTestId('page-status')).toHaveText('Page 1 of 2');
  await page.getByTestId('page-next').click();
  await expect(page.getByTestId('history-row')).toHaveCount(2);
  await expect(page.getByTestId('history-row').last().locator('td').last()).toHaveText(newest);
  await page.getByTestId('filter-completed').click();
  await expect(page.getByTestId('history-empty')).toContainText('No transactions match your filter.');
});

test.describe('signed-out visitors', () => {
  test('see the store, and are asked to log in for history and results', async ({ page }) => {
    await page.goto('/store');
    await expect(page.getByTestId('package-10')).toContainText('Most popular');
    await page.getByTestId('buy-1').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please login to continue')).toBeVisible();

    await page.goto('/purchase-history');
    await expect(page.getByTestId('history-login-required')).toContainText('Please log in to view your purchase history');
    await page.getByTestId('history-login-required').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/payment/success?paymentId=123');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the error page heads only the app's own messages; any other text stays in Technical Details", async ({ page }) => {
    const spoof = 'Your account is locked. Call +965 5555 0000 now';
    await page.goto(`/payment/error?${new URLSearchParams({ message: spoof, details: 'plain text details' })}`);
    await expect(page.getByTestId('payment-error-message')).toHaveText('Payment failed');
    await expect(page.getByText('Payment failed')).toHaveCount(1);
    await expect(page.getByText(/locked/)).toHaveCount(1);
    await expect(page.getByTestId('payment-error-details')).toHaveText(`${spoof}\nplain text details`);
    await page.goto('/payment/error?code=not_successful');
    await expect(page.getByTestId('payment-error-message')).toHaveText('Your payment was not successful. Please try again.');
    await page.goto('/payment/error?error=Card%20expired');
    await expect(page.getByTestId('payment-error-message')).toHaveText('Payment failed');
    await expect(page.getByTestId('payment-error-details')).toHaveText('Card expired');
    await page.goto('/payment/error');
    await expect(page.getByTestId('payment-error-message')).toHaveText('Payment failed');
    await expect(page.getByTestId('payment-error-details')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Store' }).click();
    await expect(page).toHaveURL(/\/store$/);
  });
});

test('a result page without any id says what to do', async ({ page }) => {
  await signUp(page, 'en');
  await page.goto('/payment/success');
  await expect(page.getByTestId('payment-result-message')).toHaveText('No invoice ID found. Please contact support.');
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/store');
});

/** True when the first character of the element's text ("+") is drawn left of the second. */
function plusDrawnFirst(element: Element): boolean {
  const text = element.querySelector('bdi')?.firstChild;
  if (!text) return false;
  const range = document.createRange();
  range.setStart(text, 0);
  range.setEnd(text, 1);
  const sign = range.getBoundingClientRect().left;
  range.setStart(text, 1);
  range.setEnd(text, 2);
  return sign < range.getBoundingClientRect().left;
}
