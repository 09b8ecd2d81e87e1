import { expect, test } from './support/test';
import type { AdminCategoriesResponse, AdminQuestionsResponse } from '@app/shared/contracts/admin';
import type { AdminQuestionReportsResponse } from '@app/shared/contracts/question-reports';
import { signInOperator, signUpViaApi, useLanguage } from './support/helpers';

const SOURCE = 'الإرشاد للمفيد، ج 2، ص 127';
const LABEL = { en: 'Source:', ar: 'المصدر:' } as const;

for (const language of ['en', 'ar'] as const) {
  test(`source note (${language}): the host sees it under the answer and in the report dialog, the operator in the report`, async ({ page }) => {
    await useLanguage(page, language);
    // As the operator: every easy question of one category gets the source note.
    await signInOperator(page);
    const { categories } = (await (await page.request.get('/api/admin/categories')).json()) as AdminCategoriesResponse;
    // A category players can play (another test may leave a new category with a single question).
    const category = categories.find(
      (entry) => entry.active && entry.slug !== 'lady-zaynab' && Object.values(entry.missingForGame).every((missing) => missing === 0),
    )!;
    const { questions } = (await (await page.request.get(`/api/admin/categories/${category.id}/questions`)).json()) as AdminQuestionsResponse;
    for (const question of questions.filter((q) => q.difficulty === 'easy')) {
      const saved = await page.request.put(`/api/admin/questions/${question.id}`, {
        data: {
          questionAr: question.questionAr,
          answerAr: question.answerAr,
          questionEn: question.questionEn ?? '',
          answerEn: question.answerEn ?? '',
          acceptedAnswersAr: question.acceptedAnswersAr,
          acceptedAnswersEn: question.acceptedAnswersEn,
          source: SOURCE,
          active: question.active,
        },
      });
      expect(saved.status()).toBe(200);
    }

    // As a host: the answer screen shows it small under the answer, and the report dialog too.
    await signUpViaApi(page);
    const created = await page.request.post('/api/games', { data: { name: 'Sources', categoryIds: [category.id], teamNames: ['Lions', 'Falcons'] } });
    expect(created.status()).toBe(201);
    const { game } = (await created.json()) as { game: { id: number } };
    await page.goto(`/jeopardy/${game.id}`);
    await page.locator('button[data-testid^="tile-"]').first().click();
    await page.getByTestId('show-answer').click();
    await expect(page.getByTestId('answer-source')).toHaveText(`${LABEL[language]} ${SOURCE}`);
    await page.getByTestId('report-question').click();
    await expect(page.getByTestId('report-source')).toHaveText(`${LABEL[language]} ${SOURCE}`);
    const note = `Not what the source says (${language} ${game.id})`;
    await page.locator('#report-note').fill(note);
    const sent = page.waitForResponse((response) => response.url().includes('/report') && response.request().method() === 'POST');
    await page.getByTestId('report-send').click();
    expect((await sent).status()).toBe(201);

    // As the operator: the report shows the question's source.
    await signInOperator(page);
    const { reports } = (await (await page.request.get('/api/admin/question-reports')).json()) as AdminQuestionReportsResponse;
    const report = reports.find((entry) => entry.note === note)!;
    await page.goto('/admin/content');
    await page.getByTestId('studio-tab-reports').click();
    await expect(page.getByTestId(`report-source-${report.id}`)).toHaveText(`${language === 'en' ? 'Source: ' : 'المصدر: '}${SOURCE}`);
  });
}
