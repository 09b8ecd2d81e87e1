import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { screenshotPointerAway } from './support/contexts';
import { openPlay, signUpViaApi, useLanguage } from './support/helpers';

const SIX = ['imam-ali', 'fatima-zahra', 'holy-quran', 'imam-husayn', 'twelve-imams', 'prophet-muhammad'];
const BOARD_URL = /\/jeopardy\/\d+$/;

type Team = 'team1' | 'team2' | 'none';

type Totals = [number, number];

/** Fails the test on any console error or warning, or an uncaught error, in the page. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

const screenshot = (page: Page, name: string) => screenshotPointerAway(page, name, { withoutToasts: true });

async function createGame(page: Page, { slugs, name, teams }: { slugs: string[]; name: string; teams: [string, string] }) {
  await openPlay(page);
  for (const slug of slugs) await page.getByTestId(`category-${slug}`).locator('button[aria-pressed]').click();
  await page.locator('#game-name').fill(name);
  await page.locator('#team-1').fill(teams[0]);
  await page.locator('#team-2').fill(teams[1]);
}

const openTiles = (page: Page) => page.locator('button[data-testid^="tile-"]');
const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

/**
 * Plays the first open tile: question, Enter for the answer, Enter for who answered, then the
 * team's key (or a click), and waits for the board (or the winner). Returns the tile's value.
 */
async function playTile(page: Page, team: Team, options: { click?: boolean; shots?: string; beforeAnswer?: () => Promise<void> } = {}) {
  const tile = openTiles(page).first();
  const points = Number(await tile.getAttribute('data-points'));
  await tile.click();
  await expect(page.getByTestId('question-screen')).toBeVisible();
  await expect(page.getByTestId('points-badge')).toContainText(String(points));
  if (options.shots) {
    await expect(page.getByTestId('question-text')).toBeVisible();
    await screenshot(page, `game-question-${options.shots}`);
  }
  await options.beforeAnswer?.();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('answer-screen')).toBeVisible();
  if (options.shots) await screenshot(page, `game-answer-${options.shots}`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('who-answered-screen')).toBeVisible();
  if (options.shots) await screenshot(page, `game-who-answered-${options.shots}`);
  if (options.click) await page.getByTestId(`answer-${team}`).click();
  else await page.keyboard.press(team === 'team1' ? '1' : team === 'team2' ? '2' : '0');
  // The result shows for one second, then the board (or the winner) comes back by itself.
  await expect(page).not.toHaveURL(/who-answered/);
  return points;
}

async function expectScores(page: Page, [first, second]: Totals) {
  await expect(page.getByTestId('score-1')).toHaveAttribute('data-score', String(first));
  await expect(page.getByTestId('score-2')).toHaveAttribute('data-score', String(second));
  await expect(page.getByTestId('score-1')).toHaveText(String(first));
  await expect(page.getByTestId('score-2')).toHaveText(String(second));
}

