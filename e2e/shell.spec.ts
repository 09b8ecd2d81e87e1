import { expect, test } from './support/test';
import { createGameViaApi, screenshot, signUpViaApi, useLanguage } from './support/helpers';

test.describe('public site', () => {
  test('landing in English, then Arabic with the direction flipped', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who knows the Ahl al-Bayt best?');
    await expect(page).toHaveTitle('Thaqalayn Quiz: the team trivia game about the Ahl al-Bayt');
    const facts = page.getByTestId('landing-facts');
    for (const fact of ['6 categories', '6 questions', '36 questions', '2 teams', '1 point', '2 free points']) {
      await expect(facts.getByText(fact, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('copyright')).toHaveText(`© ${new Date().getFullYear()} Thaqalayn Quiz`);
    await screenshot(page, 'landing-en');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByText('تم تغيير اللغة إلى العربية')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('من يعرف أهل البيت أكثر؟');
    await expect(page).toHaveTitle('مسابقة الثقلين: لعبة أسئلة جماعية عن أهل البيت');
    expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('direction')])).toEqual(['ar', 'rtl']);
    await screenshot(page, 'landing-ar');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByText('Language changed to English')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  for (const { width, height, to, from, said } of [
    { width: 1280, height: 720, to: 'العربية', from: 'en', said: 'تم تغيير اللغة إلى العربية' },
    { width: 844, height: 390, to: 'English', from: 'ar', said: 'Language changed to English' },
    { width: 390, height: 844, to: 'العربية', from: 'en', said: 'تم تغيير اللغة إلى العربية' },
  ] as const) {
    test(`the language confirmation on the sign-up form sits under the header and covers no field (${from}, ${width}x${height})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await useLanguage(page, from);
      await page.goto('/signup');
      await expect(page.getByTestId('country-picker')).toBeVisible();
      if (!(await page.getByTestId('language-switch').isVisible())) await page.getByTestId('public-menu-toggle').click();
      await page.getByTestId('language-switch').click();
      await page.getByRole('menuitemradio', { name: to }).click();
      const notice = page.getByTestId('notice-banner');
      await expect(notice.getByTestId('notice')).toHaveText(said);
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
      await screenshot(page, `signup-language-notice-${from}-${width}`);
      const noticeBox = (await notice.boundingBox())!;
      const header = (await page.locator('header').first().boundingBox())!;
      expect(noticeBox.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      const fields = await page.locator('main :is(input, button, select, a)').all();
      expect(fields.length).toBeGreaterThan(6);
      for (const field of fields) {
        const box = await field.boundingBox();
        if (!box) continue;
        const overlaps = box.x < noticeBox.x + noticeBox.width && noticeBox.x < box.x + box.width && box.y < noticeBox.y + noticeBox.height && noticeBox.y < box.y + box.height;
        expect(overlaps, `notice over ${await field.getAttribute('id') ?? await field.textContent()}`).toBe(false);
      }
      // It goes by itself.
      await expect(notice).toHaveCount(0, { timeout: 8000 });
    });
  }

  test('legal sections start closed and toggle independently', async ({ page }) => {
    await page.goto('/legal');
    // The page is built HTML: its toggles work once the app has taken it over.
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    const ids = ['terms', 'privacy', 'refund'];
    for (const id of ids) await expect(page.getByTestId(`${id}-content`)).toBeHidden();
    await page.getByTestId('terms-toggle').click();
    await expect(page.getByTestId('terms-content')).toContainText('governed by the laws of the State of Kuwait');
    await expect(page.getByTestId('privacy-content')).toBeHidden();
    await page.getByTestId('refund-toggle').click();
    await expect(page.getByTestId('refund-content')).toContainText('within 48 hours');
    await expect(page.getByTestId('refund-content')).toContainText('5-10 business days');
    await expect(page.getByTestId('terms-content')).toBeVisible();
    await page.getByTestId('terms-toggle').click();
    await expect(page.getByTestId('terms-content')).toBeHidden();
    await expect(page.getByTestId('refund-content')).toBeVisible();
  });

  test('legal page in Arabic', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto('/legal');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await page.getByTestId('privacy-toggle').click();
    await expect(page.getByTestId('privacy-content')).toContainText('حذف حسابك');
    await screenshot(page, 'legal-ar');
  });

  test('unknown paths show the 404 page with a way home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('legacy payment paths redirect', async ({ page }) => {
    await page.goto('/payment-failed?paymentId=07123&message=x');
    await expect(page).toHaveURL(/\/payment\/error\?paymentId=07123&message=x$/);
    // The payment result needs a session: a visitor goes on to the login page.
    await page.goto('/payment-success');
    await expect(page).toHaveURL(/\/login$/);
    await signUpViaApi(page);
    await page.goto('/payment-success?paymentId=07123');
    await expect(page).toHaveURL(/\/payment\/success\?paymentId=07123$/);
  });
});

test.describe('phones in portrait', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('game screens ask to rotate; public pages do not', async ({ page }) => {
    await signUpViaApi(page);
    const gameId = await createGameViaApi(page);
    await page.goto(`/jeopardy/${gameId}`);
    await expect(page.getByText('Please rotate your phone to landscape mode to use the app.')).toBeVisible();
    // What the notice covers is not painted (nor read out) until the phone turns.
    await expect(page.getByTestId('board-game-name')).toBeHidden();
    await screenshot(page, 'rotate-prompt-en');
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(page.getByTestId('board-game-name')).toBeVisible();
    await expect(page.getByTestId('rotate-prompt')).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('board-game-name')).toBeHidden();
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(page.getByTestId('board-game-name')).toHaveText('Family night');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().clearCookies();
    await page.goto('/');
    await expect(page.getByTestId('rotate-prompt')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, 'landing-phone-en');
  });

  for (const language of ['en', 'ar'] as const) {
    test(`the public header is one row with a menu (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/');
      // The page is built HTML: its menu button works once the app has hydrated it.
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      const header = page.getByRole('banner');
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(66);
      const about = header.getByRole('link', { name: language === 'ar' ? 'من نحن' : 'About' });
      await expect(about).toBeHidden();
      const toggle = header.getByTestId('public-menu-toggle');
      await expect(toggle).toHaveAttribute('aria-label', language === 'ar' ? 'القائمة' : 'Menu');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(header.getByRole('link', { name: language === 'ar' ? 'إنشاء حساب' : 'Sign Up' })).toBeVisible();
      await screenshot(page, `public-menu-phone-${language}`);
      await about.click();
      await expect(page).toHaveURL('/about');
      // The menu folds again on the page it led to.
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(about).toBeHidden();
    });
  }

  test('the prompt in Arabic', async ({ page }) => {
    await useLanguage(page, 'ar');
    await signUpViaApi(page);
    // Only the game screens ask a phone to turn (DECISIONS.md 31).
    await page.goto(`/jeopardy/${await createGameViaApi(page)}`);
    await expect(page.getByText('يرجى تدوير هاتفك إلى الوضع الأفقي لاستخدام التطبيق.')).toBeVisible();
  });
});

test('Ctrl+B toggles the sidebar and the choice survives a reload', async ({ page }) => {
  await page.goto('/play');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect(sidebar).toHaveCSS('width', '256px');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect(sidebar).toHaveCSS('width', '48px');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(Math.round((cookie!.expires - Date.now() / 1000) / 86400)).toBe(7);
  await page.keyboard.press('Control+b');
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
});

test('pages load without console errors or warnings', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of ['/', '/about', '/legal', '/play', '/games', '/store', '/this-is-not-a-page']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path === '/this-is-not-a-page' ? 404 : 200);
    await page.waitForLoadState('networkidle');
  }
  // An unknown address is answered 404 with the app's not-found page; the browser says so once.
  const notFound = problems.filter((problem) => problem.endsWith('/this-is-not-a-page: Failed to load resource: the server responded with a status of 404 (Not Found)'));
  expect(notFound).toHaveLength(1);
  expect(problems.filter((problem) => !notFound.includes(problem))).toEqual([]);
});
