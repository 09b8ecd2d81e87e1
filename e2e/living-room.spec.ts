import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { openContext, screenshotPointerAway as screenshot } from './support/contexts';
import { createGameViaApi, signUpViaApi, useLanguage } from './support/helpers';

const openTv = (browser: Browser, language: 'en' | 'ar') => openContext(browser, language, { width: 1920, height: 1080 });

for (const language of ['en', 'ar'] as const) {
  test(`the living room: a TV paired by code shows the game, the answer only once revealed (${language})`, async ({ page: host, browser }) => {
    test.setTimeout(240_000);
    await useLanguage(host, language);
    await host.setViewportSize({ width: 1280, height: 720 });
    await signUpViaApi(host);
    const gameId = await createGameViaApi(host, { name: 'Living room', categoryCount: 3, teams: ['Lions', 'Falcons'] });
    await host.goto(`/jeopardy/${gameId}`);
    await expect(host.getByTestId('board')).toBeVisible();

    // A TV with a wrong code sees nothing of the game.
    const stranger = await openTv(browser, language);
    await stranger.page.goto('/tv');
    await stranger.page.getByTestId('tv-code-input').fill('ZZZZZ9');
    await stranger.page.getByTestId('tv-connect').click();
    await expect(stranger.page.getByTestId('tv-pair-error')).toHaveText(
      language === 'ar'
        ? 'رمز التلفاز غير صحيح. تحقّق من الرمز على شاشة المقدّم وحاول مرة أخرى.'
        : "This TV code is not right. Check the code on the host's screen and try again.",
    );
    await expect(stranger.page.getByTestId('tv-screen')).toHaveCount(0);
    await screenshot(stranger.page, `tv-wrong-code-${language}`);
    await stranger.context.close();

    // Show on TV: the code and its QR code; the TV opens the QR code's link.
    await host.getByTestId('tv-open').click();
    await expect(host.getByTestId('tv-qr')).toBeVisible();
    const code = (await host.getByTestId('tv-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    await screenshot(host, `tv-dialog-${language}`);

    const tv = await openTv(browser, language);
    await tv.page.goto(`/tv?code=${code}`);
    await expect(tv.page.getByTestId('tv-screen')).toBeVisible();
    await expect(tv.page.getByTestId('tv-game-name')).toHaveText('Living room');
    await expect(tv.page).toHaveURL(/\/tv$/);
    // A reload keeps the TV on the game (the code was used once; the TV keeps its access).
    await tv.page.reload();
    await expect(tv.page.getByTestId('tv-game-name')).toHaveText('Living room');
    await expect(host.getByTestId('tv-paired')).toBeVisible();
    await screenshot(tv.page, `tv-board-${language}`);
    await host.keyboard.press('Escape');
    await expect(host.getByTestId('tv-dialog')).toHaveCount(0);

    // A question: the TV shows it without the answer; the host console shows both.
    const tile = host.locator('button[data-testid^="tile-"][data-points="400"]').first();
    await tile.click();
    await expect(host.getByTestId('question-screen')).toBeVisible();
    await expect(host.getByTestId('tv-connected')).toBeVisible();
    const answer = (await host.getByTestId('console-answer-text').textContent())!.trim();
    const question = (await host.getByTestId('question-text').textContent())!.trim();
    await expect(tv.page.getByTestId('question-text')).toHaveText(question);
    await expect(tv.page.getByTestId('tv-answer-hidden')).toBeVisible();
    await expect(tv.page.getByTestId('answer-text')).toHaveCount(0);
    expect(await tv.page.locator('body').textContent()).not.toContain(answer);
    await screenshot(tv.page, `tv-question-${language}`);
    await host.setViewportSize({ width: 844, height: 390 });
    await expect(host.getByTestId('console-answer')).toBeVisible();
    await screenshot(host, `host-console-${language}`);
    await host.setViewportSize({ width: 1280, height: 720 });

    // The host pauses the clock: the TV's stands still with it, and runs again when the host resumes.
    await host.getByTestId('timer-toggle').click();
    await expect(tv.page.getByRole('timer')).toHaveAttribute('data-running', 'false');
    const held = await tv.page.getByTestId('timer-seconds').textContent();
    await tv.page.waitForTimeout(1500);
    await expect(tv.page.getByTestId('timer-seconds')).toHaveText(held!);
    await host.getByTestId('timer-toggle').click();
    await expect(tv.page.getByRole('timer')).toHaveAttribute('data-running', 'true');

    // Revealed on the host's screen: now on the TV too.
    await host.getByTestId('show-answer').click();
    await expect(host.getByTestId('answer-screen')).toBeVisible();
    await expect(tv.page.getByTestId('answer-text')).toHaveText(answer);
    await screenshot(tv.page, `tv-answer-${language}`);

    // Judged: the TV shows who answered and the score; undo takes it back there too.
    await host.getByTestId('who-answered').click();
    await host.getByTestId('answer-team1').click();
    await expect(host.getByTestId('board')).toBeVisible();
    await expect(tv.page.getByTestId('tv-last-answer')).toContainText('Lions');
    await expect(tv.page.getByTestId('tv-last-answer')).toContainText('+400');
    await expect(tv.page.getByTestId('team-score-value-1')).toHaveText('400');
    await screenshot(tv.page, `tv-judged-${language}`);
    await host.getByTestId('undo-open').click();
    await host.getByTestId('undo-confirm').click();
    await expect(tv.page.getByTestId('team-score-value-1')).toHaveText('0');
    await expect(tv.page.getByTestId('tv-last-answer')).toHaveCount(0);

    // Played to the end (the host's judgements over the API): the TV names the winner.
    const board = (await (await host.request.get(`/api/games/${gameId}`)).json()) as {
      game: { state: { categories: { questions: { questionId: number }[] }[] } };
    };
    const questionIds = board.game.state.categories.flatMap((category) => category.questions.map((q) => q.questionId));
    for (const [index, questionId] of questionIds.entries()) {
      const team = index === 0 ? 'team2' : 'none';
      expect((await host.request.post(`/api/games/${gameId}/actions`, { data: { action: { type: 'answer', questionId, team } } })).status()).toBe(200);
    }
    await expect(tv.page.getByTestId('tv-winner')).toBeVisible();
    await expect(tv.page.getByTestId('winner-name')).toHaveText('Falcons');
    await screenshot(tv.page, `tv-winner-${language}`);
    await host.reload();

    // Revoked: the TV loses the game at once and asks for a code again.
    await host.getByTestId('tv-open').click();
    await host.getByTestId('tv-revoke').click();
    await expect(tv.page.getByTestId('tv-pair')).toBeVisible();
    await expect(tv.page.getByTestId('tv-screen')).toHaveCount(0);
    await tv.context.close();
  });
}
