import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { screenshot, uniqueEmail, useLanguage } from './support/helpers';

/**
 * A checkout left without paying explains itself (English and Arabic): Awaiting payment with
 * Continue payment and Cancel; a cancel on the provider's page reads neutrally, nothing charged.
 */
const TEXT = {
  en: {
    awaiting: 'Awaiting payment',
    notCompleted: 'Payment not completed',
    cancelled: 'You cancelled the payment. Nothing was charged.',
    continue: 'Continue payment',
    backToPayment: 'Back to payment',
  },
  ar: {
    awaiting: 'بانتظار الدفع',
    notCompleted: 'لم يكتمل الدفع',
    cancelled: 'ألغيتَ عملية الدفع. لم يُخصم أي مبلغ.',
    continue: 'متابعة الدفع',
    backToPayment: 'العودة إلى الدفع',
  },
} as const;

// Dashboard pages ask a phone in portrait to turn (DECISIONS 22), so the phone is in landscape.
const VIEWPORTS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 844, height: 390 },
] as const;

async function signUp(page: Page, language: 'en' | 'ar') {
  const response = await page.request.post('/api/auth/signup', {
    headers: { 'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
    data: {
      firstName: 'Maryam',
      lastName: 'Buyer',
      email: uniqueEmail('awaiting'),
      password: 'secret-pass-1',
      confirmPassword: 'secret-pass-1',
      country: 'KW',
      phone: '55512345',
      language,
    },
  });
  expect(response.status()).toBe(201);
}

async function startCheckout(page: Page, points: number): Promise<{ paymentUrl: string; invoiceId: string }> {
  const { packages } = (await (await page.request.get('/api/store/packages')).json()) as { packages: { id: number; points: number }[] };
  const response = await page.request.post('/api/payments/checkout', { data: { packageId: packages.find((p) => p.points === points)!.id, paymentMethod: 'vm' } });
  expect(response.status()).toBe(201);
  return response.json();
}

async function shoot(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${viewport.width}x${viewport.height}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`a checkout left without paying: Awaiting payment, Continue payment, a neutral cancel on the provider page, then Cancel (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signUp(page, language);
    const first = await startCheckout(page, 3);

    await page.goto('/purchase-history');
    const row = page.getByTestId('history-row').first();
    await expect(row).toHaveAttribute('data-status', 'pending');
    await expect(row).toContainText(text.awaiting);
    await expect(row.getByTestId('history-continue')).toHaveText(text.continue);
    await expect(row.getByTestId('history-continue')).toHaveAttribute('href', first.paymentUrl);
    await shoot(page, `history-awaiting-${language}`);

    await page.goto('/store');
    await expect(page.getByTestId('recent-continue')).toHaveAttribute('href', first.paymentUrl);

    // Continue payment goes back to the provider's page, where the buyer cancels.
    await page.goto('/purchase-history');
    await page.getByTestId('history-continue').click();
    await page.waitForURL(new RegExp(`/sandbox/myfatoorah/checkout/${first.invoiceId}\\?`));
    await page.getByTestId('sandbox-cancel').click();
    await page.waitForURL(/\/payment\/error\?code=cancelled$/);
    await expect(page.getByTestId('payment-error')).toHaveAttribute('data-kind', 'cancelled');
    await expect(page.getByTestId('payment-error-message')).toHaveText(text.cancelled);
    await expect(page.getByTestId('payment-error')).not.toContainText('{');
    // Said once, by the page (decision 007): no toast repeats it.
    await expect(page.getByTestId('wallet-points')).toHaveText('2');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(page.getByTestId('payment-error-back')).toHaveText(text.backToPayment);
    await shoot(page, `payment-cancelled-${language}`);

    // Cancel from the history: nothing charged, no way back to that invoice.
    await startCheckout(page, 1);
    await page.goto('/purchase-history?status=pending');
    await expect(page.getByTestId('history-row')).toHaveCount(1);
    await page.getByTestId('history-cancel').click();
    await expect(page.getByTestId('history-empty')).toBeVisible();
    await page.goto('/purchase-history?status=failed');
    await expect(page.getByTestId('history-row')).toHaveCount(2);
    // Newest first: the one cancelled here.
    await expect(page.getByTestId('history-row').first()).toContainText(text.notCompleted);
    await expect(page.getByTestId('history-row').first().getByTestId('history-continue')).toHaveCount(0);
    await expect(page.getByTestId('history-failure')).toHaveText([text.cancelled, text.cancelled]);
    // The one cancelled on the provider page can still be paid; the one cancelled here cannot.
    await expect(page.getByTestId('history-continue')).toHaveCount(1);
    await expect(page.getByTestId('wallet-points')).toHaveText('2');
    await shoot(page, `history-cancelled-${language}`);
  });
}
