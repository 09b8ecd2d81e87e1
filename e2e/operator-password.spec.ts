import { mailedToken, randomIp, screenshot, signUpViaApi, useLanguage } from './support/helpers';
import { expect, test } from './support/test';

/**
 * An ADMIN_EMAILS address (playwright.config.ts) becomes an operator only through the link mailed
 * to it: the owner sets the password there, every session of the account ends, then the owner
 * signs in and finds the account in the console's operators list.
 */
const PASSWORD = 'owner-pass-2024';
const TEXT = {
  en: {
    title: 'Set your operator password',
    done: 'Your operator password is set.',
    listed: 'Listed address (ADMIN_EMAILS)',
    operators: 'Operators',
  },
  ar: {
    title: 'عيّن كلمة مرور المشرف',
    done: 'تم تعيين كلمة مرور المشرف.',
    listed: 'عنوان مُدرج (ADMIN_EMAILS)',
    operators: 'المشرفون',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];
  test(`the operator password link in ${language === 'en' ? 'English' : 'Arabic'}: sets the password, signs the old session out, makes an operator`, async ({ page }) => {
    await useLanguage(page, language);
    const email = `owner-${language}@e2e.example.com`;
    await signUpViaApi(page, { email, language });
    await page.request.post('/api/auth/confirm-email', { data: { token: await mailedToken(email, 'confirm-email') } });
    expect((await (await page.request.get('/api/auth/session')).json()).user).toMatchObject({ role: 'user', emailConfirmed: true });

    await page.goto(`/operator-password?token=${await mailedToken(email, 'operator-password')}`);
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
    await page.locator('#operator-new-password').fill(PASSWORD);
    await page.locator('#operator-confirm-password').fill(PASSWORD);
    await screenshot(page, `operator-password-${language}`);
    await page.getByTestId('operator-password-submit').click();
    await expect(page.locator('[data-sonner-toast]')).toContainText(text.done);
    await expect(page).toHaveURL(/\/login$/);
    // The session that signed up is gone.
    expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();

    const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD }, headers: { 'x-forwarded-for': randomIp() } });
    expect((await login.json()).user.role).toBe('admin');
    await page.goto('/admin/operators');
    const section = page.getByRole('region', { name: text.operators });
    await expect(section.getByRole('listitem').filter({ hasText: email })).toContainText(text.listed);
  });
}
