import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DIFFICULTIES } from '@app/shared/constants';
import { expect, test } from './support/test';
import { openPlay, screenshot, signUpViaApi, useLanguage } from './support/helpers';

/** Six questions, two of each difficulty, in the category's one language. */
function sixQuestions(language: 'en' | 'ar', tag: string) {
  return DIFFICULTIES.flatMap((difficulty) =>
    [1, 2].map((n) =>
      language === 'ar'
        ? { difficulty, question: `سؤال الدرس ${difficulty} رقم ${n} (${tag})؟`, answer: `جواب ${n}` }
        : { difficulty, question: `Lesson question ${difficulty} ${n} (${tag})?`, answer: `Answer ${n}` },
    ),
  );
}

async function addQuestion(page: Page, language: 'en' | 'ar', question: ReturnType<typeof sixQuestions>[number]) {
  await page.getByTestId('own-question-add').click();
  const form = page.getByTestId('own-question-form');
  await form.locator('#own-question-difficulty').selectOption(question.difficulty);
  const suffix = language === 'ar' ? 'Ar' : 'En';
  await form.locator(`#own-question${suffix}`).fill(question.question);
  await form.locator(`#own-answer${suffix}`).fill(question.answer);
  await form.getByTestId('own-question-save').click();
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId('own-question').filter({ hasText: question.question })).toHaveCount(1);
}

/** WCAG 2.1 A and AA, as the accessibility spec checks every other screen. */
async function expectAccessible(page: Page, screen: string) {
  // The screen itself, once the toast of the last save has gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const problems = results.violations.map((violation) => `${screen}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  expect.soft(problems).toEqual([]);
}

test.describe.configure({ timeout: 180_000 });

