import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { screenshot, signInOperator, signUpViaApi, useLanguage } from './support/helpers';

const TEXT = {
  en: { title: 'Operator console', resolved: 'Resolved', operatorsOnly: 'This page is for operators.', sent: 'Notification sent' },
  ar: { title: 'لوحة المشرف', resolved: 'تم الحل', operatorsOnly: 'هذه الصفحة للمشرفين فقط.', sent: 'تم إرسال الإشعار' },
} as const;

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`operator console (${language}): a report reaches the inbox, and a notification reaches a player`, async ({ page, browser }) => {
    const tag = randomBytes(3).toString('hex');
    await useLanguage(page, language);

    // A player reports an issue and keeps the new-game screen open.
    const player = await browser.newContext();
    const playerPage = await player.newPage();
    await useLanguage(playerPage, language);
    await signUpViaApi(playerPage, { firstName: 'Maryam' });
    expect((await playerPage.request.post('/api/feedback', { data: { title: `Timer froze ${tag}`, content: 'Stopped at 12 s.' } })).status()).toBe(201);
    expect((await playerPage.request.get('/api/admin/feedback')).status()).toBe(403);
    await playerPage.goto('/admin');
    await expect(playerPage.getByText(text.operatorsOnly)).toBeVisible();
    const stream = playerPage.waitForResponse((response) => response.url().endsWith('/api/events'));
    await playerPage.goto('/play');
    await stream;

    // The operator opens the console from the sidebar.
    await signInOperator(page);
    await page.goto('/play');
    await page.getByRole('link', { name: text.title }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const report = page.getByTestId('feedback-inbox').locator('li').filter({ hasText: `Timer froze ${tag}` });
    await expect(report).toContainText('Stopped at 12 s.');
    await expect(report).toContainText('Maryam');
    await report.locator('select').selectOption('resolved');
    await page.reload();
    await expect(report.locator('select')).toHaveValue('resolved');
    await expect(report.locator('select option:checked')).toHaveText(text.resolved);

    // An empty message is explained; a real one reaches the player as a toast.
    await page.getByTestId('send-notification').click();
    await expect(page.locator('#notification-body-error')).toBeVisible();
    await page.locator('#notification-title').fill(`Quiz night ${tag}`);
    await page.locator('#notification-body').fill('New questions about Lady Zaynab tonight.');
    await page.getByTestId('send-notification').click();
    await expect(page.getByText(text.sent)).toBeVisible();
    await expect(page.getByTestId('sent-notifications')).toContainText(`Quiz night ${tag}`);
    await expect(playerPage.getByText(`Quiz night ${tag}`)).toBeVisible();
    await expect(playerPage.getByText('New questions about Lady Zaynab tonight.')).toBeVisible();
    await screenshot(page, `admin-${language}`);
    await player.close();
  });
}
