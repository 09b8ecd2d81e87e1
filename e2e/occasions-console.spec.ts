import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInOperator, useLanguage } from './support/helpers';

/**
 * The console's Occasions: an operator adds the centre's own night and chooses a built-in
 * occasion's categories; /play, its ready board and the landing page follow at once. The
 * browser's clock is fixed in Kuwait, as in occasions.spec.ts: 10 Rabi al-Thani 1447 is Thursday
 * 2 October 2025 (no occasion of the calendar in the weeks after it); 9 Rajab 1447 is Tuesday
 * 30 December 2025, the eve of the birth of Imam al-Jawad.
 */
test.use({ timezoneId: 'Asia/Kuwait' });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const SHOTS = process.env.OCCASION_SHOTS;

const TEXT = {
  en: {
    nav: 'Occasions',
    nameRequired: 'Enter the name.',
    tooFew: 'Choose at least 6 categories: a game has 6.',
    when: 'Tuesday 15 Rabiʻ II · 7 October 2025 (in 5 days)',
    kind: 'Centre gathering',
    band: 'Tuesday 15 Rabiʻ II (7 October 2025): Lecture night.',
    inDays: 'In 5 days',
    choose: 'Choose its 6 categories',
    landing: 'Next occasion: Tuesday 15 Rabiʻ II · 7 October 2025, Lecture night.',
    auditAdded: 'Occasion added',
    auditDeleted: 'Occasion deleted',
    edited: 'Categories changed',
    jawadFirst: "Categories: The Prophet's Life, Stories of the Quran",
    packFirst: 'Categories: Imam al-Jawad',
  },
  ar: {
    nav: 'المناسبات',
    nameRequired: 'أدخل الاسم.',
    tooFew: 'اختر 6 فئات على الأقل: للعبة 6 فئات.',
    when: 'الثلاثاء 15 ربيع الآخر · 7 أكتوبر 2025 (بعد 5 أيام)',
    kind: 'مجلس المركز',
    band: 'الثلاثاء 15 ربيع الآخر (7 أكتوبر 2025): ليلة المحاضرة.',
    inDays: 'بعد 5 أيام',
    choose: 'اختر فئاتها الست',
    landing: 'المناسبة القادمة: الثلاثاء 15 ربيع الآخر · 7 أكتوبر 2025، ليلة المحاضرة.',
    auditAdded: 'إضافة مناسبة',
    auditDeleted: 'حذف مناسبة',
    edited: 'فئات معدلة',
    jawadFirst: 'الفئات: السيرة النبوية، قصص القرآن',
    packFirst: 'الفئات: الإمام الجواد',
  },
} as const;

const LECTURE_CATEGORIES = ['islamic-ethics', 'scholars-and-books', 'holy-quran', 'sayings-of-the-imams', 'nahj-al-balagha', 'supplications-books'];
const JAWAD_CATEGORIES = ['prophet-muhammad', 'quran-stories', 'famous-mosques', 'prayer', 'islamic-months', 'medina'];

async function tick(page: Page, chooser: string, slugs: readonly string[]) {
  for (const slug of slugs) await page.getByTestId(chooser).locator(`input[data-slug="${slug}"]`).check();
}

