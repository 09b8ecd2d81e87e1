import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { MySuggestionsResponse } from '@app/shared/contracts/suggestions';
import { expect, test } from './support/test';
import { screenshot, signInOperator, signUpViaApi, useLanguage } from './support/helpers';

test.describe.configure({ timeout: 240_000 });

const TEXT = {
  en: {
    sourceRequired: 'Write the source: where the answer can be checked.',
    sent: "Suggestion sent. The operators' answer will show under My suggestions.",
    waiting: 'Waiting for the operators',
    accepted: 'Accepted into the bank',
    declined: 'Declined',
    // Users' texts are isolated (U+2068 ... U+2069) inside the sentence, so either direction reads in order.
    reason: 'Reason: \u2068The bank already has a question on this.\u2069',
    notice: /Your suggestion “.*” was declined\. Reason: \u2068The bank already has a question on this\.\u2069/,
    acceptedToast: /^Accepted\. It is now question #\d+ of the bank\.$/,
  },
  ar: {
    sourceRequired: 'اكتب المصدر: أين يمكن التحقق من الإجابة.',
    sent: 'أُرسل الاقتراح. سيظهر رد المشرفين تحت «اقتراحاتي».',
    waiting: 'بانتظار المشرفين',
    accepted: 'قُبل في البنك',
    declined: 'رُفض',
    reason: 'السبب: \u2068The bank already has a question on this.\u2069',
    notice: /رُفض اقتراحك «.*»\. السبب: \u2068The bank already has a question on this\.\u2069/,
    acceptedToast: /^قُبل\. أصبح السؤال رقم \d+ في البنك\.$/,
  },
} as const;

