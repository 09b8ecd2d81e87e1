import { expect, test } from './support/test';
import { screenshot, signUpViaApi, useLanguage } from './support/helpers';

test('a signed-in player reports an issue; empty fields are explained first', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/bugs');
  await expect(page.getByRole('heading', { name: 'Report an issue' })).toBeVisible();
  await expect(page.getByLabel('Type')).toHaveValue('bug');
  await expect(page.getByLabel('Priority')).toHaveValue('medium');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Please give your report a title.')).toBeVisible();
  await expect(page.getByText('Please describe the issue.')).toBeVisible();

  await page.getByLabel('Title').fill('Wrong answer in Imam Ali category');
  await page.getByLabel('Priority').selectOption('high');
  await page.getByLabel('Details').fill('The 400 question shows the answer of another question.');
  await screenshot(page, 'report-issue-en');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');
});

test('the report form in Arabic', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signUpViaApi(page);
  await page.goto('/bugs');
  await expect(page.getByRole('heading', { name: 'الإبلاغ عن مشكلة' })).toBeVisible();
  await page.getByLabel('العنوان').fill('المؤقت توقف');
  await page.getByLabel('التفاصيل').fill('توقف المؤقت عند 12 ثانية.');
  await screenshot(page, 'report-issue-ar');
  await page.getByRole('button', { name: 'إرسال البلاغ' }).click();
  await expect(page.getByText('شكراً لك على ملاحظاتك!')).toBeVisible();
});
