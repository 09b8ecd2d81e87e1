import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openContext, screenshotPointerAway as screenshot } from './support/contexts';
import { createGameViaApi, signUpViaApi, useLanguage } from './support/helpers';

/**
 * A real evening: long team names (two Arabic ones that start alike), a 2X armed, the Gulf aids and a
 * TV paired. On the host's device every name is whole, every score and aid visible, nothing
 * overlaps, the answer is readable on a phone held sideways; the TV shows the room the stakes.
 */
const teams = {
  en: ['The Lions of the Old Town Quarter Club', 'Falcons'],
  ar: ['فريق الأسود الشجعان من المدينة القديمة', 'فريق الصقور'],
} as const;
const pointsWord = { en: 'points', ar: 'نقطة' };
const doubleArmed = { en: 'Falcons: 2X armed, a right answer earns 800', ar: 'فريق الصقور: مضاعفة النقاط مفعّلة، الإجابة الصحيحة تكسب 800' };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/**
 * Text shown whole: nothing cut by an ellipsis or a line clamp. (Text that is not clipped and
 * spills over its box would cover its neighbours: the overlap check finds that.)
 */
async function expectWhole(locator: Locator, what: string) {
  const size = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { sw: element.scrollWidth, cw: element.clientWidth, sh: element.scrollHeight, ch: element.clientHeight, x: style.overflowX, y: style.overflowY };
  });
  // Both sizes are rounded to whole pixels from fractional ones (25.6 px lines): 1 px apart is rounding, a clipped line is 15 or more.
  if (size.x !== 'visible') expect(size.sw, `${what} cut on the side`).toBeLessThanOrEqual(size.cw + 1);
  if (size.y !== 'visible') expect(size.sh, `${what} cut below`).toBeLessThanOrEqual(size.ch + 1);
}