/** A category of the user's with two questions (Arabic, and English too for an English-speaking user: the bank needs the Arabic). */
async function lessonCategory(page: Page, language: 'en' | 'ar', tag: string) {
  const created = await page.request.post('/api/my-categories', { data: { name: language === 'ar' ? `درس ${tag}` : `Lesson ${tag}`, language: language === 'ar' ? 'ar' : 'both' } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { category: { id: number } }).category.id;
  const questions: { difficulty: string; questionAr: string; answerAr: string; questionEn?: string; answerEn?: string }[] = [
    { difficulty: 'easy', questionAr: `كم عدد الأئمة ${tag}؟`, answerAr: 'اثنا عشر', questionEn: `How many Imams ${tag}?`, answerEn: 'Twelve' },
    { difficulty: 'normal', questionAr: `أين ولد الإمام علي ${tag}؟`, answerAr: 'في الكعبة', questionEn: `Where was Imam Ali born ${tag}?`, answerEn: 'In the Kaaba' },
  ].map((q) => (language === 'ar' ? { difficulty: q.difficulty, questionAr: q.questionAr, answerAr: q.answerAr } : q));
  for (const question of questions) expect((await page.request.post(`/api/my-categories/${id}/questions`, { data: question })).status()).toBe(201);
  return { id, questions };
}

for (const language of ['en', 'ar'] as const) {
  test(`suggestions (${language}): a user suggests a question with its source; an operator accepts it into a bank category and it is in the bank; a decline shows its reason to the user`, async ({ page, browser }) => {
    const text = TEXT[language];
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1280, height: 720 });
    const user = await signUpViaApi(page, { firstName: language === 'ar' ? 'مريم' : 'Maryam', language });
    const tag = randomBytes(3).toString('hex');
    const { id: categoryId, questions } = await lessonCategory(page, language, tag);
    // My suggestions name a question in the interface's language; the editor shows an Arabic and English category's Arabic.
    const shown = (q: (typeof questions)[number]) => (language === 'ar' ? q.questionAr : (q.questionEn ?? q.questionAr));

    // The user opens "Suggest to the bank" beside the first question; the source is required.
    await page.goto(`/my-categories/${categoryId}`);
    const first = page.getByTestId('own-question').filter({ hasText: questions[0]!.questionAr });
    await first.getByTestId('own-question-suggest').click();
    const dialog = page.getByTestId('suggest-dialog');
    await expect(dialog).toContainText(questions[0]!.questionAr);
    await dialog.getByTestId('suggest-send').click();
    await expect(dialog.getByTestId('suggest-source-error')).toHaveText(text.sourceRequired);
    await dialog.getByTestId('suggest-source').fill('al-Kafi, 1, 525');
    await dialog.getByTestId('suggest-credit').check();
    await screenshot(page, `suggest-dialog-${language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `suggest-dialog-phone-${language}`);
    await page.setViewportSize({ width: 1280, height: 720 });
    await dialog.getByTestId('suggest-send').click();
    await expect(page.getByText(text.sent)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(first.getByTestId('suggestion-status-open')).toHaveText(text.waiting);
    await expect(first.getByTestId('own-question-suggest')).toHaveCount(0);

    // The second one, suggested too.
    const second = page.getByTestId('own-question').filter({ hasText: questions[1]!.questionAr });
    await second.getByTestId('own-question-suggest').click();
    await dialog.getByTestId('suggest-source').fill('al-Irshad, 1, 5');
    await dialog.getByTestId('suggest-send').click();
    await expect(second.getByTestId('suggestion-status-open')).toHaveText(text.waiting);
    const mine = (await (await page.request.get('/api/my-suggestions')).json()) as MySuggestionsResponse;
    const [toDecline, toAccept] = mine.suggestions;
    expect(toAccept!.questionAr).toBe(questions[0]!.questionAr);

    // The operator's queue, filtered to this user.
    const opContext = await browser.newContext();
    const op = await opContext.newPage();
    await useLanguage(op, language);
    await signInOperator(op);
    const slug = `suggested-${language}-${tag}`;
    const bank = await op.request.post('/api/admin/categories', { data: { slug, nameAr: `أسئلة مقترحة ${tag}`, nameEn: `Suggested questions ${tag}`, image: '/categories/quran.svg' } });
    expect(bank.status(), await bank.text()).toBe(201);
    const bankCategory = (await bank.json()) as { id: number };
    await op.setViewportSize({ width: 1280, height: 720 });
    await op.goto('/admin/suggestions');
    await op.getByTestId('suggestions-filter-user').selectOption(String(user.user.id));
    const list = op.getByTestId('suggestions-list');
    await expect(list.locator('> li')).toHaveCount(2);
    const item = op.getByTestId(`suggestion-${toAccept!.id}`);
    await expect(item).toContainText(questions[0]!.questionAr);
    await screenshot(op, `console-suggestions-${language}`);

    // Open it, correct the English answer, accept it into the new bank category.
    await item.getByTestId(`suggestion-open-${toAccept!.id}`).click();
    if (language === 'en') await item.getByTestId('suggestion-answerEn').fill('Twelve Imams');
    await item.getByTestId('suggestion-category').selectOption(String(bankCategory.id));
    await item.scrollIntoViewIfNeeded();
    await screenshot(op, `console-suggestion-open-${language}`);
    await op.setViewportSize({ width: 390, height: 844 });
    await screenshot(op, `console-suggestion-open-phone-${language}`);
    await op.setViewportSize({ width: 1280, height: 720 });
    await item.getByTestId('suggestion-accept').click();
    await expect(op.getByText(text.acceptedToast)).toBeVisible();
    await expect(item).toHaveCount(0);

    // Declined with a reason.
    const declineItem = op.getByTestId(`suggestion-${toDecline!.id}`);
    await declineItem.getByTestId(`suggestion-open-${toDecline!.id}`).click();
    await declineItem.getByTestId('suggestion-reason').fill('The bank already has a question on this.');
    await declineItem.getByTestId('suggestion-decline').click();
    await expect(op.getByTestId('suggestions-empty')).toBeVisible();
    // The user's open page is told at once.
    await expect(page.getByText(text.notice)).toBeVisible();

    // It is in the bank: the console's content list finds it in its category, credited after its source.
    await op.goto('/admin/content');
    await op.locator('#question-filter-category').selectOption(String(bankCategory.id));
    await expect(op.getByTestId('question-results').locator('> li')).toHaveCount(1);
    await expect(op.getByTestId('question-results')).toContainText(questions[0]!.questionAr);
    const inBank = (await (await op.request.get(`/api/admin/categories/${bankCategory.id}/questions`)).json()) as { questions: { source: string | null; answerEn: string | null }[] };
    expect(inBank.questions.map((q) => [q.source, q.answerEn])).toEqual([
      [`al-Kafi, 1, 525 · Suggested by ${language === 'ar' ? 'مريم' : 'Maryam'}`, language === 'en' ? 'Twelve Imams' : null],
    ]);
    await opContext.close();

    // The user sees each state in My categories, the decline with its reason.
    await page.goto('/my-categories');
    const states = page.getByTestId('my-suggestion');
    await expect(states).toHaveCount(2);
    await expect(states.filter({ hasText: shown(questions[0]!) }).getByTestId('suggestion-status-accepted')).toHaveText(text.accepted);
    const declined = states.filter({ hasText: shown(questions[1]!) });
    await expect(declined.getByTestId('suggestion-status-declined')).toHaveText(text.declined);
    await expect(declined.getByTestId('my-suggestion-reason')).toHaveText(text.reason);
    await page.getByTestId('my-suggestions').scrollIntoViewIfNeeded();
    await screenshot(page, `my-suggestions-${language}`, { withoutToasts: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('my-suggestions').scrollIntoViewIfNeeded();
    await screenshot(page, `my-suggestions-phone-${language}`, { withoutToasts: true });
  });
}

const HIDING = {
  en: { reported: 'Thank you. The operators will look at it.', hidden: 'This category was hidden by the operators.', badge: 'Hidden by the operators' },
  ar: { reported: 'شكرًا لك. سينظر فيه المشرفون.', hidden: 'أخفى المشرفون هذه الفئة.', badge: 'أخفاها المشرفون' },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`reports and hiding (${language}): a reader reports a shared category; the operator hides it from the inbox; the link stops at once and its author sees why`, async ({ page, browser }) => {
    const text = HIDING[language];
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1280, height: 720 });
    await signUpViaApi(page, { firstName: language === 'ar' ? 'مريم' : 'Maryam', language });
    const tag = randomBytes(3).toString('hex');
    const { id: categoryId } = await lessonCategory(page, language, tag);
    const link = (await (await page.request.post(`/api/my-categories/${categoryId}/share`)).json()) as { path: string };

    const readerContext = await browser.newContext();
    const reader = await readerContext.newPage();
    await useLanguage(reader, language);
    await signUpViaApi(reader, { firstName: language === 'ar' ? 'زينب' : 'Zainab', language });
    await reader.setViewportSize({ width: 1280, height: 720 });
    await reader.goto(link.path);
    await reader.getByTestId('shared-report').click();
    const dialog = reader.getByTestId('report-dialog');
    await dialog.getByTestId('report-reason').selectOption('wrong');
    await dialog.getByTestId('report-text').fill(`Answer 2 is wrong ${tag}.`);
    await screenshot(reader, `shared-report-dialog-${language}`);
    await dialog.getByTestId('report-send').click();
    await expect(reader.getByText(text.reported)).toBeVisible();

    // The operator finds it in the inbox with the category named, and hides it with a reason.
    const opContext = await browser.newContext();
    const op = await opContext.newPage();
    await useLanguage(op, language);
    await signInOperator(op);
    await op.setViewportSize({ width: 1280, height: 720 });
    await op.goto('/admin/reports');
    const report = op.getByTestId('feedback-inbox').locator('> li').filter({ hasText: `Answer 2 is wrong ${tag}.` });
    await expect(report.getByTestId('report-shared-category')).toContainText(language === 'ar' ? `درس ${tag}` : `Lesson ${tag}`);
    await report.getByTestId('report-hide').click();
    await op.getByTestId('hide-reason').fill('Wrong answers reported.');
    await op.getByTestId('hide-confirm').click();
    await expect(report.getByTestId('report-unhide')).toBeVisible();
    await screenshot(op, `console-report-hidden-${language}`, { withoutToasts: true });
    await opContext.close();

    // At once: the reader's link says so; the author sees it hidden, with the reason.
    await reader.reload();
    await expect(reader.getByTestId('shared-not-found')).toContainText(text.hidden);
    await screenshot(reader, `shared-category-hidden-${language}`);
    await readerContext.close();
    await page.goto('/my-categories');
    await expect(page.getByTestId('own-category-hidden')).toHaveText(text.badge);
    await expect(page.getByTestId('own-hidden-categories')).toContainText('Wrong answers reported.');
    await screenshot(page, `my-categories-hidden-${language}`, { withoutToasts: true });
  });
}
