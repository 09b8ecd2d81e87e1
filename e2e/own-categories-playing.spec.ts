import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { DIFFICULTIES } from '@app/shared/constants';
import { expect, test } from './support/test';
import { openContext, screenshotPointerAway as screenshot } from './support/contexts';
import { signUpViaApi, useLanguage } from './support/helpers';


const ARABIC_LEVEL = { easy: 'السهل', normal: 'المتوسط', hard: 'الصعب' } as const;

/** A teacher's 6-question category in one language, written over the API (the editor has its own spec); returns its id. */
async function sixQuestionCategory(page: Page, language: 'en' | 'ar', name: string, icon: string | null): Promise<number> {
  const created = await page.request.post('/api/my-categories', { data: { name, language, icon } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { category: { id: number } }).category.id;
  for (const difficulty of DIFFICULTIES) {
    for (const n of [1, 2]) {
      const texts =
        language === 'ar'
          ? { questionAr: `ما اسم الدرس ${n} في المستوى ${ARABIC_LEVEL[difficulty]}؟`, answerAr: `الدرس ${n}` }
          : { questionEn: `Which lesson is ${difficulty} number ${n}?`, answerEn: `Lesson ${n}` };
      expect((await page.request.post(`/api/my-categories/${id}/questions`, { data: { difficulty, ...texts } })).status()).toBe(201);
    }
  }
  return id;
}

type Board = { game: { version: number; state: { categories: { categoryId: number; questions: { questionId: number; answered: boolean }[] }[] }; playedBefore: number[] } };
const boardOf = async (page: Page, gameId: number) => (await (await page.request.get(`/api/games/${gameId}`)).json()) as Board;

const say = {
  en: { playedBefore: 'Played before', by: 'By', waiting: 'Wait for the host to open a question.', won: 'You were first!' },
  ar: { playedBefore: 'لُعب من قبل', by: 'من إعداد', waiting: 'انتظر حتى يفتح المقدّم سؤالًا.', won: 'كنت الأسرع!' },
};

test.describe.configure({ timeout: 300_000 });

for (const language of ['en', 'ar'] as const) {
  test(`own categories in play (${language}): a teacher's English category with five of the bank's, on a TV with a buzzer phone, to the winner; the next game says "Played before"; a friend's /play names the author`, async ({
    page: host,
    browser,
  }) => {
    const text = say[language];
    await useLanguage(host, language);
    await host.setViewportSize({ width: 1920, height: 1080 });
    await signUpViaApi(host, { firstName: 'Maryam', language });
    const tag = randomBytes(3).toString('hex');
    const name = `Lesson ${tag}`;
    const categoryId = await sixQuestionCategory(host, 'en', name, 'book');

    // "Play it" on My categories: /play opens with the category already chosen; five of the bank's join it.
    await host.goto('/my-categories');
    await host.getByTestId('own-category-card').filter({ hasText: name }).getByTestId('own-category-play').click();
    await expect(host).toHaveURL(/\/play$/);
    const ownTile = host.getByTestId(`category-mine-${categoryId}`);
    await expect(ownTile.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(ownTile.locator('img')).toHaveAttribute('src', '/own-icons/book.svg');
    // The bank's first five tiles still to choose (a chosen one leaves this list).
    const bankTile = host.locator('[data-testid^="category-"]:not([data-testid^="category-mine-"]) > button[aria-pressed="false"]:not([data-exhausted])').first();
    for (let count = 2; count <= 6; count++) {
      await bankTile.click();
      await expect(host.getByTestId('selection-counter').first()).toHaveText(`${count}/6`);
    }
    await host.locator('#game-name').fill('Week 3');
    await host.locator('#team-1').fill('Lions');
    await host.locator('#team-2').fill('Falcons');
    await host.getByTestId('create-game').click();
    await expect(host.getByTestId('board')).toBeVisible();
    const gameId = Number(new URL(host.url()).pathname.split('/').pop());
    const first = await boardOf(host, gameId);
    expect(first.game.state.categories[0]!.categoryId).toBe(categoryId);
    expect(first.game.playedBefore).toEqual([]);
    // The board labels the teacher's category in English, left to right, whatever the interface language.
    const column = host.getByTestId(`board-category-${categoryId}`);
    await expect(column.locator('h2')).toHaveAttribute('lang', 'en');
    await expect(column.locator('h2')).toHaveAttribute('dir', 'ltr');
    await expect(column.locator('img')).toHaveAttribute('src', '/own-icons/book.svg');

    // A TV and a buzzer phone held sideways.
    await host.getByTestId('tv-open').click();
    const tvCode = (await host.getByTestId('tv-code').textContent())!.trim();
    const tv = await openContext(browser, language, { width: 1920, height: 1080 });
    await tv.page.goto(`/tv?code=${tvCode}`);
    await expect(tv.page.getByTestId('tv-screen')).toBeVisible();
    await host.getByTestId('buzzers-switch').click();
    await expect(host.getByTestId('buzzers-switch')).toHaveAttribute('aria-checked', 'true');
    await host.keyboard.press('Escape');
    const joinCode = (await tv.page.getByTestId('tv-buzz-code').textContent())!.trim();
    await expect(tv.page.getByTestId(`board-category-${categoryId}`).locator('h2')).toHaveAttribute('dir', 'ltr');
    await expect(tv.page.getByTestId(`board-category-${categoryId}`).locator('img')).toHaveAttribute('src', '/own-icons/book.svg');
    await screenshot(tv.page, `own-play-tv-board-1920x1080-${language}`);
    const phone = await openContext(browser, language, { width: 844, height: 390 });
    await phone.page.goto(`/buzz?code=${joinCode}`);
    await phone.page.getByTestId('buzz-name').fill('Sara');
    await phone.page.getByTestId('buzz-team-1').click();
    await phone.page.getByTestId('buzz-join-submit').click();
    await expect(phone.page.getByTestId('buzz-status')).toHaveText(text.waiting);

    // The teacher's first question: on the host's console and the TV in English, left to right; new, so no "Played before".
    const firstQuestion = first.game.state.categories[0]!.questions[0]!.questionId;
    await column.getByTestId(`tile-${firstQuestion}`).click();
    await expect(host.getByTestId('question-screen')).toBeVisible();
    const hostText = host.getByTestId('question-text');
    await expect(hostText).toHaveText(/^Which lesson is easy number [12]\?$/);
    await expect(hostText).toHaveAttribute('lang', 'en');
    await expect(hostText).toHaveAttribute('dir', 'ltr');
    await expect(host.getByTestId('played-before')).toHaveCount(0);
    const tvText = tv.page.getByTestId('question-text');
    await expect(tvText).toHaveText((await hostText.textContent())!);
    await expect(tvText).toHaveAttribute('lang', 'en');
    await expect(tvText).toHaveAttribute('dir', 'ltr');
    await expect(tv.page.getByTestId('category-label').locator('[lang]')).toHaveAttribute('lang', 'en');
    await expect(tv.page.getByTestId('played-before')).toHaveCount(0);
    await phone.page.getByTestId('buzz-button').click();
    await expect(phone.page.getByTestId('buzz-status')).toHaveText(text.won);
    await expect(tv.page.getByTestId('tv-buzz-winner')).toContainText('Sara');
    await screenshot(tv.page, `own-play-tv-question-1920x1080-${language}`);
    await screenshot(phone.page, `own-play-phone-844x390-${language}`);

    // Answer, judged for the buzzer's team (Falcons).
    await host.getByTestId('show-answer').click();
    await expect(host.getByTestId('answer-text')).toHaveAttribute('dir', 'ltr');
    await expect(tv.page.getByTestId('answer-text')).toHaveText(/^Lesson [12]$/);
    await host.getByTestId('who-answered').click();
    await host.getByTestId('answer-team2').click();
    await expect(host.getByTestId('board')).toBeVisible();
    await expect(tv.page.getByTestId('team-score-value-2')).toHaveText('200');

    // The rest of the game by the host's judgements over the API (36 tiles through the screens would be slow): the TV names the winner.
    const rest = (await boardOf(host, gameId)).game.state.categories.flatMap((category) => category.questions.filter((q) => !q.answered).map((q) => q.questionId));
    for (const questionId of rest) {
      expect((await host.request.post(`/api/games/${gameId}/actions`, { data: { action: { type: 'answer', questionId, team: 'none' } } })).status()).toBe(200);
    }
    await expect(tv.page.getByTestId('tv-winner')).toBeVisible();
    await expect(tv.page.getByTestId('winner-name')).toHaveText('Falcons');
    await tv.context.close();
    await phone.context.close();

    // The next game with the same category: the question played before says so on the host's screen, the others do not.
    const second = await host.request.post('/api/games', { data: { name: 'Week 3 again', categoryIds: [categoryId], teamNames: ['Lions', 'Falcons'] } });
    expect(second.status()).toBe(201);
    const secondId = ((await second.json()) as { game: { id: number } }).game.id;
    expect((await boardOf(host, secondId)).game.playedBefore.sort()).toEqual(first.game.state.categories[0]!.questions.map((q) => q.questionId).sort());
    await host.goto(`/jeopardy/${secondId}/question/${firstQuestion}`);
    await expect(host.getByTestId('played-before')).toHaveText(text.playedBefore);
    await expect(host.getByTestId('question-text')).toHaveAttribute('dir', 'ltr');
    for (const [width, height] of [
      [1920, 1080],
      [1280, 720],
      [844, 390],
    ] as const) {
      await host.setViewportSize({ width, height });
      await expect(host.getByTestId('played-before')).toBeVisible();
      await screenshot(host, `own-play-played-before-${width}x${height}-${language}`);
    }

    // A friend opens the share link: "Play it" opens /play with it chosen, its tile names its author.
    const share = await host.request.post(`/api/my-categories/${categoryId}/share`);
    expect(share.status()).toBeLessThan(300);
    const { path } = (await share.json()) as { path: string };
    const friend = await openContext(browser, language, { width: 1280, height: 720 });
    await signUpViaApi(friend.page, { firstName: 'Zainab', language });
    await friend.page.goto(path);
    await friend.page.getByTestId('shared-play').click();
    await expect(friend.page).toHaveURL(/\/play$/);
    const sharedTile = friend.page.getByTestId('group-shared').getByTestId(`category-mine-${categoryId}`);
    await expect(sharedTile.getByTestId('tile-author')).toHaveText(`${text.by} \u2068Maryam\u2069`);
    await expect(sharedTile.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(friend.page.getByTestId('selection-counter').first()).toHaveText('1/6');
    for (const [width, height] of [
      [1280, 720],
      [844, 390],
    ] as const) {
      await friend.page.setViewportSize({ width, height });
      // Clear of the sticky Create bar.
      await sharedTile.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await screenshot(friend.page, `own-play-shared-tile-${width}x${height}-${language}`);
    }
    await friend.context.close();
  });
}

test('a one-language category reads in its own direction: an Arabic one right to left in an English interface, an English one left to right in an Arabic interface', async ({ page, browser }) => {
  await useLanguage(page, 'en');
  await page.setViewportSize({ width: 1280, height: 720 });
  await signUpViaApi(page, { firstName: 'Maryam' });
  const arabicId = await sixQuestionCategory(page, 'ar', 'درس الأسبوع', 'crescent');
  const created = await page.request.post('/api/games', { data: { name: 'Arabic lesson', categoryIds: [arabicId], teamNames: ['Lions', 'Falcons'] } });
  const gameId = ((await created.json()) as { game: { id: number } }).game.id;
  const questionId = (await boardOf(page, gameId)).game.state.categories[0]!.questions[0]!.questionId;
  await page.goto(`/jeopardy/${gameId}/question/${questionId}`);
  const question = page.getByTestId('question-text');
  await expect(question).toHaveText(/^ما اسم الدرس [12] في المستوى السهل؟$/);
  await expect(question).toHaveAttribute('lang', 'ar');
  await expect(question).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('category-label').locator('[lang]')).toHaveAttribute('dir', 'rtl');
  await screenshot(page, 'own-play-arabic-in-english-1280x720');

  const other = await openContext(browser, 'ar', { width: 1280, height: 720 });
  await signUpViaApi(other.page, { language: 'ar' });
  const englishId = await sixQuestionCategory(other.page, 'en', 'Lesson 4', null);
  const english = await other.page.request.post('/api/games', { data: { name: 'English lesson', categoryIds: [englishId], teamNames: ['أسود', 'صقور'] } });
  const englishGame = ((await english.json()) as { game: { id: number } }).game.id;
  const englishQuestion = (await boardOf(other.page, englishGame)).game.state.categories[0]!.questions[2]!.questionId;
  await other.page.goto(`/jeopardy/${englishGame}/question/${englishQuestion}`);
  const englishText = other.page.getByTestId('question-text');
  await expect(englishText).toHaveText(/^Which lesson is normal number [12]\?$/);
  await expect(englishText).toHaveAttribute('lang', 'en');
  await expect(englishText).toHaveAttribute('dir', 'ltr');
  await screenshot(other.page, 'own-play-english-in-arabic-1280x720');
  await other.context.close();
});