for (const language of ['en', 'ar'] as const) {
  test(`my categories (${language}): a user writes a category, mixes it with 5 of the bank's and opens its question on the board; another account gets 404`, async ({ page, browser }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1280, height: 720 });
    await signUpViaApi(page, { firstName: language === 'ar' ? 'زينب' : 'Zainab' });
    const tag = randomBytes(3).toString('hex');
    const name = language === 'ar' ? `درس الأسبوع ${tag}` : `This week's lesson ${tag}`;

    // The dashboard's entry leads to My categories.
    await openPlay(page);
    await page.getByRole('link', { name: language === 'ar' ? 'فئاتي' : 'My categories', exact: true }).first().click();
    await expect(page).toHaveURL(/\/my-categories$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'ar' ? 'فئاتي' : 'My categories');

    await page.getByTestId('own-category-new').click();
    await page.locator('#own-category-name').fill(name);
    await page.locator('#own-category-description').fill(language === 'ar' ? 'أسئلة درس المدرسة' : 'Questions from the madrasa lesson');
    await page.locator('#own-category-language').selectOption(language);
    await page.getByTestId('own-category-save').click();
    await expect(page).toHaveURL(/\/my-categories\/\d+$/);
    const categoryId = Number(page.url().split('/').pop());
    await expect(page.getByTestId('own-category-missing')).toHaveText(
      language === 'ar' ? 'ينقصها سؤالان سهلان وسؤالان متوسطان وسؤالان صعبان' : 'Needs 2 more easy, 2 more medium, and 2 more hard',
    );

    const questions = sixQuestions(language, tag);
    for (const [index, question] of questions.entries()) {
      await addQuestion(page, language, question);
      if (index === 4) await expect(page.getByTestId('own-category-missing')).toHaveText(language === 'ar' ? 'ينقصها سؤال صعب واحد' : 'Needs 1 more hard');
    }
    await expect(page.getByTestId('own-category-ready')).toBeVisible();
    await page.getByTestId('own-question-add').click();
    await screenshot(page, `my-category-editor-${language}`, { withoutToasts: true });
    await expectAccessible(page, 'editor');
    await page.setViewportSize({ width: 844, height: 390 });
    await screenshot(page, `my-category-editor-short-${language}`, { withoutToasts: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    // A second category, still empty: listed, with what it lacks.
    const draft = await page.request.post('/api/my-categories', { data: { name: language === 'ar' ? 'مسودة' : 'Draft', language } });
    expect(draft.status()).toBe(201);
    const draftId = ((await draft.json()) as { category: { id: number } }).category.id;
    await page.goto('/my-categories');
    await expect(page.getByTestId('own-category-card')).toHaveCount(2);
    await screenshot(page, `my-categories-list-${language}`);
    await expectAccessible(page, 'list');

    // /play: its own group, then a game of it and five of the bank's.
    await openPlay(page);
    const mine = page.getByTestId('group-mine');
    await expect(mine.getByRole('heading')).toHaveText(language === 'ar' ? 'فئاتي' : 'My categories');
    const ownTile = mine.getByTestId(`category-mine-${categoryId}`);
    await expect(ownTile).toContainText(name);
    const draftTile = mine.getByTestId(`category-mine-${draftId}`);
    await expect(draftTile).toContainText(language === 'ar' ? 'غير جاهزة' : 'Not ready');
    await screenshot(page, `play-my-categories-${language}`);
    await page.setViewportSize({ width: 844, height: 390 });
    await screenshot(page, `play-my-categories-short-${language}`);
    await page.setViewportSize({ width: 1280, height: 720 });
    // Marked aria-disabled, it still answers a tap by saying what it needs.
    await draftTile.locator('button[aria-pressed]').click({ force: true });
    await expect(page.getByTestId('selection-refused')).toContainText(language === 'ar' ? 'ينقصها' : 'Needs 2 more easy');
    await expect(draftTile.locator('button[aria-pressed]')).toHaveAttribute('aria-pressed', 'false');

    await ownTile.locator('button[aria-pressed]').click();
    const bankTiles = page.locator('[data-testid="group-grid"] [data-testid^="category-"]:not([data-testid^="category-mine-"]):not([data-testid^="category-info-"]) > button[aria-pressed]');
    for (let i = 0; i < 5; i++) await bankTiles.nth(i).click();
    await expect(page.getByTestId('selection-counter').first()).toHaveText('6/6');
    await page.locator('#game-name').fill(language === 'ar' ? 'مسابقة الدرس' : 'Lesson quiz');
    await page.locator('#team-1').fill(language === 'ar' ? 'الأسود' : 'Lions');
    await page.locator('#team-2').fill(language === 'ar' ? 'الصقور' : 'Falcons');
    await page.getByTestId('create-game').click();
    await expect(page).toHaveURL(/\/jeopardy\/\d+$/);
    await expect(page.locator('button[data-testid^="tile-"]')).toHaveCount(36);
    const column = page.getByTestId(`board-category-${categoryId}`);
    await expect(column).toContainText(name);

    await column.locator('[data-testid^="tile-"]').first().click();
    const text = page.getByTestId('question-text');
    await expect(text).toBeVisible();
    expect(questions.map((q) => q.question)).toContain((await text.innerText()).trim());
    // Its answer screen's Report says where the question is corrected: it never goes to the operators.
    await page.keyboard.press('Enter');
    await page.getByTestId('answer-screen').waitFor();
    await page.getByTestId('report-question').click();
    await expect(page.getByTestId('report-own-question')).toContainText(language === 'ar' ? '«فئاتي»' : 'My categories');
    await expect(page.getByTestId('report-send')).toHaveCount(0);
    await screenshot(page, `report-own-question-${language}`, { withoutToasts: true });
    await page.getByTestId('report-close').click();
    await expect(page.getByTestId('report-own-question')).toHaveCount(0);

    // Another account: the category does not exist for them, in the API and on the page.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await useLanguage(other, language);
    await signUpViaApi(other);
    expect((await other.request.get(`/api/my-categories/${categoryId}`)).status()).toBe(404);
    await other.goto(`/my-categories/${categoryId}`);
    await expect(other.getByTestId('own-category-not-found')).toBeVisible();
    await expect(other.getByText(name)).toHaveCount(0);
    await otherContext.close();
  });
}
