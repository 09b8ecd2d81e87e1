import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DIFFICULTIES } from '@app/shared/constants';
import { expect, test } from './support/test';
import { openPlay, screenshot, signInOperator, signUpViaApi, solidPng, useLanguage } from './support/helpers';

/** Two questions of each difficulty: exactly what a category needs to be in a game. */
function sixQuestions(tag: string) {
  return DIFFICULTIES.flatMap((difficulty) =>
    [1, 2].map((n) => ({
      difficulty,
      questionAr: `سؤال ${difficulty} رقم ${n} للفئة ${tag}؟`,
      answerAr: `جواب ${n}`,
      questionEn: `Question ${difficulty} ${n} of ${tag}?`,
      answerEn: `Answer ${n}`,
    })),
  );
}

type Question = ReturnType<typeof sixQuestions>[number];

async function addCategory(page: Page, slug: string, language: 'en' | 'ar') {
  await page.getByTestId('studio-tab-categories').click();
  await page.getByTestId('new-category').click();
  const form = page.getByTestId('category-new-form');
  await form.locator('#category-new-slug').fill(slug);
  await form.locator('#category-new-nameAr').fill(`فئة الاختبار ${slug}`);
  await form.locator('#category-new-nameEn').fill(`Test category ${slug}`);
  await form.locator('#category-new-descriptionAr').fill('فئة أضافها المشرف من المتصفح.');
  await form.locator('#category-new-descriptionEn').fill('A category the operator added from the browser.');
  // Last of its group, so other tests' "first categories of /play" stay the shipped ones.
  await form.locator('#category-new-sortOrder').fill('999');
  const uploaded = page.waitForResponse((response) => response.url().includes('/api/admin/uploads?kind=category') && response.status() === 201);
  const colour: [number, number, number] = language === 'en' ? [20, 140, 90] : [140, 90, 20];
  await form.getByTestId('category-new-image-upload').locator('input[type="file"]').setInputFiles({ name: 'category.png', mimeType: 'image/png', buffer: solidPng(colour, 64) });
  const { url } = (await (await uploaded).json()) as { url: string };
  await expect(form.getByTestId('category-new-image-upload-preview')).toHaveAttribute('src', url);
  await expect(form.locator('#category-new-image')).toHaveValue(url);
  await form.scrollIntoViewIfNeeded();
  await screenshot(page, `console-new-category-${language}`);
  await form.getByTestId('category-new-save').click();
  await expect(form).toHaveCount(0);
  const row = page.getByTestId(`category-row-${slug}`);
  await expect(row.locator('img')).toHaveAttribute('src', url);
  const listed = (await (await page.request.get('/api/admin/categories')).json()) as { categories: { id: number; slug: string }[] };
  const id = listed.categories.find((category) => category.slug === slug)!.id;
  return { id, imageUrl: url };
}

async function addQuestion(page: Page, categoryId: number, question: Question) {
  await page.getByTestId('new-question').click();
  const editor = page.getByTestId('question-editor');
  await editor.locator('#editor-category').selectOption(String(categoryId));
  await editor.locator('#editor-difficulty').selectOption(question.difficulty);
  for (const field of ['questionAr', 'answerAr', 'questionEn', 'answerEn'] as const) {
    await editor.locator(`#editor-${field}`).fill(question[field]);
  }
  await expect(editor.getByTestId('preview-en').getByTestId('answer-text')).toHaveText(question.answerEn);
  await editor.getByTestId('question-save').click();
  await expect(editor).toHaveCount(0);
  // The question just added is shown, highlighted, above the list.
  await expect(page.getByTestId('saved-question')).toContainText(question.questionAr);
}

// An operator's console and a player's game in one test: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

for (const language of ['en', 'ar'] as const) {
  test(`console (${language}): a category added with an image and 6 questions is played by a player, who sees those questions on the board`, async ({ page, browser }) => {
    await useLanguage(page, language);
    await signInOperator(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/content');
    const tag = randomBytes(3).toString('hex');
    const slug = `studio-${language}-${tag}`;
    const category = await addCategory(page, slug, language);
    await expect(page.getByTestId(`category-row-${slug}`)).toContainText(language === 'ar' ? 'لا أسئلة' : '0 questions');

    const questions = sixQuestions(tag);
    await page.getByTestId('studio-tab-questions').click();
    for (const question of questions) await addQuestion(page, category.id, question);
    await page.getByTestId('studio-tab-categories').click();
    const row = page.getByTestId(`category-row-${slug}`);
    await expect(row).toContainText(language === 'ar' ? '6 أسئلة، 6 في الألعاب الجديدة' : '6 questions, 6 used in new games');
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, `console-category-ready-${language}`);
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, `console-category-ready-tablet-${language}`);

    // A player, in another browser, makes a game of the new category alone.
    const playerContext = await browser.newContext();
    const player = await playerContext.newPage();
    await useLanguage(player, language);
    await signUpViaApi(player, { firstName: language === 'ar' ? 'مريم' : 'Maryam' });
    await openPlay(player);
    const tile = player.getByTestId(`category-${slug}`);
    await expect(tile.locator('img')).toHaveAttribute('src', category.imageUrl);
    await tile.locator('button[aria-pressed]').click();
    await player.locator('#game-name').fill(language === 'ar' ? 'سهرة الفئة الجديدة' : 'New category night');
    await player.locator('#team-1').fill(language === 'ar' ? 'الأسود' : 'Lions');
    await player.locator('#team-2').fill(language === 'ar' ? 'الصقور' : 'Falcons');
    await player.getByTestId('create-game').click();
    await expect(player).toHaveURL(/\/jeopardy\/\d+$/);
    const board = player.getByTestId(`board-category-${category.id}`);
    await expect(board).toContainText(language === 'ar' ? `فئة الاختبار ${slug}` : `Test category ${slug}`);
    await expect(board.locator('img').first()).toHaveAttribute('src', category.imageUrl);
    const tiles = player.locator('button[data-testid^="tile-"]');
    await expect(tiles).toHaveCount(6);
    await screenshot(player, `game-board-new-category-${language}`, { withoutToasts: true });

    // Every tile opens one of the six questions, in the page's language; each is seen once.
    const expected = questions.map((question) => (language === 'ar' ? question.questionAr : question.questionEn));
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await tiles.first().click();
      const text = player.getByTestId('question-text');
      await expect(text).toBeVisible();
      seen.push((await text.innerText()).trim());
      await player.keyboard.press('Enter');
      await expect(player.getByTestId('answer-screen')).toBeVisible();
      await player.keyboard.press('Enter');
      await expect(player.getByTestId('who-answered-screen')).toBeVisible();
      await player.keyboard.press('0');
      await expect(player).not.toHaveURL(/who-answered/);
    }
    expect(seen.sort()).toEqual([...expected].sort());
    await playerContext.close();

    // Hidden again, so later tests that pick the first categories never meet a used-up one.
    expect((await page.request.patch(`/api/admin/categories/${category.id}`, { data: { active: false } })).status()).toBe(204);
  });
}
