import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { screenshot, signUpViaApi, useLanguage } from './support/helpers';

/** Six pasted lines, two of each difficulty (words and points mixed); `broken` leaves the 4th line's answer out. */
function sixLines(language: 'en' | 'ar', tag: string, broken: boolean): string {
  const rows =
    language === 'ar'
      ? [
          [`من بنى الكعبة مع ابنه؟ ${tag}`, 'إبراهيم', 'سهل'],
          [`ما شهر الصيام؟ ${tag}`, 'رمضان', '200'],
          [`كم عدد الأئمة؟ ${tag}`, 'اثنا عشر', 'متوسط'],
          [`في أي مدينة دُفن النبي؟ ${tag}`, 'المدينة المنورة', '400'],
          [`من هو الإمام الأول؟ ${tag}`, 'الإمام علي', 'صعب'],
          [`في أي سنة كانت الهجرة؟ ${tag}`, '622', '600'],
        ]
      : [
          [`Who built the Kaaba with his son? ${tag}`, 'Ibrahim', 'easy'],
          [`Which month is the month of fasting? ${tag}`, 'Ramadan', '200'],
          [`How many Imams are there? ${tag}`, 'Twelve', 'medium'],
          [`Which city is the Prophet buried in? ${tag}`, 'Medina', '400'],
          [`Who was the first Imam? ${tag}`, 'Imam Ali', 'hard'],
          [`In which year was the Hijra? ${tag}`, '622', '600'],
        ];
  return rows.map(([question, answer, difficulty], i) => `${question} | ${broken && i === 3 ? '' : answer} | ${difficulty}`).join('\n');
}

