import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { screenshot, signInOperator, useLanguage } from './support/helpers';

const WARNING = {
  en: 'Not shown to players: needs 2 more easy questions, 2 more medium questions, and 2 more hard questions',
  ar: 'لا تظهر للاعبين: ينقصها سؤالان سهلان وسؤالان متوسطان وسؤالان صعبان',
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`a category without the questions of a game says so in the console's list and on its form (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signInOperator(page);
    const slug = `short-${randomBytes(4).toString('hex')}`;
    const created = await page.request.post('/api/admin/categories', {
      data: { slug, nameAr: `فئة ناقصة ${slug}`, nameEn: `Short category ${slug}`, sortOrder: 999 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto('/admin/content');
    await page.getByTestId('studio-tab-categories').click();
    const warning = page.getByTestId(`category-shortfall-${slug}`);
    await expect(warning).toHaveText(WARNING[language]);
    await warning.scrollIntoViewIfNeeded();
    await screenshot(page, `console-category-shortfall-${language}`);

    await page.getByTestId(`category-row-${slug}`).getByRole('button', { name: language === 'ar' ? 'تعديل' : 'Edit' }).click();
    await expect(page.getByTestId(`category-${id}-shortfall`)).toHaveText(WARNING[language]);
  });
}
