import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createGameViaApi, screenshot, signUpViaApi, useLanguage } from './support/helpers';
import { E2E_BASE_URL } from './support/env';

/** What a crawler or a link preview reads: the served HTML, with JavaScript off. */
test.use({ javaScriptEnabled: false });

const FACTS = {
  en: ['How a game works', '6 categories', '36 questions', '2 teams', '1 point', '2 free points', 'Who knows the Ahl al-Bayt best?'],
  ar: ['كيف تُلعب المسابقة', '6 فئات', '36 سؤالاً', 'فريقان', 'نقطة واحدة', 'نقطتان مجاناً', 'من يعرف أهل البيت أكثر؟'],
};

test('the landing page is readable without JavaScript in English and Arabic, with its language, direction and tags', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle('Thaqalayn Quiz: the team trivia game about the Ahl al-Bayt');
  for (const fact of FACTS.en) await expect(page.getByText(fact, { exact: true })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
  await expect(page.locator('link[hreflang="ar"]')).toHaveAttribute('href', `${baseURL}/?lang=ar`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og-image.png`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

  await page.goto('/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle('مسابقة الثقلين: لعبة أسئلة جماعية عن أهل البيت');
  for (const fact of FACTS.ar) await expect(page.getByText(fact, { exact: true })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/?lang=ar`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ar_AR');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'مسابقة الثقلين: لعبة أسئلة جماعية عن أهل البيت');
});

test('about, terms, login and sign-up are served as built pages in both languages', async ({ request }) => {
  const expected = [
    { path: '/about', en: ['<title>About Thaqalayn Quiz</title>', 'About Thaqalayn Quiz</h1>'], ar: ['<html lang="ar" dir="rtl"'] },
    { path: '/legal', en: ['<title>Terms &amp; Policies</title>', 'Terms of Use'], ar: ['<html lang="ar" dir="rtl"'] },
    { path: '/login', en: ['<title>Login | Thaqalayn Quiz</title>', '<meta name="description" content="Log in to create games and keep your points." />'], ar: ['<html lang="ar" dir="rtl"'] },
    { path: '/signup', en: ['<title>Sign Up | Thaqalayn Quiz</title>', '<meta property="og:title" content="Sign Up | Thaqalayn Quiz" />'], ar: ['<html lang="ar" dir="rtl"'] },
  ];
  for (const { path, en, ar } of expected) {
    const english = await request.get(path);
    expect(english.headers()['content-type']).toBe('text/html; charset=utf-8');
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en" dir="ltr"');
    for (const text of en) expect(englishHtml).toContain(text);
    const arabicHtml = await (await request.get(`${path}?lang=ar`)).text();
    for (const text of ar) expect(arabicHtml).toContain(text);
    expect(arabicHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    // Each language preloads its own fonts only.
    expect(arabicHtml).toMatch(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/noto-kufi-arabic-arabic-800-normal-[\w-]+\.woff2">/);
    expect(englishHtml).toMatch(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/inter-latin-800-normal-[\w-]+\.woff2">/);
    expect(englishHtml).not.toContain('noto-kufi-arabic');
  }
});

test('the sign-in forms are built with their form for a browser without a session, and with the session check for one with a cookie', async ({ page, context, baseURL }) => {
  for (const [path, form, title] of [
    ['/login', 'login-form', 'Welcome back'],
    ['/signup?lang=ar', 'signup-form', 'أنشئ حسابك'],
  ] as const) {
    await context.clearCookies();
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-session', 'visitor');
    await expect(page.getByTestId(form)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('auth-checking')).toHaveCount(0);

    await context.addCookies([{ name: 'sid', value: 'some-session', url: baseURL! }]);
    await page.goto(path);
    await expect(page.locator('html')).not.toHaveAttribute('data-session', 'visitor');
    await expect(page.getByTestId('auth-checking')).toBeVisible();
    await expect(page.getByTestId(form)).toHaveCount(0);
  }
});

test('a built page asks for its stylesheet and fonts first, and its scripts only once it has painted', async ({ request }) => {
  for (const path of ['/', '/about?lang=ar', '/login', '/signup?lang=ar']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const stylesheet = head.indexOf('<link rel="stylesheet"');
    const font = head.indexOf('<link rel="preload" as="font"');
    const script = head.indexOf('<meta name="app-script"');
    expect(stylesheet).toBeGreaterThan(0);
    expect(font).toBeGreaterThan(stylesheet);
    expect(script).toBeGreaterThan(font);
    // Named for the page's loader (index.html), not asked for by the HTML itself.
    expect(head).toMatch(/<meta name="app-script" content="\/assets\/index-[\w-]+\.js">/);
    expect(head).toMatch(/<meta name="app-preload" content="\/assets\/[\w-]+\.js">/);
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('<link rel="modulepreload"');
  }
});

/**
 * Holds the app's main script until `release()` is called: until then the built page is all there
 * is, as on a slow phone before the app has taken it over.
 */
async function holdMainScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('with JavaScript on', () => {
  test.use({ javaScriptEnabled: true });

  test('the app takes over the built Arabic landing page without replacing it and keeps the language', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/?lang=ar');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('من يعرف أهل البيت أكثر؟');
    await heading.evaluate((element) => ((element as HTMLElement & { marked?: boolean }).marked = true));
    // Hydrated: the app answers clicks (the menu), and the server-built heading is the same element.
    // A click before hydration finishes does nothing (the markup has no handlers yet): try again.
    await expect(async () => {
      if (!(await page.getByRole('menuitemradio', { name: 'English' }).isVisible())) await page.getByTestId('language-switch').click();
      await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await heading.evaluate((element) => (element as HTMLElement & { marked?: boolean }).marked)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    expect(errors).toEqual([]);

    // The choice comes back with the next address that names no language: built in Arabic, not hidden.
    const about = await (await page.context().request.get('/about')).text();
    expect(about).toContain('<html lang="ar" dir="rtl" data-prerendered="ar"');
    await page.goto('/about');
    await expect(page.locator('html')).not.toHaveClass(/relang/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عن مسابقة الثقلين');
  });

  test('the app takes over a player\'s rendered page without replacing it, and a reload keeps the game being filled in', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await signUpViaApi(page);
    const release = await holdMainScript(page);
    await page.goto('/play', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('New Game');
    await expect(page.getByTestId('wallet-points')).toHaveText('2');
    await heading.evaluate((element) => ((element as HTMLElement & { marked?: boolean }).marked = true));
    // A tile tapped before the app has taken the page over counts once it has.
    const imamAli = page.getByTestId('category-imam-ali').locator('button[aria-pressed]');
    await imamAli.click();
    await expect(imamAli).toHaveAttribute('aria-pressed', 'false');
    // So does a team typed in before.
    await page.locator('#team-1').fill('Lions');
    release();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(imamAli).toHaveAttribute('aria-pressed', 'true');
    await page.locator('#game-name').fill('Eid night');
    await expect(page.locator('#team-1')).toHaveValue('Lions');
    expect(await heading.evaluate((element) => (element as HTMLElement & { marked?: boolean }).marked)).toBe(true);

    // Rendered again by the server (without the draft, which only this tab has): the app puts it back.
    await page.reload();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.locator('#game-name')).toHaveValue('Eid night');
    await expect(page.locator('#team-1')).toHaveValue('Lions');
    await expect(imamAli).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('1/6').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the app takes over a rendered board without replacing it, and a tile tapped before opens its question', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.setViewportSize({ width: 1280, height: 720 });
    await signUpViaApi(page);
    const gameId = await createGameViaApi(page, { teams: ['Lions', 'Falcons'] });
    const release = await holdMainScript(page);
    await page.goto(`/jeopardy/${gameId}`, { waitUntil: 'commit' });
    const team = page.getByTestId('team-name-1');
    await expect(team).toHaveText('Lions');
    await team.evaluate((element) => ((element as HTMLElement & { marked?: boolean }).marked = true));
    // A tile tapped before the app has taken the board over opens its question once it has.
    await page.locator('[data-testid^="tile-"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/jeopardy/${gameId}$`));
    expect(await team.evaluate((element) => (element as HTMLElement & { marked?: boolean }).marked)).toBe(true);
    release();
    await expect(page).toHaveURL(new RegExp(`/jeopardy/${gameId}/question/\\d+$`));
    await expect(page.getByTestId('show-answer')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a payment method chosen on the rendered store before the app has taken it over is the one the app uses', async ({ page }) => {
    await signUpViaApi(page);
    const release = await holdMainScript(page);
    await page.goto('/store', { waitUntil: 'commit' });
    await expect(page.getByTestId('method-kn')).toBeChecked();
    await page.getByText('Visa / Mastercard').click();
    // Not changed behind the app's back (the app would still pay with KNET)...
    await expect(page.getByTestId('method-kn')).toBeChecked();
    release();
    // ...but given to it once it has taken the page over.
    await expect(page.getByTestId('method-vm')).toBeChecked();
    await expect(page.getByTestId('method-kn')).not.toBeChecked();
  });

  test('on a phone held sideways a player\'s rendered page has the menu, not the sidebar, before and after the app takes it over', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.setViewportSize({ width: 844, height: 390 });
    await signUpViaApi(page, { firstName: 'Zainab' });
    await page.context().addCookies([{ name: 'lang', value: 'ar', url: E2E_BASE_URL }]);
    await useLanguage(page, 'ar');
    const release = await holdMainScript(page);
    await page.goto('/games', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ألعابي');
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeHidden();
    release();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.getByTestId('header-first-name')).toHaveText('Zainab');
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar-sheet')).toBeVisible();
    await screenshot(page, 'games-rendered-phone-ar');
    expect(problems).toEqual([]);
  });

  test('what is typed into the built sign-up form before the app has taken it over is kept, and it cannot be sent before', async ({ page }) => {
    const release = await holdMainScript(page);
    // The page's scripts run before DOMContentLoaded: held, the built form is all there is.
    await page.goto('/signup', { waitUntil: 'commit' });
    await expect(page.getByTestId('signup-form')).toBeVisible();
    await page.locator('#signup-first-name').fill('Zainab');
    await page.locator('#signup-email').fill('zainab@example.com');
    await expect(page.getByTestId('signup-submit')).toBeDisabled();
    release();
    await expect(page.getByTestId('signup-submit')).toBeEnabled();
    await expect(page.locator('#signup-first-name')).toHaveValue('Zainab');
    await expect(page.locator('#signup-email')).toHaveValue('zainab@example.com');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a built page opened in a background tab is taken over by the app all the same', async ({ page }) => {
    // A hidden tab paints no frame (its animation frames wait until it is shown): the page must not
    // wait for one to ask for its scripts.
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      const frames: FrameRequestCallback[] = [];
      window.requestAnimationFrame = (callback) => frames.push(callback);
    });
    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toBeEnabled();
    await page.getByTestId('login-password-toggle').click();
    await expect(page.locator('#login-password')).toHaveAttribute('type', 'text');
  });

  test('the app takes over the built login form without replacing it, and a wrong password is answered', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/login');
    const form = page.getByTestId('login-form');
    await expect(form).toBeVisible();
    await form.evaluate((element) => ((element as HTMLElement & { marked?: boolean }).marked = true));
    // Hydrated once the password's show/hide toggle answers (a click before does nothing: try again).
    const password = page.locator('#login-password');
    await expect(async () => {
      await page.getByTestId('login-password-toggle').click();
      await expect(password).toHaveAttribute('type', 'text', { timeout: 1000 });
    }).toPass();
    expect(await form.evaluate((element) => (element as HTMLElement & { marked?: boolean }).marked)).toBe(true);
    await page.getByLabel('Email').fill('nobody@example.com');
    await password.fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    expect(errors.filter((text) => !text.includes('401'))).toEqual([]);
  });
});

test('the signed-in entry pages preload their route chunks with the main script, and the board for a session its first requests', async ({ request }) => {
  for (const [path, chunk] of [['/play', 'play'], ['/store', 'store'], ['/games', 'games']] as const) {
    const visitor = await (await request.get(path)).text();
    expect(visitor).toContain('<div id="root"></div>');
    // Held upright too (DECISIONS 31): no "turn your phone" notice.
    expect(visitor).not.toContain('Please rotate your phone');
    expect(visitor).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/common-[\\w-]+\\.js">`));
    expect(visitor).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[\\w-]+\\.js">`));
    expect(visitor).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/dashboard-layout-[\w-]+\.js">/);
    // A visitor's browser is not sent for a player's data (it would be refused, an error in its console).
    expect(visitor).not.toContain('as="fetch"');
  }
  // A game the server cannot read for the browser (no such session) is sent as the shell, which asks for its data with the scripts.
  const board = await (await request.get('/jeopardy/42', { headers: { cookie: 'sid=some-session' } })).text();
  expect(board).toContain('<div id="root"></div>');
  // A game screen: a phone held upright sees the notice before the app has run.
  expect(board).toContain('Please rotate your phone to landscape mode to use the app.');
  for (const data of ['/api/auth/session', '/api/site']) expect(board).toContain(`<link rel="preload" as="fetch" crossorigin href="${data}">`);
});

test('a signed-in player\'s entry pages arrive rendered with their data, readable before any script runs', async ({ page }) => {
  await signUpViaApi(page, { firstName: 'Maryam' });
  await page.goto('/play');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Game');
  await expect(page.getByTestId('header-first-name')).toHaveText('Maryam');
  await expect(page.getByTestId('wallet-points')).toHaveText('2');
  await expect(page.getByTestId('category-prophet-muhammad')).toContainText("The Prophet's Life");
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Points Store');
  await expect(page.getByText('2.750 KWD', { exact: true })).toBeVisible();
  await page.goto('/games');
  await expect(page.getByText('No games yet')).toBeVisible();
  // In the language the browser chose, with what the app starts from and its scripts asked for once it has painted.
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: page.url() }]);
  await page.goto('/store');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('متجر النقاط');
  await expect(page.getByText('2.750 د.ك', { exact: true })).toBeVisible();
  // A game's board too, with its teams and tiles.
  const gameId = await createGameViaApi(page, { teams: ['Lions', 'Falcons'] });
  await page.goto(`/jeopardy/${gameId}`);
  await expect(page.getByTestId('team-name-1')).toHaveText('Lions');
  await expect(page.getByTestId('team-name-2')).toHaveText('Falcons');
  await expect(page.locator('[data-testid^="tile-"]')).toHaveCount(36);
  const html = await (await page.request.get('/store')).text();
  expect(html).toContain('<html lang="ar" dir="rtl" data-prerendered="ar">');
  expect(html).toMatch(/<script type="application\/json" id="page-data">\{"user":\{"id":\d+,"firstName":"Maryam"/);
  expect(html).toMatch(/<meta name="app-script" content="\/assets\/index-[\w-]+\.js">/);
  expect(html).not.toContain('<script type="module"');
});

test('a signed-in entry page is answered in the language its browser chose before', async ({ request }) => {
  const html = await (await request.get('/games', { headers: { cookie: 'lang=ar' } })).text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  // A game's board too: its layout and screen download with the main script, and its notice is in Arabic.
  const board = await (await request.get('/jeopardy/42', { headers: { cookie: 'sid=some-session; lang=ar' } })).text();
  expect(board).toContain('يرجى تدوير هاتفك إلى الوضع الأفقي لاستخدام التطبيق.');
  expect(board).not.toContain('Please rotate your phone');
  expect(board).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/game-layout-[\w-]+\.js">/);
  expect(board).toContain('<link rel="preload" as="fetch" crossorigin href="/api/auth/session">');
});
