import { expect, test } from './support/test';
import { openContext, screenshotPointerAway as screenshot } from './support/contexts';
import { createGameViaApi, signUpViaApi, useLanguage } from './support/helpers';


const texts = {
  en: { waiting: 'Wait for the host to open a question.', ready: 'Ready! Press BUZZ when you know the answer.', won: 'You were first!' },
  ar: { waiting: 'انتظر حتى يفتح المقدّم سؤالًا.', ready: 'جاهز! اضغط الزر حين تعرف الإجابة.', won: 'كنت الأسرع!' },
};

for (const language of ['en', 'ar'] as const) {
  test(`buzzers: two phones join from the TV's code, the first buzz to reach the server wins on every screen (${language})`, async ({ page: host, browser }) => {
    test.setTimeout(240_000);
    const say = texts[language];
    await useLanguage(host, language);
    await host.setViewportSize({ width: 1280, height: 720 });
    await signUpViaApi(host);
    await createGameViaApi(host, { name: 'Buzzer night', categoryCount: 3, teams: ['Lions', 'Falcons'] }).then((id) => host.goto(`/jeopardy/${id}`));
    await expect(host.getByTestId('board')).toBeVisible();

    // The host pairs a TV and turns the buzzers on: the TV shows their QR code and join code.
    await host.getByTestId('tv-open').click();
    const tvCode = (await host.getByTestId('tv-code').textContent())!.trim();
    const tv = await openContext(browser, language, { width: 1920, height: 1080 });
    await tv.page.goto(`/tv?code=${tvCode}`);
    await expect(tv.page.getByTestId('tv-screen')).toBeVisible();
    await host.getByTestId('buzzers-switch').click();
    await expect(host.getByTestId('buzzers-switch')).toHaveAttribute('aria-checked', 'true');
    await expect(host.getByTestId('tv-paired')).toBeVisible();
    await screenshot(host, `buzz-tv-dialog-${language}`);
    await host.keyboard.press('Escape');
    const joinCode = (await tv.page.getByTestId('tv-buzz-code').textContent())!.trim();
    expect(joinCode).toMatch(/^[A-Z2-9]{6}$/);
    await screenshot(tv.page, `buzz-tv-board-${language}`);

    // Two phones join from the QR code's link, one in each team.
    const phones = [];
    for (const [team, name] of [
      [0, 'Sara'],
      [1, 'Omar'],
    ] as const) {
      const phone = await openContext(browser, language, { width: 390, height: 844 });
      await phone.page.goto(`/buzz?code=${joinCode}`);
      await phone.page.getByTestId('buzz-name').fill(name);
      await phone.page.getByTestId(`buzz-team-${team}`).click();
      if (team === 0) await screenshot(phone.page, `buzz-phone-join-390x844-${language}`);
      await phone.page.getByTestId('buzz-join-submit').click();
      await expect(phone.page.getByTestId('buzz-status')).toHaveText(say.waiting);
      await expect(phone.page.getByTestId('buzz-button')).toBeDisabled();
      phones.push({ ...phone, name, team });
    }
    const [sara, omar] = phones as [(typeof phones)[0], (typeof phones)[0]];
    await screenshot(sara.page, `buzz-phone-waiting-390x844-${language}`);

    // The host opens a question: the buzzers unlock; a reload (a phone locked and reopened) keeps the phone in.
    await host.locator('button[data-testid^="tile-"][data-points="400"]').first().click();
    await expect(host.getByTestId('question-screen')).toBeVisible();
    await expect(omar.page.getByTestId('buzz-status')).toHaveText(say.ready);
    await omar.page.reload();
    await expect(omar.page.getByTestId('buzz-status')).toHaveText(say.ready);
    await expect(sara.page.getByTestId('buzz-button')).toBeEnabled();
    await screenshot(sara.page, `buzz-phone-ready-390x844-${language}`);
    await sara.page.setViewportSize({ width: 844, height: 390 });
    await screenshot(sara.page, `buzz-phone-ready-844x390-${language}`);

    // Both buzz almost together (pressed at once, without waiting on each other): the server's answer
    // to each says who reached it first. A phone that already heard of the winner is locked and
    // sends nothing, so only the answers that came back are compared.
    const results: ({ result: string; winner: { name: string } } | undefined)[] = [undefined, undefined];
    phones.forEach((phone, index) =>
      phone.page.on('response', (response) => {
        if (response.url().endsWith('/api/buzz') && response.request().method() === 'POST') void response.json().then((body: (typeof results)[0]) => (results[index] = body));
      }),
    );
    for (const phone of phones) await expect(phone.page.getByTestId('buzz-button')).toBeEnabled();
    await Promise.all(phones.map((phone) => phone.page.getByTestId('buzz-button').evaluate((button: HTMLButtonElement) => button.click())));
    await expect.poll(() => results.filter((r) => r?.result === 'won').length).toBe(1);
    const winnerIndex = results.findIndex((r) => r?.result === 'won');
    const winner = phones[winnerIndex]!;
    const loser = phones[1 - winnerIndex]!;
    const late = results[1 - winnerIndex];
    if (late) expect([late.result, late.winner.name]).toEqual(['too_late', winner.name]);
    const teamName = winner.team === 0 ? 'Lions' : 'Falcons';

    await expect(winner.page.getByTestId('buzz-status')).toHaveText(say.won);
    await expect(loser.page.getByTestId('buzz-status')).toContainText(winner.name);
    await expect(loser.page.getByTestId('buzz-status')).toContainText(teamName);
    await expect(loser.page.getByTestId('buzz-button')).toBeDisabled();
    await expect(tv.page.getByTestId('tv-buzz-winner')).toContainText(winner.name);
    await expect(tv.page.getByTestId('tv-buzz-winner')).toContainText(teamName);
    await expect(host.getByTestId('console-buzz-winner')).toContainText(winner.name);
    await screenshot(tv.page, `buzz-tv-winner-${language}`);
    await sara.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(sara.page, `buzz-phone-result-390x844-${sara === winner ? 'first' : 'late'}-${language}`);
    await screenshot(omar.page, `buzz-phone-result-390x844-${omar === winner ? 'first' : 'late'}-${language}`);
    await omar.page.setViewportSize({ width: 844, height: 390 });
    await screenshot(omar.page, `buzz-phone-result-844x390-${language}`);
    await host.setViewportSize({ width: 844, height: 390 });
    await host.getByTestId('console-phones').locator('summary').click();
    await expect(host.getByTestId('console-phone')).toHaveCount(2);
    await screenshot(host, `buzz-host-console-${language}`);

    // The host removes Omar's phone: it is out at once.
    await host.getByTestId('console-phone').filter({ hasText: 'Omar' }).getByTestId('console-phone-remove').click();
    await expect(host.getByTestId('console-phone')).toHaveCount(1);
    await expect(omar.page.getByTestId('buzz-removed')).toBeVisible();
    await screenshot(omar.page, `buzz-phone-removed-${language}`);
    expect((await omar.page.request.post('/api/buzz')).status()).toBe(401);

    for (const context of [tv.context, sara.context, omar.context]) await context.close();
  });
}