/** Nothing to scroll; each element inside the window; no two of them overlap. */
async function expectLaidOut(page: Page, testIds: string[]) {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { x: root.scrollWidth - window.innerWidth, y: root.scrollHeight - window.innerHeight };
  });
  expect(overflow).toEqual({ x: 0, y: 0 });
  const viewport = page.viewportSize()!;
  const boxes: [string, Box][] = [];
  for (const testId of testIds) {
    const box = await page.getByTestId(testId).boundingBox();
    expect(box, `${testId} shown`).not.toBeNull();
    expect(box!.x, `${testId} left`).toBeGreaterThanOrEqual(0);
    expect(box!.y, `${testId} top`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${testId} right`).toBeLessThanOrEqual(viewport.width);
    expect(box!.y + box!.height, `${testId} bottom`).toBeLessThanOrEqual(viewport.height);
    boxes.push([testId, box!]);
  }
  for (const [i, [a, boxA]] of boxes.entries()) {
    for (const [b, boxB] of boxes.slice(i + 1)) expect(overlaps(boxA, boxB), `${a} over ${b}`).toBe(false);
  }
}

async function openTv(browser: Browser, language: 'en' | 'ar', code: string) {
  const { context, page } = await openContext(browser, language, { width: 1920, height: 1080 });
  await page.goto(`/tv?code=${code}`);
  await expect(page.getByTestId('tv-screen')).toBeVisible();
  return { context, page };
}

const aids = (team: 1 | 2) => [`aid-pit-${team}`, `aid-answerTwice-${team}`, `aid-rest-${team}`];

for (const language of ['en', 'ar'] as const) {
  test(`whole team names, scores and aids on the host's screens, the answer on a phone held sideways, the stakes on the TV (${language})`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1280, height: 720 });
    await signUpViaApi(page);
    const gameId = await createGameViaApi(page, { name: 'Gulf night', teams: [...teams[language]], gameType: 'gulf' });
    const board = (await (await page.request.get(`/api/games/${gameId}`)).json()) as {
      game: { questions: Record<string, { acceptedAnswersAr: string[]; acceptedAnswersEn: string[] | null }>; state: { categories: { questions: { questionId: number; points: number }[] }[] } };
    };
    // A 400-point question with answers also accepted, so the console shows "Also accept".
    const question = board.game.state.categories
      .flatMap((category) => category.questions)
      .find((q) => q.points === 400 && (language === 'ar' ? board.game.questions[q.questionId]!.acceptedAnswersAr : board.game.questions[q.questionId]!.acceptedAnswersEn ?? board.game.questions[q.questionId]!.acceptedAnswersAr).length > 0);
    expect(question, 'a 400-point question with answers also accepted').toBeDefined();

    await page.goto(`/jeopardy/${gameId}`);
    await expect(page.getByTestId('board')).toBeVisible();
    for (let i = 0; i < 4; i++) await page.getByTestId('plus-2').click();
    await expect(page.getByTestId('score-2')).toHaveAttribute('data-score', '800');
    await page.getByTestId('double-2').click();
    await expect(page.getByTestId('double-armed-2')).toBeVisible();

    // The TV, paired: it shows the armed 2X on its board already.
    await page.getByTestId('tv-open').click();
    const code = (await page.getByTestId('tv-code').textContent())!.trim();
    const tv = await openTv(browser, language, code);
    await expect(page.getByTestId('tv-paired')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tv.page.getByTestId('armed-double-2')).toBeVisible();
    await expect(tv.page.getByTestId('state-double-2')).toHaveAttribute('data-status', 'armed');

    for (const size of [
      { width: 1280, height: 720 },
      { width: 844, height: 390 },
    ]) {
      await page.setViewportSize(size);
      const name = `${size.width}-${language}`;
      await expect(page.getByTestId('board')).toBeVisible();
      await expectWhole(page.getByTestId('team-name-1'), 'team 1 name');
      await expectWhole(page.getByTestId('team-name-2'), 'team 2 name');
      await expect(page.getByTestId('team-name-1')).toHaveText(teams[language][0]);
      await expect(page.getByTestId('score-2')).toHaveText('800');
      await expectLaidOut(page, ['team-name-1', 'team-name-2', 'turn-badge-1', 'double-armed-2', 'score-1', 'score-2', 'double-1', 'double-2', 'phone-indicator-1', 'phone-indicator-2', 'minus-1', 'plus-1', 'minus-2', 'plus-2', ...aids(1), ...aids(2)]);
      await screenshot(page, `readable-board-${name}`);

      await page.getByTestId(`tile-${question!.questionId}`).click();
      await expect(page.getByTestId('question-screen')).toBeVisible();
      await expect(page.getByTestId('points-word')).toHaveText(pointsWord[language]);
      await expect(page.getByTestId('armed-double-2')).toBeVisible();
      await expect(page.getByTestId('team-score-name-1')).toHaveText(teams[language][0]);
      await expect(page.getByTestId('team-score-value-2')).toHaveText('800');
      await expectWhole(page.getByTestId('team-score-name-1'), 'team 1 name');
      await expectWhole(page.getByTestId('team-score-name-2'), 'team 2 name');
      await expectWhole(page.getByTestId('console-answer-text'), 'answer');
      await expectWhole(page.getByTestId('console-accepted'), 'also accept');
      await expectLaidOut(page, [
        'team-score-name-1',
        'team-score-name-2',
        'team-score-value-1',
        'team-score-value-2',
        'phone-1',
        'phone-2',
        'double-pending-2',
        ...aids(1),
        ...aids(2),
        'show-answer',
        'console-answer-text',
        'console-accepted',
        'question-text',
        'exit-to-board',
        'timer-toggle',
      ]);
      // The answer is above the team bar, not under it.
      const answerBottom = (await page.getByTestId('console-answer').boundingBox())!;
      const bar = (await page.getByTestId('team-score-1').boundingBox())!;
      expect(answerBottom.y + answerBottom.height).toBeLessThanOrEqual(bar.y);
      await screenshot(page, `readable-question-${name}`);
      await page.getByTestId('exit-to-board').click();
    }

    // The TV's question: the points word of the game's language and the armed 2X with what it earns.
    await page.getByTestId(`tile-${question!.questionId}`).click();
    await expect(tv.page.getByTestId('question-text')).toBeVisible();
    await expect(tv.page.getByTestId('points-word')).toHaveText(pointsWord[language]);
    await expect(tv.page.getByTestId('armed-double-2-text')).toHaveText(doubleArmed[language]);
    await expectWhole(tv.page.getByTestId('team-score-name-1'), 'team 1 name on the TV');
    await screenshot(tv.page, `readable-tv-question-${language}`);
    await tv.context.close();
  });
}