test('create a 6-category game, play all 36 tiles with both lifelines, win, and reset from My games', async ({ page }) => {
  test.setTimeout(480_000);
  const problems = watchConsole(page);
  await signUpViaApi(page, { firstName: 'Zahra' });

  await createGame(page, { slugs: SIX, name: 'Friday night quiz', teams: ['Lions', 'Falcons'] });
  await expect(page.getByTestId('selection-counter').first()).toHaveText('6/6');
  await page.getByTestId('category-lady-zaynab').locator('button[aria-pressed]').click();
  await expect(page.getByText('You cannot select more than 6 categories')).toBeVisible();
  await page.getByTestId('category-info-imam-ali').click();
  await expect(page.getByTestId('remaining-games')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'play-en');
  await page.getByTestId('create-game').click();

  await expect(page).toHaveURL(BOARD_URL);
  await expect(page.getByTestId('board-game-name')).toHaveText('Friday night quiz');
  await expect(page.getByTestId('board-game-code')).toContainText(/Game no. [A-Z0-9]{4,}/);
  await expect(page.getByTestId('wallet-points')).toHaveCount(0); // the game pages have no wallet chip
  await expect(openTiles(page)).toHaveCount(36);
  await expect(page.getByTestId('turn-badge-1')).toHaveText('Your turn');
  await screenshot(page, 'game-board-en');
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, 'game-board-en-1280');
  // Readable from the sofa: on a 1920 x 1080 TV, tile values >= 56 px and category titles >= 24 px.
  await page.setViewportSize({ width: 1920, height: 1080 });
  expect(await fontSize(openTiles(page).first())).toBeGreaterThanOrEqual(56);
  expect(await fontSize(page.getByRole('region', { name: 'Imam Ali' }).getByRole('heading'))).toBeGreaterThanOrEqual(24);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The sound toggle is remembered on the device.
  await page.getByTestId('mute-toggle').click();
  await page.reload();
  await expect(page.getByTestId('mute-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('mute-toggle').click();
  await expect(page.getByTestId('mute-toggle')).toHaveAttribute('aria-pressed', 'false');

  const totals: Totals = [0, 0];
  const credit = (team: Team, points: number, multiplier = 1) => {
    if (team === 'team1') totals[0] += points * multiplier;
    if (team === 'team2') totals[1] += points * multiplier;
  };

  // 1. Lions press 2X, then answer the next tile: its points count double.
  await page.getByTestId('double-1').click();
  await expect(page.getByTestId('double-1')).toHaveAttribute('data-pending', 'true');
  credit('team1', await playTile(page, 'team1', { shots: 'en' }), 2);
  await expect(page).toHaveURL(BOARD_URL);
  await expectScores(page, totals);
  await expect(page.getByTestId('double-1')).toBeDisabled();
  await expect(page.getByTestId('double-1')).not.toHaveAttribute('data-pending', 'true');
  await expect(page.getByTestId('turn-badge-2')).toBeVisible();

  // 2. Falcons phone a friend (60 s, -30 / +30, Start Timer marks it used), then answer.
  credit(
    'team2',
    await playTile(page, 'team2', {
      click: true,
      beforeAnswer: async () => {
        await page.getByTestId('timer-toggle').click();
        await expect(page.getByTestId('timer-toggle')).toHaveAttribute('aria-label', 'Resume timer');
        await page.getByTestId('phone-2').click();
        const dialog = page.getByTestId('phone-dialog');
        await expect(dialog.getByTestId('phone-seconds')).toHaveText('1:00');
        await dialog.getByTestId('phone-minus').click();
        await expect(dialog.getByTestId('phone-seconds')).toHaveText('0:30');
        await dialog.getByTestId('phone-plus').click();
        await dialog.getByTestId('phone-plus').click();
        await expect(dialog.getByTestId('phone-seconds')).toHaveText('1:30');
        await dialog.getByTestId('phone-start').click();
        await expect(dialog.getByTestId('phone-seconds')).toHaveText(/1:2\d/, { timeout: 5_000 });
        await screenshot(page, 'game-phone-en');
        await dialog.getByTestId('phone-close').click();
        await expect(page.getByTestId('phone-2')).toBeDisabled();
        await expect(page.getByTestId('phone-1')).toBeEnabled();
      },
    }),
  );
  await expectScores(page, totals);
  await expect(page.getByTestId('phone-indicator-2')).toHaveAttribute('aria-label', 'Phone a Friend used');
  await expect(page.getByTestId('phone-indicator-1')).toHaveAttribute('aria-label', 'Phone a Friend available');

  // 3. No One: the tile is done, no score changes.
  await playTile(page, 'none', { click: true });
  await expectScores(page, totals);

  // Manual scores: +200 +200 -200 for Falcons, +200 -200 for Lions.
  await page.getByTestId('plus-2').click();
  await page.getByTestId('plus-2').click();
  await page.getByTestId('minus-2').click();
  await page.getByTestId('plus-1').click();
  await page.getByTestId('minus-1').click();
  totals[1] += 200;
  await expectScores(page, totals);

  // 4. Back after an answer never replays it: the board comes back unchanged.
  credit('team1', await playTile(page, 'team1'));
  await expectScores(page, totals);
  await page.goBack();
  await expect(page).toHaveURL(BOARD_URL);
  await expectScores(page, totals);
  await expect(openTiles(page)).toHaveCount(32);

  // 5. A reload on the question page shows the same question with the clock still going.
  const tile = openTiles(page).first();
  await tile.click();
  await expect(page.getByTestId('question-screen')).toBeVisible();
  const questionUrl = page.url();
  const question = await page.getByTestId('question-text').textContent();
  await expect(page.getByTestId('timer-seconds')).toHaveText(/^(2[0-8])$/);
  await page.reload();
  await expect(page).toHaveURL(questionUrl);
  await expect(page.getByTestId('question-text')).toHaveText(question ?? '');
  await expect(page.getByTestId('timer-seconds')).toHaveText(/^(2[0-8])$/);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('timer-toggle')).toHaveAttribute('aria-label', 'Resume timer');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(BOARD_URL);
  await expect(openTiles(page)).toHaveCount(32);

  // The rest, 32 tiles, some at 1280 x 720: a fixed pattern of Lions, Falcons, Lions, No One.
  const pattern: Team[] = ['team1', 'team2', 'team1', 'none'];
  for (let index = 0; index < 32; index++) {
    const team = pattern[index % pattern.length]!;
    if (index === 1) await page.setViewportSize({ width: 1280, height: 720 });
    if (index === 2) await page.setViewportSize({ width: 1920, height: 1080 });
    const checkQuestionSize = async () => expect(await fontSize(page.getByTestId('question-text'))).toBeGreaterThanOrEqual(40);
    credit(
      team,
      await playTile(page, team, {
        click: index % 2 === 0,
        shots: index === 1 ? 'en-1280' : undefined,
        beforeAnswer: index === 2 ? checkQuestionSize : undefined,
      }),
    );
    if (index === 1 || index === 2) await page.setViewportSize({ width: 1440, height: 900 });
    if (index < 31) await expectScores(page, totals);
  }

  // Winner: highest score first.
  await expect(page).toHaveURL(/\/jeopardy\/\d+\/winner$/);
  const [lions, falcons] = totals;
  expect(lions).not.toBe(falcons);
  const winner = lions > falcons ? { name: 'Lions', score: lions } : { name: 'Falcons', score: falcons };
  const loser = lions > falcons ? { name: 'Falcons', score: falcons } : { name: 'Lions', score: lions };
  await expect(page.getByTestId('winner-title')).toHaveText('Winner!');
  await expect(page.getByTestId('winner-name')).toHaveText(winner.name);
  await expect(page.getByTestId('winner-points')).toHaveText(`${winner.score} points`);
  await expect(page.getByTestId('final-score-1')).toHaveText(`1${winner.name}${winner.score}`);
  await expect(page.getByTestId('final-score-2')).toHaveText(`2${loser.name}${loser.score}`);
  await screenshot(page, 'game-winner-en');
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, 'game-winner-en-1280');
  await page.setViewportSize({ width: 1440, height: 900 });

  // My games: the finished game with its scores; reset it and see a clean board.
  await page.getByTestId('return-to-games').click();
  await expect(page).toHaveURL('/games');
  const card = page.locator('button[data-testid^="game-card-"]').filter({ hasText: 'Friday night quiz' });
  await expect(card.getByTestId('game-card-score-1')).toHaveText(String(lions));
  await expect(card.getByTestId('game-card-score-2')).toHaveText(String(falcons));
  await expect(card.getByRole('list', { name: 'Categories' }).getByRole('img')).toHaveCount(6);
  await expect(page.getByTestId('wallet-points')).toHaveText('1');
  await screenshot(page, 'games-en');
  await card.click();
  await expect(page.getByTestId('game-options')).toBeVisible();
  await page.getByTestId('reset-game').click();
  await screenshot(page, 'games-reset-en');
  await page.getByTestId('confirm-reset').click();
  await expect(page.getByText('Game reset successfully')).toBeVisible();
  await expect(page).toHaveURL(BOARD_URL);
  await expect(openTiles(page)).toHaveCount(36);
  await expectScores(page, [0, 0]);
  await expect(page.getByTestId('double-1')).toBeEnabled();
  await expect(page.getByTestId('phone-indicator-2')).toHaveAttribute('aria-label', 'Phone a Friend available');
  await expect(page.getByTestId('turn-badge-1')).toBeVisible();
  await page.goto('/games');
  await expect(page.getByTestId('wallet-points')).toHaveText('1');
  expect(problems).toEqual([]);
});

