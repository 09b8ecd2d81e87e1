import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { screenshot, signInOperator, useLanguage } from './support/helpers';

const TEXT = {
  en: {
    apply: 'Import all',
    problems: '1 problem: nothing will be imported until it is fixed.',
    line: 'line 3',
    rule: 'unknown difficulty "very hard" (use easy, normal or hard)',
    ready: 'The file is valid.',
    imported: 'Imported: 2 new questions, 0 changed.',
    pick: 'Choose a file',
    noFile: 'No file chosen',
    done: (file: string) => `Imported from ${file}: 2 new questions, 0 changed.`,
  },
  ar: {
    apply: 'استورد الكل',
    problems: 'مشكلة واحدة: لن يُستورد شيء حتى تُصحَّح.',
    line: 'السطر 3',
    rule: 'صعوبة غير معروفة "very hard" (استخدم easy أو normal أو hard)',
    ready: 'الملف سليم.',
    imported: 'تم الاستيراد: سؤالان جديدان، لا أسئلة معدّلة.',
    pick: 'اختر ملفًا',
    noFile: 'لم يُختر ملف',
    done: (file: string) => `تم الاستيراد من ${file}: سؤالان جديدان، لا أسئلة معدّلة.`,
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`content studio (${language}): a file with a bad row shows the line and the rule, nothing is written; the fixed file imports`, async ({ page }, info) => {
    // Two files checked, one imported, its toast waited out, then the question opened: slow on a busy machine.
    test.setTimeout(150_000);
    await useLanguage(page, language);
    await signInOperator(page);
    const slug = `imported-${language}-${randomBytes(3).toString('hex')}`;
    const header = 'category,category_name_ar,category_name_en,difficulty,question_ar,answer_ar,question_en,answer_en';
    const good = `${slug},فئة مستوردة,Imported category,easy,سؤال مستورد أول ${slug}؟,جواب أول,First imported question?,First answer`;
    const file = (difficulty: string) =>
      [header, good, `${slug},,,${difficulty},سؤال مستورد ثان؟,جواب ثان,Second imported question?,Second answer`].join('\n');
    const path = info.outputPath(`${slug}.csv`);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/content');
    await page.getByTestId('studio-tab-files').click();
    // The picker speaks the console's language, and the help names no file an operator cannot open.
    await expect(page.getByTestId('content-file-pick')).toHaveText(TEXT[language].pick);
    await expect(page.getByTestId('content-file-name')).toHaveText(TEXT[language].noFile);
    await expect(page.getByText(/docs\/|\.md\b/)).toHaveCount(0);
    writeFileSync(path, file('very hard'));
    await page.getByTestId('content-file').setInputFiles(path);
    const problems = page.getByTestId('import-problems');
    await expect(problems).toContainText(TEXT[language].problems);
    await expect(problems).toContainText(TEXT[language].line);
    await expect(problems).toContainText(TEXT[language].rule);
    await expect(page.getByTestId('import-apply')).toHaveCount(0);
    await problems.scrollIntoViewIfNeeded();
    await screenshot(page, `content-import-problem-${language}`);
    const before = await (await page.request.get('/api/admin/categories')).json();
    expect(before.categories.some((c: { slug: string }) => c.slug === slug)).toBe(false);

    writeFileSync(path, file('hard'));
    await page.getByTestId('content-file').setInputFiles(path);
    await expect(page.getByTestId('import-ready')).toContainText(TEXT[language].ready);
    await expect(page.getByTestId('import-ready').locator('tbody tr')).toHaveCount(2);
    await screenshot(page, `content-import-ready-${language}`);
    await page.getByTestId('import-ready').getByRole('button', { name: TEXT[language].apply }).click();
    await expect(page.getByText(TEXT[language].imported)).toBeVisible();
    // The result stays on screen once the toast has gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByTestId('import-done')).toHaveText(TEXT[language].done(`${slug}.csv`));
    await screenshot(page, `content-import-done-${language}`);

    // The imported questions are in the list, found by a spelling without hamza.
    await page.getByTestId('studio-tab-questions').click();
    await page.locator('#question-search').fill(`سؤال مستورد اول ${slug}`);
    await expect(page.getByTestId('question-results').locator('li')).toHaveCount(1);
    await page.getByTestId('question-results').getByRole('button').first().click();
    await expect(page.getByTestId('preview-en').getByTestId('answer-text')).toHaveText('First answer');
    await expect(page.getByTestId('preview-ar').getByTestId('answer-text')).toHaveText('جواب أول');
    await page.getByTestId('question-editor').scrollIntoViewIfNeeded();
    await screenshot(page, `content-question-editor-${language}`);
    await page.setViewportSize({ width: 820, height: 1180 });
    await screenshot(page, `content-question-editor-tablet-${language}`);
  });
}