/** WCAG 2.1 A and AA for the import panel, as the accessibility spec checks every other screen. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="own-import"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect.soft(results.violations.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
}

const easyQuestions = (page: Page) => page.getByTestId('own-questions-easy').getByTestId('own-question').locator('p.font-semibold');

test.describe.configure({ timeout: 180_000 });

for (const language of ['en', 'ar'] as const) {
  test(`importing into my category (${language}): a wrong pasted line is named, the fixed ones are imported, a CSV file too, and the order is kept`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1280, height: 720 });
    await signUpViaApi(page);
    const tag = randomBytes(3).toString('hex');
    const created = await page.request.post('/api/my-categories', { data: { name: language === 'ar' ? `درس ${tag}` : `Lesson ${tag}`, language } });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { category: { id: number } }).category.id;
    await page.goto(`/my-categories/${id}`);

    // Six lines, the 4th without its answer: nothing can be imported, and the line is named.
    const panel = page.getByTestId('own-import');
    await expect(panel.getByRole('heading')).toHaveText(language === 'ar' ? 'استيراد أسئلة' : 'Import questions');
    await panel.getByTestId('own-import-lines').fill(sixLines(language, tag, true));
    await panel.getByTestId('own-import-check').click();
    await expect(panel.getByTestId('own-import-problem')).toHaveText([language === 'ar' ? 'السطر 4، الإجابة: حقل مطلوب' : 'Line 4, answer: required']);
    await expect(panel.getByTestId('own-import-submit')).toHaveCount(0);
    await expectAccessible(page);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, `my-category-import-errors-${language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.getByTestId('own-import-problems').scrollIntoViewIfNeeded();
    await screenshot(page, `my-category-import-errors-phone-${language}`);
    await page.setViewportSize({ width: 844, height: 390 });
    await panel.getByTestId('own-import-problems').scrollIntoViewIfNeeded();
    await screenshot(page, `my-category-import-errors-short-${language}`);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Fixed: the preview counts them per difficulty, then all six are imported and the category is playable.
    await panel.getByTestId('own-import-lines').fill(sixLines(language, tag, false));
    await panel.getByTestId('own-import-check').click();
    await expect(panel.getByTestId('own-import-preview').getByRole('status')).toHaveText(
      language === 'ar' ? 'جاهز: 6 أسئلة. سهل 2 · متوسط 2 · صعب 2' : 'Ready: 6 questions. Easy 2 · Medium 2 · Hard 2',
    );
    await expect(panel.getByTestId('own-import-submit')).toHaveText(language === 'ar' ? 'استورد 6 أسئلة' : 'Import 6 questions');
    await expectAccessible(page);
    await panel.getByTestId('own-import-preview').scrollIntoViewIfNeeded();
    await screenshot(page, `my-category-import-preview-${language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.getByTestId('own-import-preview').scrollIntoViewIfNeeded();
    await screenshot(page, `my-category-import-preview-phone-${language}`);
    await page.setViewportSize({ width: 1280, height: 720 });
    await panel.getByTestId('own-import-submit').click();
    await expect(page.getByTestId('own-category-ready')).toHaveText(language === 'ar' ? 'جاهزة للعب' : 'Ready to play');
    await expect(page.getByTestId('own-question')).toHaveCount(6);
    await expect(panel.getByTestId('own-import-lines')).toHaveValue('');
    const after = (await (await page.request.get(`/api/my-categories/${id}`)).json()) as { category: { playable: boolean } };
    expect(after.category.playable).toBe(true);

    // A CSV file in the question bank's format: two more questions.
    await panel.getByTestId('own-import-tab-file').click();
    const csv =
      language === 'ar'
        ? `category,difficulty,question_ar,answer_ar\nlesson,سهل,"من ولد في الكعبة، في مكة؟ ${tag}",الإمام علي\nlesson,صعب,ما اسم أم الإمام المهدي؟ ${tag},نرجس\n`
        : `category,difficulty,question_en,answer_en\nlesson,easy,"Who was born in the Kaaba, in Mecca? ${tag}",Imam Ali\nlesson,hard,What was the name of Imam al-Mahdi's mother? ${tag},Narjis\n`;
    await panel.getByTestId('own-import-file').setInputFiles({ name: 'lesson.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`, 'utf8') });
    await expect(panel.getByTestId('own-import-file-name')).toHaveText('lesson.csv');
    await expect(panel.getByTestId('own-import-preview').getByRole('status')).toHaveText(
      language === 'ar' ? 'جاهز: سؤالان. سهل 1 · متوسط 0 · صعب 1' : 'Ready: 2 questions. Easy 1 · Medium 0 · Hard 1',
    );
    await panel.getByTestId('own-import-submit').click();
    await expect(page.getByTestId('own-question')).toHaveCount(8);
    await expect(easyQuestions(page)).toHaveText([
      language === 'ar' ? `من بنى الكعبة مع ابنه؟ ${tag}` : `Who built the Kaaba with his son? ${tag}`,
      language === 'ar' ? `ما شهر الصيام؟ ${tag}` : `Which month is the month of fasting? ${tag}`,
      language === 'ar' ? `من ولد في الكعبة، في مكة؟ ${tag}` : `Who was born in the Kaaba, in Mecca? ${tag}`,
    ]);

    // The last easy question moved to the top, with the keyboard; the order stays after a reload.
    const last = easyQuestions(page).nth(2);
    const lastText = (await last.innerText()).trim();
    const up = page.getByRole('button', { name: `${language === 'ar' ? 'نقل إلى أعلى' : 'Move up'}: ${lastText}` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(easyQuestions(page).nth(1)).toHaveText(lastText);
    await page.getByRole('button', { name: `${language === 'ar' ? 'نقل إلى أعلى' : 'Move up'}: ${lastText}` }).click();
    await expect(easyQuestions(page).first()).toHaveText(lastText);
    await expect(page.getByRole('button', { name: `${language === 'ar' ? 'نقل إلى أعلى' : 'Move up'}: ${lastText}` })).toBeDisabled();
    await page.reload();
    await expect(easyQuestions(page)).toHaveText([
      lastText,
      language === 'ar' ? `من بنى الكعبة مع ابنه؟ ${tag}` : `Who built the Kaaba with his son? ${tag}`,
      language === 'ar' ? `ما شهر الصيام؟ ${tag}` : `Which month is the month of fasting? ${tag}`,
    ]);
    await page.getByTestId('own-questions-easy').scrollIntoViewIfNeeded();
    await screenshot(page, `my-category-order-${language}`, { withoutToasts: true });
    await page.setViewportSize({ width: 844, height: 390 });
    await page.getByTestId('own-questions-easy').scrollIntoViewIfNeeded();
    await screenshot(page, `my-category-order-short-${language}`, { withoutToasts: true });
  });
}
