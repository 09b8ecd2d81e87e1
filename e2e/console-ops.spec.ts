import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { screenshot, signInOperator, signUpViaApi, solidPng, useLanguage } from './support/helpers';

const TEXT = {
  en: {
    notImage: 'This file is not an image. Choose a PNG, JPEG or WebP image.',
    tooLarge: 'This image is too large: the limit is 2 MB.',
    saved: 'Saved. Open pages show it now.',
    signedOut: 'Your account has been banned and you were signed out. Contact us if you think this is a mistake.',
    loginBanned: 'This account has been banned. Contact us if you think this is a mistake.',
    banQuestion: 'Ban Zahra Hasan?They are signed out everywhere at once and cannot sign in until you lift the ban.',
    cancel: 'Cancel',
  },
  ar: {
    notImage: 'هذا الملف ليس صورة. اختر صورة PNG أو JPEG أو WebP.',
    tooLarge: 'هذه الصورة كبيرة جدًا: الحد الأقصى 2 ميغابايت.',
    saved: 'تم الحفظ. يظهر الآن في الصفحات المفتوحة.',
    signedOut: 'تم حظر حسابك وتسجيل خروجك. تواصل معنا إذا كنت تعتقد أن هذا خطأ.',
    loginBanned: 'تم حظر هذا الحساب. تواصل معنا إذا كنت تعتقد أن هذا خطأ.',
    banQuestion: 'حظر زهراء Hasan؟سيُسجَّل خروجه من كل الأجهزة فورًا، ولن يستطيع تسجيل الدخول حتى ترفع الحظر.',
    cancel: 'إلغاء',
  },
} as const;

/** A player signed in on /play with the event stream open. */
async function openPlayerPage(page: Page, language: 'en' | 'ar') {
  await useLanguage(page, language);
  const player = await signUpViaApi(page, { firstName: language === 'ar' ? 'زهراء' : 'Zahra' });
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto('/play');
  await stream;
  return player;
}

// Two browser contexts and an operator's console each: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`site (${language}): a new logo shows on an open player page without a reload; uploads refuse a non-image and an oversized file`, async ({ page, browser }) => {
    const playerContext = await browser.newContext();
    const playerPage = await playerContext.newPage();
    await openPlayerPage(playerPage, language);
    await expect(playerPage.getByTestId('logo-main_logo').first()).toHaveAttribute('src', /\/logo\.svg$|\/uploads\/site\//);
    const loadsBefore = await playerPage.evaluate(() => performance.getEntriesByType('navigation').length);

    await useLanguage(page, language);
    await signInOperator(page);
    await page.goto('/admin/site');
    const field = page.getByTestId('site-image-main_logo');
    await field.scrollIntoViewIfNeeded();

    await field.locator('input[type="file"]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are words, not pixels') });
    await expect(field.getByRole('alert')).toHaveText(text.notImage);
    const oversized = Buffer.concat([solidPng([0, 0, 0]), Buffer.alloc(2 * 1024 * 1024)]);
    await field.locator('input[type="file"]').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: oversized });
    await expect(field.getByRole('alert')).toHaveText(text.tooLarge);
    await screenshot(page, `console-upload-refused-${language}`);

    const colour: [number, number, number] = language === 'en' ? [200, 30, 30] : [30, 30, 200];
    const uploaded = page.waitForResponse((response) => response.url().includes('/api/admin/uploads') && response.status() === 201);
    await field.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(colour) });
    const { url } = (await (await uploaded).json()) as { url: string };
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(field.getByRole('alert')).toHaveCount(0);
    await expect(field.getByTestId('site-image-main_logo-preview')).toHaveAttribute('src', url);

    // The player's open page changes its logo through the event stream, without loading again.
    await expect(playerPage.getByTestId('logo-main_logo').first()).toHaveAttribute('src', url);
    expect(await playerPage.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loadsBefore);
    const image = await playerPage.request.get(url);
    expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await screenshot(playerPage, `player-new-logo-${language}`);
    await page.locator('#site-heading').scrollIntoViewIfNeeded();
    await screenshot(page, `console-site-${language}`);
    await playerContext.close();
  });

  test(`players (${language}): a banned player's open page is signed out and sign-in is refused`, async ({ page, browser }) => {
    const playerContext = await browser.newContext();
    const playerPage = await playerContext.newPage();
    const player = await openPlayerPage(playerPage, language);

    await useLanguage(page, language);
    await signInOperator(page);
    await page.goto('/admin/points');
    await page.locator('#user-search').fill(player.email);
    await page.getByTestId('user-search-submit').click();
    await page.getByTestId(`user-${player.user.id}-open`).click();
    const detail = page.getByTestId(`player-${player.user.id}`);
    await expect(detail.getByTestId('ledger-row')).toHaveCount(1);
    await detail.getByTestId('player-ban').click();
    await expect(detail.getByRole('alert')).toBeVisible();
    await detail.getByRole('textbox').fill(language === 'ar' ? 'أسماء فرق مسيئة' : 'Abusive team names');
    // A ban asks first; cancelling it bans no one.
    await detail.getByTestId('player-ban').click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(text.banQuestion);
    await screenshot(page, `console-ban-confirm-${language}`);
    await confirm.getByRole('button', { name: text.cancel }).click();
    await expect(confirm).toHaveCount(0);
    await expect(detail.getByTestId('player-banned')).toHaveCount(0);
    await expect(playerPage).not.toHaveURL(/\/login$/);
    await detail.getByTestId('player-ban').click();
    await page.getByTestId('player-ban-confirm').click();
    await expect(detail.getByTestId('player-banned')).toContainText(language === 'ar' ? 'أسماء فرق مسيئة' : 'Abusive team names');
    await screenshot(page, `console-player-banned-${language}`);

    await expect(playerPage).toHaveURL(/\/login$/);
    await expect(playerPage.getByText(text.signedOut)).toBeVisible();
    await screenshot(playerPage, `player-signed-out-banned-${language}`);
    await playerPage.locator('input[type="email"]').fill(player.email);
    await playerPage.locator('input[type="password"]').fill(player.password);
    await playerPage.locator('form button[type="submit"]').click();
    await expect(playerPage.getByText(text.loginBanned)).toBeVisible();

    await detail.getByTestId('player-unban').click();
    await expect(detail.getByTestId('player-banned')).toHaveCount(0);
    await playerContext.close();
  });
}