/** The 6 categories /play's board has chosen, by their test ids. */
async function chosenOnPlay(page: Page): Promise<string[]> {
  await expect(page.getByTestId('selection-counter').first()).toHaveText('6/6');
  const chosen = page.locator('[data-testid^="category-"]').filter({ has: page.locator('button[aria-pressed="true"]') });
  await expect(chosen).toHaveCount(6);
  return (await chosen.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''))).sort();
}

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`an operator adds "Lecture night" 5 days ahead; /play, its board and the landing page offer it; deleting it is audited (${language})`, async ({ page, browser, baseURL }) => {
    await page.clock.setFixedTime(new Date('2025-10-02T12:00:00+03:00'));
    await useLanguage(page, language);
    await signInOperator(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/admin');
    await page.getByTestId('console-nav-occasions').click();
    await expect(page).toHaveURL(/\/admin\/occasions$/);
    await expect(page.getByTestId('console-nav-occasions')).toHaveText(text.nav);
    // The section's code and list load after the console: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 2, name: text.nav })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('occasion-new')).toBeVisible({ timeout: 30_000 });

    // Nothing filled, five categories: each field says what is missing, nothing is added.
    await tick(page, 'occasion-new-categories', LECTURE_CATEGORIES.slice(0, 5));
    await page.getByTestId('occasion-new-add').click();
    await expect(page.getByTestId('occasion-new-nameEn-error')).toHaveText(text.nameRequired);
    await expect(page.getByTestId('occasion-new-categories-error')).toHaveText(text.tooFew);

    await page.locator('#occasion-new-nameEn').fill('Lecture night');
    await page.locator('#occasion-new-nameAr').fill('ليلة المحاضرة');
    await page.locator('#occasion-new-startDay').fill('15');
    await page.locator('#occasion-new-startMonth').selectOption('4');
    await tick(page, 'occasion-new-categories', LECTURE_CATEGORIES.slice(5));
    await expect(page.getByTestId('occasion-new-categories-error')).toHaveCount(0);
    await page.getByTestId('occasion-new-add').click();

    // First in the list: the nearest.
    const card = page.getByTestId('admin-occasion-centre-lecture-night');
    await expect(page.getByTestId('admin-occasions').locator(':scope > li').first()).toHaveAttribute('data-testid', 'admin-occasion-centre-lecture-night');
    await expect(page.getByTestId('admin-occasion-centre-lecture-night-when')).toHaveText(text.when);
    await expect(card).toContainText(text.kind);
    await expect(page.locator('#occasion-new-nameEn')).toHaveValue('');
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await expect(card).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-occasions-${language}-${size.width}x${size.height}.png` });
    }
    if (SHOTS) await page.getByTestId('occasion-new').screenshot({ path: `${SHOTS}/console-occasion-form-${language}.png` });

    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/play');
    const row = page.getByTestId('occasion-centre-lecture-night');
    // The band waits for the page to hydrate and read the occasions: slow on a busy machine.
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText(text.band);
    await expect(row).toContainText(text.inDays);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/play-lecture-night-${language}.png` });
    await row.getByRole('button', { name: text.choose }).click();
    expect(await chosenOnPlay(page)).toEqual(LECTURE_CATEGORIES.map((slug) => `category-${slug}`).sort());

    // A visitor's landing page (a signed-in player is taken to /play).
    const visitor = await browser.newContext({ baseURL, timezoneId: 'Asia/Kuwait' });
    const landing = await visitor.newPage();
    await landing.clock.setFixedTime(new Date('2025-10-02T12:00:00+03:00'));
    await useLanguage(landing, language);
    await landing.goto('/');
    await expect(landing.getByTestId('landing-next-occasion')).toHaveText(text.landing, { timeout: 30_000 });
    await visitor.close();

    await page.goto('/admin/occasions');
    await page.getByTestId('admin-occasion-centre-lecture-night-delete').click();
    await page.getByTestId('admin-occasion-centre-lecture-night-delete-confirm').click();
    await expect(card).toHaveCount(0);
    await page.goto('/admin/audit');
    const entries = page.getByTestId('audit-entry');
    await expect(entries.filter({ hasText: text.auditDeleted }).first()).toContainText('centre-lecture-night');
    await expect(entries.filter({ hasText: text.auditAdded }).first()).toContainText('Lecture night');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/audit-occasions-${language}.png` });
  });

  test(`choosing a built-in occasion's categories changes its ready board on /play, and reset gives the pack's back (${language})`, async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-12-30T12:00:00+03:00'));
    await useLanguage(page, language);
    await signInOperator(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/admin/occasions');
    const card = page.getByTestId('admin-occasion-birth-imam-jawad');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('admin-occasion-birth-imam-jawad-edit').click();
    const chooser = 'admin-occasion-birth-imam-jawad-chooser';
    const checked = page.getByTestId(chooser).locator('input[type="checkbox"]:checked');
    await expect(checked).toHaveCount(6);
    while ((await checked.count()) > 0) await checked.first().uncheck();
    await expect(page.getByTestId(`${chooser}-chosen`).locator('li')).toHaveCount(0);
    await tick(page, chooser, JAWAD_CATEGORIES);
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/console-occasion-edit-${language}.png` });
    await page.getByTestId('admin-occasion-birth-imam-jawad-save').click();
    await expect(card).toContainText(text.edited);
    await expect(page.getByTestId('admin-occasion-birth-imam-jawad-categories')).toContainText(text.jawadFirst);

    await page.goto('/play');
    await expect(page.getByTestId('occasion-birth-imam-jawad')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('occasion-birth-imam-jawad').getByRole('button', { name: text.choose }).click();
    expect(await chosenOnPlay(page)).toEqual(JAWAD_CATEGORIES.map((slug) => `category-${slug}`).sort());

    await page.goto('/admin/occasions');
    await page.getByTestId('admin-occasion-birth-imam-jawad-reset').click();
    await expect(card).not.toContainText(text.edited);
    await expect(page.getByTestId('admin-occasion-birth-imam-jawad-categories')).toContainText(text.packFirst);
    await page.goto('/play');
    await expect(page.getByTestId('occasion-birth-imam-jawad')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('occasion-birth-imam-jawad').getByRole('button', { name: text.choose }).click();
    expect(await chosenOnPlay(page)).toContain('category-imam-jawad');
  });
}