test('in Arabic: create, play a one-category game to the winner, and run out of points', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  await useLanguage(page, 'ar');
  await signUpViaApi(page, { firstName: 'علي' });

  // A full board for the screenshots.
  await createGame(page, { slugs: SIX, name: 'سهرة الجمعة', teams: ['فريق الزهراء', 'فريق الكوثر'] });
  await expect(page.getByRole('heading', { name: 'لعبة جديدة' })).toBeVisible();
  await expect(page.getByTestId('selection-counter').first()).toHaveText('6/6');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'play-ar');
  await page.getByTestId('create-game').click();
  await expect(page).toHaveURL(BOARD_URL);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('turn-badge-1')).toHaveText('دوركم');
  await expect(page.getByRole('region', { name: 'الإمام علي (ع)' })).toBeVisible();
  await screenshot(page, 'game-board-ar');
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, 'game-board-ar-1280');
  await page.setViewportSize({ width: 1440, height: 900 });

  // A one-category game played to the end.
  await createGame(page, { slugs: ['lady-zaynab'], name: 'مسابقة قصيرة', teams: ['الأسود', 'الصقور'] });
  await page.getByTestId('create-game').click();
  await expect(page).toHaveURL(BOARD_URL);
  await expect(openTiles(page)).toHaveCount(6);
  const totals: Totals = [0, 0];
  const plan: Team[] = ['team2', 'team1', 'team2', 'none', 'team2', 'team1'];
  for (const [index, team] of plan.entries()) {
    const points = await playTile(page, team, { shots: index === 0 ? 'ar' : index === 1 ? 'ar-1280' : undefined });
    if (team === 'team1') totals[0] += points;
    if (team === 'team2') totals[1] += points;
    if (index === 0) await page.setViewportSize({ width: 1280, height: 720 });
    if (index === 1) await page.setViewportSize({ width: 1440, height: 900 });
  }
  await expect(page).toHaveURL(/\/winner$/);
  const winner = totals[0] > totals[1] ? 'الأسود' : 'الصقور';
  await expect(page.getByTestId('winner-title')).toHaveText(totals[0] === totals[1] ? 'تعادل!' : 'الفائز!');
  await expect(page.getByTestId('winner-name')).toHaveText(winner);
  await expect(page.getByTestId('winner-points')).toHaveText(`${Math.max(...totals)} نقطة`);
  await screenshot(page, 'game-winner-ar');
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, 'game-winner-ar-1280');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByTestId('return-to-games').click();
  await expect(page.getByRole('heading', { name: 'ألعابي' })).toBeVisible();
  await expect(page.locator('button[data-testid^="game-card-"]')).toHaveCount(2);
  await expect(page.getByTestId('wallet-points')).toHaveText('0');
  await screenshot(page, 'games-ar');

  // No points left: said up front on /play, with the way to the store, and no game can be created.
  await createGame(page, { slugs: ['companions'], name: 'لعبة ثالثة', teams: ['أ', 'ب'] });
  await expect(page.getByTestId('no-points-notice')).toContainText('لم يتبقَّ لديك نقاط: كل لعبة جديدة تكلف نقطة واحدة.');
  await expect(page.getByTestId('create-game')).toBeDisabled();
  await screenshot(page, 'play-no-points-ar');
  await page.getByTestId('get-points').click();
  await expect(page).toHaveURL('/store');
  expect(problems).toEqual([]);
});

test('a visitor is asked to log in before creating, and My games asks to log in', async ({ page }) => {
  await openPlay(page);
  await page.getByTestId('category-imam-ali').locator('button[aria-pressed]').click();
  await page.locator('#team-1').fill('A');
  await page.locator('#team-2').fill('B');
  await page.getByTestId('create-game').click();
  const dialog = page.getByTestId('auth-required-dialog');
  await expect(dialog).toContainText('Please log in or create an account to start playing.');
  await dialog.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/signup');
  await page.goto('/games');
  await expect(page.getByTestId('games-login')).toContainText('Please log in to see your games.');
});
