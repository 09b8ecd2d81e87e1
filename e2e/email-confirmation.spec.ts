import { confirmationToken, screenshot, signUpViaApi, useLanguage } from './support/helpers';
import { expect, test } from './support/test';

/**
 * DECISIONS.md 23: play at once; a small notice with Resend until the address is confirmed. Opening
 * the link only shows a button (a mail scanner opens links too): the click confirms.
 */
const TEXT = {
  en: {
    notice: 'Confirm your e-mail.',
    button: 'Confirm my e-mail',
    resent: 'A new confirmation link is on its way.',
    confirmed: 'Your e-mail address is confirmed. Thank you!',
    doneTitle: 'E-mail confirmed',
    alreadyConfirmed: 'This e-mail address is already confirmed. There is nothing more to do.',
    invalidTitle: 'Confirmation link not valid',
    invalid: 'This confirmation link is invalid or has expired. Sign in and choose Resend for a new one.',
  },
  ar: {
    notice: 'أكّد بريدك الإلكتروني.',
    button: 'تأكيد بريدي الإلكتروني',
    resent: 'رابط تأكيد جديد في الطريق إليك.',
    confirmed: 'تم تأكيد بريدك الإلكتروني. شكرًا لك!',
    doneTitle: 'تم تأكيد البريد الإلكتروني',
    alreadyConfirmed: 'عنوان البريد الإلكتروني هذا مؤكَّد من قبل. لا حاجة لفعل أي شيء آخر.',
    invalidTitle: 'رابط التأكيد غير صالح',
    invalid: 'رابط التأكيد هذا غير صالح أو انتهت صلاحيته. سجّل الدخول واختر «إعادة الإرسال» للحصول على رابط جديد.',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];
  test(`e-mail confirmation in ${language === 'en' ? 'English' : 'Arabic'}: notice, Resend, the link's button, and a used link`, async ({ page }) => {
    test.setTimeout(150_000);
    await useLanguage(page, language);
    const { email } = await signUpViaApi(page, { language });
    await page.goto('/play');
    const notice = page.getByTestId('confirm-email-notice');
    await expect(notice).toContainText(text.notice, { timeout: 30_000 });
    await expect(notice).toContainText(email);
    await screenshot(page, `confirm-email-notice-${language}`);

    await page.getByTestId('confirm-email-resend').click();
    await expect(page.locator('[data-sonner-toast]')).toContainText(text.resent);

    const token = await confirmationToken(email);
    await page.goto(`/confirm-email?token=${token}`);
    const button = page.getByRole('button', { name: text.button });
    await expect(button).toBeVisible();
    await screenshot(page, `confirm-email-button-${language}`);
    // Opening the page confirmed nothing.
    expect((await (await page.request.get('/api/auth/session')).json()).user.emailConfirmed).toBe(false);
    await button.click();
    await expect(page.getByTestId('confirm-email-state')).toHaveText(new RegExp(text.confirmed));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.doneTitle);
    expect((await (await page.request.get('/api/auth/session')).json()).user.emailConfirmed).toBe(true);
    await screenshot(page, `confirm-email-done-${language}`);
    await page.goto('/play');
    await expect(page.getByTestId('wallet-points')).toHaveText('2');
    await expect(notice).toHaveCount(0);

    // The same link a second time: the address is already confirmed, said as a success.
    await page.goto(`/confirm-email?token=${token}`);
    await page.getByRole('button', { name: text.button }).click();
    await expect(page.getByTestId('confirm-email-state')).toContainText(text.alreadyConfirmed);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.doneTitle);
    await screenshot(page, `confirm-email-again-${language}`);

    // A link that is no link of ours is refused.
    await page.goto(`/confirm-email?token=${token}x`);
    await page.getByRole('button', { name: text.button }).click();
    await expect(page.getByTestId('confirm-email-state')).toContainText(text.invalid);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.invalidTitle);
  });
}
