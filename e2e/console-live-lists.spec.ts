import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { screenshot, signInOperator, signUpViaApi, useLanguage } from './support/helpers';

/**
 * Reported issues and the audit log follow what happens while they are open (no reload), and say
 * who did what in the console's language rather than in codes.
 */
const TEXT = {
  en: { sender: 'Sent by Maryam Hasan (Kuwait) · ', action: 'Report status changed', target: 'reported issue #', field: 'Status', empty: 'No change recorded yet.' },
  ar: { sender: 'أرسله Maryam Hasan (الكويت) · ', action: 'تغيير حالة بلاغ', target: 'المشكلة المبلّغ عنها رقم ', field: 'الحالة', empty: 'لم يُسجَّل أي تغيير بعد.' },
} as const;

test.describe.configure({ timeout: 120_000 });

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`a new report and a new audit entry appear while the console is open, in words (${language})`, async ({ page, browser }) => {
    const tag = randomBytes(3).toString('hex');
    await useLanguage(page, language);
    await signInOperator(page);
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();

    const player = await browser.newContext();
    const playerPage = await player.newPage();
    await signUpViaApi(playerPage, { firstName: 'Maryam' });
    const sent = await playerPage.request.post('/api/feedback', { data: { title: `Board froze ${tag}`, content: 'After the third question.' } });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    await player.close();

    // The list is read again every 10 s while open.
    const report = page.getByTestId(`report-${id}`);
    await expect(report).toContainText(`Board froze ${tag}`, { timeout: 25_000 });
    await expect(page.getByTestId(`report-sender-${id}`)).toContainText(text.sender);
    await screenshot(page, `console-reports-${language}`);

    await page.goto('/admin/audit');
    const entries = page.getByTestId('audit-entry');
    // The log as it was (empty on a fresh server), before the change.
    await expect(page.getByTestId('audit-entries').or(page.getByText(text.empty))).toBeVisible();
    // Another operator's change (the same account, elsewhere) reaches the open log.
    expect((await page.request.patch(`/api/admin/feedback/${id}`, { data: { status: 'resolved' } })).status()).toBe(204);
    const entry = entries.filter({ hasText: `${text.target}${id}` });
    await expect(entry).toContainText(text.action, { timeout: 25_000 });
    await expect(entry.getByTestId('audit-change').first()).toContainText(text.field);
    await expect(entry.locator('pre')).toHaveCount(0);
    await screenshot(page, `console-audit-${language}`);
  });
}
