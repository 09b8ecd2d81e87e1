import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { isResetMail, resetLinkOf, startSmtpServer, type TestSmtpServer } from '../apps/server/test/mail';
import { randomIp, screenshot, uniqueEmail, useLanguage } from './support/helpers';
import { startServer, stopServer } from './support/server';

/**
 * Forgot password end to end with real mail: a server of its own (port E2E_PORT + 50) sends
 * through SMTP_URL to a local SMTP server started here.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const BASE = `http://localhost:${PORT}`;
const PASSWORD = 'old-password-1';
const NEW_PASSWORD = 'new-password-2';

const TEXT = {
  en: {
    subject: 'Reset your Thaqalayn Quiz password',
    sent: 'Password reset instructions sent',
    resetDone: 'Password reset successful!',
    invalidCredentials: 'Invalid login credentials',
    invalidLink: 'Invalid Reset Link',
    invalidBody: 'This password reset link is invalid or has expired.',
    requestNew: 'Request New Reset Link',
    emailRequired: 'Please enter your email address',
    mismatch: 'Passwords do not match',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور في مسابقة الثقلين',
    sent: 'تم إرسال تعليمات إعادة تعيين كلمة المرور',
    resetDone: 'تمت إعادة تعيين كلمة المرور بنجاح!',
    invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    invalidLink: 'رابط إعادة التعيين غير صالح',
    invalidBody: 'رابط إعادة تعيين كلمة المرور هذا غير صالح أو انتهت صلاحيته.',
    requestNew: 'اطلب رابطًا جديدًا',
    emailRequired: 'يرجى إدخال بريدك الإلكتروني',
    mismatch: 'كلمتا المرور غير متطابقتين',
  },
} as const;

let smtp: TestSmtpServer;
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });
// Playwright fixtures must destructure their first argument.
// eslint-disable-next-line no-empty-pattern
test.use({ baseURL: BASE, extraHTTPHeaders: async ({}, use) => use({ 'x-forwarded-for': randomIp() }) });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpServer();
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'quiz-mail-')), 'data');
  server = await startServer(PORT, { DATA_DIR: dataDir, SMTP_URL: smtp.url });
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  await smtp?.close();
});

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`forgot password by mail, in ${language === 'en' ? 'English' : 'Arabic'}: the link resets once`, async ({ page, request }) => {
    const email = uniqueEmail('recover');
    const signup = await request.post('/api/auth/signup', {
      data: { firstName: 'Sara', lastName: 'Reset', email, password: PASSWORD, confirmPassword: PASSWORD, country: 'KW', phone: '55512345', language },
    });
    expect(signup.status()).toBe(201);
    await request.post('/api/auth/logout');

    await useLanguage(page, language);
    await page.goto('/forgot-password');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-email-error')).toHaveText(text.emailRequired);
    await page.locator('#forgot-email').fill('');
    await page.reload();
    await page.getByTestId('forgot-form').waitFor();
    await screenshot(page, `forgot-${language}`);
    await page.locator('#forgot-email').fill(email);
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByText(text.sent).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The mail arrives through SMTP, in the user's language, with the link.
    const mail = await smtp.waitForMail(email, 10_000, isResetMail);
    expect(mail.subject).toBe(text.subject);
    const link = resetLinkOf(mail);
    expect(link.startsWith(`${BASE}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await page.getByTestId('reset-form').waitFor();
    await page.locator('#reset-new-password').fill(NEW_PASSWORD);
    await page.locator('#reset-confirm-password').fill(`${NEW_PASSWORD}x`);
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-confirm-password-error')).toHaveText(text.mismatch);
    await page.getByTestId('reset-new-password-toggle').click();
    await expect(page.locator('#reset-new-password')).toHaveAttribute('type', 'text');
    await screenshot(page, `reset-${language}`);
    await page.locator('#reset-confirm-password').fill(NEW_PASSWORD);
    await page.getByTestId('reset-submit').click();
    await expect(page.getByText(text.resetDone)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The old password fails, the new one works.
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByText(text.invalidCredentials)).toBeVisible();
    await page.locator('#login-password').fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/play$/);
    await expect(page.getByTestId('wallet-points')).toHaveText('2');

    // The same link a second time: refused, with a way to ask for a new one.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: text.invalidLink })).toBeVisible();
    await expect(page.getByText(text.invalidBody)).toBeVisible();
    await screenshot(page, `reset-invalid-${language}`);
    await page.getByRole('link', { name: text.requestNew }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
}
