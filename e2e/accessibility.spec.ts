import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CONSOLE_PATHS } from './support/console';
import { createGameViaApi, signInOperator, signUpViaApi, useLanguage } from './support/helpers';

/**
 * Every screen, in both languages, checked with axe against WCAG 2.1 A and AA: what a screen
 * reader or a keyboard user would trip over (missing names, contrast, landmarks, ARIA misuse).
 */
async function expectAccessible(page: Page, screen: string) {
  // Entrance animations fade text in: contrast is judged once they have run (endless ones excepted).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const problems = results.violations.map(
    (violation) => `${screen}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  // Soft: every screen of the test is checked and every problem listed, not only the first.
  expect.soft(problems).toEqual([]);
}

/** Each page by path, once the element that says it has loaded is there. */
async function expectPagesAccessible(page: Page, pages: [path: string, loaded: string][]) {
  for (const [path, loaded] of pages) {
    await page.goto(path);
    await page.locator(loaded).first().waitFor();
    await expectAccessible(page, path);
  }
}

// axe reads every element: the operator console and the game walk-through take longer than a minute
// on two busy cores.
test.describe.configure({ timeout: 150_000 });

for (const language of ['en', 'ar'] as const) {
  test.describe(`accessibility in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('public pages and the account forms', async ({ page }) => {
      await expectPagesAccessible(page, [
        ['/', 'main h1'],
        ['/about', 'main h1'],
        ['/legal', 'main h1'],
        ['/login', 'form'],
        ['/signup', 'form'],
        ['/forgot-password', 'form'],
        ['/confirm-email?token=not-used', '[data-testid="confirm-email-button"]'],
        ['/operator-password?token=not-used', 'form'],
        ['/no-such-page', 'h1'],
      ]);
    });

    test('the operator console', async ({ page }) => {
      await signInOperator(page);
      await expectPagesAccessible(
        page,
        CONSOLE_PATHS.map((path) => [path, '[data-testid="console-section"] section h2']),
      );
    });

    test('the dashboard pages of a signed-in player', async ({ page }) => {
      await signUpViaApi(page, { language });
      await expectPagesAccessible(page, [
        ['/play', '[data-testid^="category-"]'],
        ['/games', 'main h1'],
        ['/store', 'main h1'],
        ['/purchase-history', 'main h1'],
        ['/profile', '[data-testid="profile-email"]'],
        ['/bugs', 'form'],
      ]);
    });

    test('the game screens: board, question, Phone a Friend, answer, who answered, game options', async ({ page }) => {
      await signUpViaApi(page, { language });
      const gameId = await createGameViaApi(page, { name: 'Accessibility night' });
      await page.goto(`/jeopardy/${gameId}`);
      const tile = page.locator('button[data-testid^="tile-"]').first();
      await tile.waitFor();
      await expectAccessible(page, 'board');
      await tile.click();
      await page.getByTestId('question-text').waitFor();
      await expectAccessible(page, 'question');
      await page.getByTestId('phone-1').click();
      await page.getByTestId('phone-dialog').waitFor();
      await expectAccessible(page, 'phone a friend');
      await page.getByTestId('phone-close').click();
      await expect(page.getByTestId('phone-dialog')).toHaveCount(0);
      await page.keyboard.press('Enter');
      await page.getByTestId('answer-screen').waitFor();
      await expectAccessible(page, 'answer');
      await page.keyboard.press('Enter');
      await page.getByTestId('who-answered-screen').waitFor();
      await expectAccessible(page, 'who answered');

      await page.goto('/games');
      await page.locator('button[data-testid^="game-card-"]').first().click();
      await page.getByTestId('game-options').waitFor();
      await expectAccessible(page, 'game options');
    });

    test('the winner screen', async ({ page }) => {
      await signUpViaApi(page, { language });
      const gameId = await createGameViaApi(page, { name: 'Accessibility night', categoryCount: 1 });
      const board = (await (await page.request.get(`/api/games/${gameId}`)).json()) as {
        game: { state: { categories: { questions: { questionId: number }[] }[] } };
      };
      for (const { questionId } of board.game.state.categories[0]!.questions) {
        const answered = await page.request.post(`/api/games/${gameId}/actions`, { data: { action: { type: 'answer', questionId, team: 'team1' } } });
        expect(answered.status()).toBe(200);
      }
      await page.goto(`/jeopardy/${gameId}/winner`);
      await page.getByTestId('winner-screen').waitFor();
      await expectAccessible(page, 'winner');
    });
  });
}
