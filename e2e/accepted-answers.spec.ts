import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { AdminCategoriesResponse, AdminQuestionsResponse } from '@app/shared/contracts/admin';
import { screenshot, signInOperator, signUpViaApi, useLanguage } from './support/helpers';

const TEXT = {
  en: { label: 'Also accept', field: 'Also accept (English, one per line)' },
  ar: { label: 'يُقبل أيضًا', field: 'يُقبل أيضًا (بالإنجليزية، إجابة في كل سطر)' },
} as const;

/**
 * As the operator: gives Lady Zaynab's easy questions their accepted answers; returns the category
 * and the accepted answers by each question's answer (Arabic and English).
 */
async function addAcceptedAnswers(page: Page) {
  const byAnswer = new Map<string, { ar: string[]; en: string[] }>();
  await signInOperator(page);
  const { categories } = (await (await page.request.get('/api/admin/categories')).json()) as AdminCategoriesResponse;
  const category = categories.find((entry) => entry.slug === 'lady-zaynab')!;
  const { questions } = (await (await page.request.get(`/api/admin/categories/${category.id}/questions`)).json()) as AdminQuestionsResponse;
  for (const [index, question] of questions.filter((q) => q.difficulty === 'easy').entries()) {
    // Made up per question, so the test does not depend on the pack's wording.
    const accepted = { ar: [`إجابة أخرى ${index + 1}`, `صيغة أقصر ${index + 1}`], en: [`Another answer ${index + 1}`, `A shorter form ${index + 1}`] };
    const response = await page.request.put(`/api/admin/questions/${question.id}`, {
      data: {
        questionAr: question.questionAr,
        answerAr: question.answerAr,
        questionEn: question.questionEn ?? '',
        answerEn: question.answerEn ?? '',
        acceptedAnswersAr: accepted.ar,
        acceptedAnswersEn: accepted.en,
        active: question.active,
      },
    });
    expect(response.status()).toBe(200);
    byAnswer.set(question.answerAr, accepted).set(question.answerEn!, accepted);
  }
  return { category, byAnswer };
}

for (const language of ['en', 'ar'] as const) {
  test(`answer screen (${language}): the host sees the other answers to accept, under the answer, at TV, laptop and phone sizes`, async ({ page }) => {
    await useLanguage(page, language);
    const { category, byAnswer } = await addAcceptedAnswers(page);

    // The operator console shows them in the question's form, one per line.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/content');
    await page.locator('#question-filter-category').selectOption({ label: language === 'ar' ? category.nameAr : category.nameEn });
    // The list keeps showing the last results while the filtered ones load: wait for those.
    const easyQuestions = page.waitForResponse((response) => response.url().includes('/api/admin/questions?') && response.url().includes('difficulty=easy'));
    await page.locator('#question-filter-difficulty').selectOption('easy');
    await easyQuestions;
    await page.getByTestId('question-results').getByRole('button').first().click();
    const form = page.getByTestId('question-editor');
    await expect(form.getByLabel(TEXT[language].field)).toHaveValue(/\n/);
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-accepted-answers-${language}`);

    await signUpViaApi(page);
    const created = await page.request.post('/api/games', {
      data: { name: 'Accepted answers', categoryIds: [category.id], teamNames: ['Lions', 'Falcons'] },
    });
    expect(created.status()).toBe(201);
    const { game } = (await created.json()) as { game: { id: number } };
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`/jeopardy/${game.id}`);
    await page.locator('button[data-testid^="tile-"]').first().click();
    await page.getByTestId('show-answer').click();
    await expect(page.getByTestId('answer-screen')).toBeVisible();
    const answer = await page.getByTestId('answer-text').textContent();

    const accepted = page.getByTestId('accepted-answers');
    await expect(accepted.locator('span')).toHaveText(TEXT[language].label);
    // An English screen shows the English answer and its accepted answers; an Arabic one the Arabic.
    await expect(accepted.locator('li')).toHaveText(byAnswer.get(answer ?? '')![language]);
    await page.mouse.move(1, 1);
    await screenshot(page, `game-answer-accepted-${language}`);
    for (const [width, height] of [
      [1280, 720],
      [844, 390],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect(accepted).toBeInViewport();
      await screenshot(page, `game-answer-accepted-${language}-${width}`);
    }
  });
}
