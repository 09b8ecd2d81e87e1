import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DIFFICULTIES } from '@app/shared/constants';
import { expect, test } from './support/test';
import { openPlay, screenshot, signUpViaApi, useLanguage } from './support/helpers';

/** A playable one-language category of the signed-in page's user, written over the API (the editor has its own spec). */
async function playableCategory(page: Page, language: 'en' | 'ar', name: string): Promise<number> {
  const created = await page.request.post('/api/my-categories', {
    data: { name, description: language === 'ar' ? 'أسئلة درس المركز' : 'Questions from the centre\'s lesson', language },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { category: { id: number } }).category.id;
  for (const difficulty of DIFFICULTIES) {
    for (const n of [1, 2]) {
      const texts = language === 'ar' ? { questionAr: `سؤال ${difficulty} رقم ${n}؟`, answerAr: `جواب ${n}` } : { questionEn: `Question ${difficulty} ${n}?`, answerEn: `Answer ${n}` };
      expect((await page.request.post(`/api/my-categories/${id}/questions`, { data: { difficulty, ...texts } })).status()).toBe(201);
    }
  }
  return id;
}

test.describe.configure({ timeout: 180_000 });

for (const language of ['en', 'ar'] as const) {
  test(`sharing my categories (${language}): the author shares a link; another account logs in through it, copies the category and finds it on /play; revoked, the link is not found`, async ({ page, browser }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1280, height: 720 });
    const author = language === 'ar' ? 'مريم' : 'Maryam';
    await signUpViaApi(page, { firstName: author, language });
    const tag = randomBytes(3).toString('hex');
    const name = language === 'ar' ? `درس الحج ${tag}` : `Hajj lesson ${tag}`;
    const categoryId = await playableCategory(page, language, name);

    // The author makes a link in the editor.
    await page.goto(`/my-categories/${categoryId}`);
    const panel = page.getByTestId('own-share');
    await expect(panel.getByTestId('own-share-none')).toBeVisible();
    await panel.getByTestId('own-share-create').click();
    const linkBox = panel.getByTestId('own-share-link');
    await expect(linkBox).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
    const link = await linkBox.inputValue();
    const path = new URL(link).pathname;
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, `my-category-share-${language}`, { withoutToasts: true });

    // A visitor opening the link is asked to log in and comes back to it.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await useLanguage(other, language);
    const friend = await signUpViaApi(other, { firstName: language === 'ar' ? 'زينب' : 'Zainab', language });
    expect((await other.request.post('/api/auth/logout')).status()).toBeLessThan(300);
    await other.setViewportSize({ width: 1280, height: 720 });
    const visit = await other.goto(path);
    expect(visit?.headers()['x-robots-tag']).toContain('noindex');
    await expect(other).toHaveURL(/\/login$/);
    await other.getByTestId('login-form').waitFor();
    await other.locator('#login-email').fill(friend.email);
    await other.locator('#login-password').fill(friend.password);
    await other.getByTestId('login-submit').click();
    await expect(other).toHaveURL(new RegExp(`${path}$`));

    // Read only, with the author's first name.
    const shared = other.getByTestId('shared-category');
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(other.getByTestId('shared-author')).toHaveText(author);
    await expect(shared).toContainText(language === 'ar' ? '6 أسئلة' : '6 questions');
    await expect(other.getByTestId('own-question-add')).toHaveCount(0);
    await screenshot(other, `shared-category-${language}`, { withoutToasts: true });

    // Copy it into my own categories: a new category of mine, with its 6 questions.
    await other.getByTestId('shared-copy').click();
    await expect(other).toHaveURL(/\/my-categories\/\d+$/);
    const copyId = Number(other.url().split('/').pop());
    expect(copyId).not.toBe(categoryId);
    await expect(other.getByTestId('own-question')).toHaveCount(6);
    await expect(other.getByTestId('own-category-ready')).toBeVisible();

    // /play: the shared one under "Shared with me", the copy under my categories.
    await openPlay(other);
    const group = other.getByTestId('group-shared');
    await expect(group.getByRole('heading')).toHaveText(language === 'ar' ? 'شاركها معي' : 'Shared with me');
    await expect(group.getByTestId(`category-mine-${categoryId}`)).toContainText(name);
    await expect(other.getByTestId('group-mine').getByTestId(`category-mine-${copyId}`)).toContainText(name);
    await group.scrollIntoViewIfNeeded();
    await screenshot(other, `play-shared-with-me-${language}`);

    // The author revokes the link: it stops at once.
    await page.reload();
    await expect(panel.getByTestId('own-share-live')).toBeVisible();
    await panel.getByTestId('own-share-revoke').click();
    await page.getByTestId('own-share-revoke-confirm').click();
    await expect(panel.getByTestId('own-share-none')).toBeVisible();

    await other.goto(path);
    await expect(other.getByTestId('shared-not-found')).toContainText(language === 'ar' ? 'هذا الرابط لا يعمل' : 'This link does not work');
    await expect(other.getByText(name)).toHaveCount(0);
    await screenshot(other, `shared-category-revoked-${language}`);
    expect((await other.request.get(`/api/my-categories/${categoryId}`)).status()).toBe(404);
    await openPlay(other);
    await expect(other.getByTestId('group-mine').getByTestId(`category-mine-${copyId}`)).toBeVisible();
    await expect(other.getByTestId('group-shared')).toHaveCount(0);
    await otherContext.close();
  });
}
