import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminFeedbackResponse, AdminQuestionsResponse } from '@app/shared/contracts/admin';
import type { AuditLogResponse } from '@app/shared/contracts/audit';
import { EVENTS_CHANNEL, type ServerEvent } from '@app/shared/contracts/events';
import type { OwnCategoriesResponse, OwnCategoryResponse, OwnQuestionRequest, ShareLinkResponse } from '@app/shared/contracts/own-categories';
import type { AdminSuggestion, AdminSuggestionsResponse, MySuggestion, MySuggestionsResponse } from '@app/shared/contracts/suggestions';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategories, seedCategory } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';
import { gameRequest, postGame } from '../../../test/games';
import { questions } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const call = (method: Method, url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const operator = () => seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'op@example.com' });

/** A category of the user's in `language` with one question per entry; answers the category and its questions. */
async function ownCategory(cookie: string, language: 'ar' | 'en' | 'both', bodies: OwnQuestionRequest[], name = 'Week 3 lesson') {
  const created = await call('POST', '/api/my-categories', cookie, { name, language });
  expect(created.statusCode, created.body).toBe(201);
  let latest = created.json<OwnCategoryResponse>();
  for (const body of bodies) {
    const added = await call('POST', `/api/my-categories/${latest.category.id}/questions`, cookie, body);
    expect(added.statusCode, added.body).toBe(201);
    latest = added.json<OwnCategoryResponse>();
  }
  return latest;
}

const BOTH: OwnQuestionRequest = {
  difficulty: 'normal',
  questionAr: 'كم عدد الأئمة؟',
  answerAr: 'اثنا عشر',
  acceptedAnswersAr: ['12'],
  questionEn: 'How many Imams are there?',
  answerEn: 'Twelve',
  acceptedAnswersEn: ['12'],
  source: 'Lesson notes',
};

async function suggest(cookie: string | undefined, categoryId: number, questionId: number, body: object) {
  return call('POST', `/api/my-categories/${categoryId}/questions/${questionId}/suggest`, cookie, body);
}

/** Hears the events published from now on (once listening has begun). */
async function listen() {
  const heard: ServerEvent[] = [];
  const stop = await t.database.listen(EVENTS_CHANNEL, (payload) => heard.push(JSON.parse(payload) as ServerEvent));
  return { heard, stop };
}

describe('suggesting own questions to the bank', () => {
  it('takes a snapshot with a required source, one open suggestion per question, and only of the user\'s own questions', async () => {
    const owner = await seedSignedInUser(t.app, t.ctx.db, { firstName: 'Maryam' });
    const stranger = await seedSignedInUser(t.app, t.ctx.db);
    const { category, questions: [q] } = await ownCategory(owner.cookie, 'both', [BOTH]);

    const noSource = await suggest(owner.cookie, category.id, q!.id, { source: '   ' });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().error).toMatchObject({ code: 'validation_failed', fields: { source: 'source_required' } });
    const tooLong = await suggest(owner.cookie, category.id, q!.id, { source: 'x'.repeat(301) });
    expect(tooLong.json().error.fields).toEqual({ source: 'source_too_long' });

    // Another user's question is not found (nor is it through the stranger's own category id).
    for (const cookie of [stranger.cookie]) {
      const refused = await suggest(cookie, category.id, q!.id, { source: 'al-Kafi, 1' });
      expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'not_found']);
    }
    const strangers = await ownCategory(stranger.cookie, 'en', [{ difficulty: 'easy', questionEn: 'Q?', answerEn: 'A' }], 'Theirs');
    expect((await suggest(stranger.cookie, strangers.category.id, q!.id, { source: 'x' })).statusCode).toBe(404);
    expect((await suggest(undefined, category.id, q!.id, { source: 'x' })).statusCode).toBe(401);

    const made = await suggest(owner.cookie, category.id, q!.id, { source: ' al-Kafi,  1, 525 ', credit: true });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<MySuggestion>()).toMatchObject({
      ownQuestionId: q!.id,
      ownCategoryName: 'Week 3 lesson',
      language: 'both',
      questionAr: 'كم عدد الأئمة؟',
      questionEn: 'How many Imams are there?',
      source: 'al-Kafi, 1, 525',
      credit: true,
      status: 'open',
      declineReason: null,
    });
    const again = await suggest(owner.cookie, category.id, q!.id, { source: 'another' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'suggestion_already_open']);

    // Later edits of the own question do not change the suggestion.
    await call('PUT', `/api/my-categories/${category.id}/questions/${q!.id}`, owner.cookie, { ...BOTH, questionEn: 'Changed later?' });
    const mine = (await call('GET', '/api/my-suggestions', owner.cookie)).json<MySuggestionsResponse>();
    expect(mine.suggestions.map((s) => [s.questionEn, s.status])).toEqual([['How many Imams are there?', 'open']]);
    expect((await call('GET', '/api/my-suggestions', stranger.cookie)).json<MySuggestionsResponse>()).toEqual({ suggestions: [], hiddenCategories: [] });
    expect((await call('GET', '/api/my-suggestions', undefined)).statusCode).toBe(401);
  });

  it('an operator filters the queue, corrects a suggestion and accepts it: a bank question with the exact fields, credited by name, and audited', async () => {
    const owner = await seedSignedInUser(t.app, t.ctx.db, { firstName: 'Maryam', lastName: 'Hasan' });
    const other = await seedSignedInUser(t.app, t.ctx.db, { firstName: 'Ali' });
    const { cookie } = await operator();
    const bank = await seedCategory(t.ctx.db, { nameEn: 'Imams' });
    const { category, questions: [q] } = await ownCategory(owner.cookie, 'both', [BOTH]);
    const english = await ownCategory(other.cookie, 'en', [{ difficulty: 'hard', questionEn: 'Who wrote Nahj al-Balagha?', answerEn: 'al-Sharif al-Radi' }], 'Books');
    const made = (await suggest(owner.cookie, category.id, q!.id, { source: 'al-Kafi, 1, 525', credit: true, bankCategoryId: bank.id })).json<MySuggestion>();
    const englishMade = (await suggest(other.cookie, english.category.id, english.questions[0]!.id, { source: 'Nahj al-Balagha, introduction' })).json<MySuggestion>();

    // A player cannot see the queue.
    expect((await call('GET', '/api/admin/suggestions', owner.cookie)).statusCode).toBe(403);
    const all = (await call('GET', '/api/admin/suggestions', cookie)).json<AdminSuggestionsResponse>();
    expect(all.suggestions.map((s) => s.id)).toEqual([englishMade.id, made.id]);
    expect(all.users.map((u) => u.name).sort()).toEqual(['Ali Test', 'Maryam Hasan']);
    const ids = async (query: string) => (await call('GET', `/api/admin/suggestions?${query}`, cookie)).json<AdminSuggestionsResponse>().suggestions.map((s) => s.id);
    expect(await ids(`categoryId=${bank.id}`)).toEqual([made.id]);
    expect(await ids('language=en')).toEqual([englishMade.id]);
    expect(await ids(`userId=${other.user.id}`)).toEqual([englishMade.id]);
    expect(await ids('status=accepted')).toEqual([]);

    const edited = await call('PUT', `/api/admin/suggestions/${made.id}`, cookie, { ...BOTH, difficulty: 'easy', answerEn: 'Twelve Imams', source: 'al-Kafi, 1, 525' });
    expect(edited.statusCode, edited.body).toBe(200);
    const accepted = await call('POST', `/api/admin/suggestions/${made.id}/accept`, cookie, { categoryId: bank.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const decided = accepted.json<AdminSuggestion>();
    expect(decided).toMatchObject({ status: 'accepted', bankCategoryId: bank.id });
    const [row] = await t.ctx.db.select().from(questions).where(eq(questions.id, decided.bankQuestionId!));
    expect(row).toMatchObject({
      categoryId: bank.id,
      difficulty: 'easy',
      questionAr: 'كم عدد الأئمة؟',
      answerAr: 'اثنا عشر',
      acceptedAnswersAr: ['12'],
      questionEn: 'How many Imams are there?',
      answerEn: 'Twelve Imams',
      acceptedAnswersEn: ['12'],
      source: 'al-Kafi, 1, 525 · Suggested by Maryam',
      videoUrl: null,
      imageUrl: null,
      active: true,
    });
    // It is in the bank: the console's content list shows it.
    const list = (await call('GET', `/api/admin/questions?categoryId=${bank.id}&q=Twelve Imams`, cookie)).json<AdminQuestionsResponse>();
    expect(list.questions.map((question) => question.id)).toEqual([decided.bankQuestionId]);

    // The user sees it accepted; deciding again is refused.
    const mine = (await call('GET', '/api/my-suggestions', owner.cookie)).json<MySuggestionsResponse>();
    expect(mine.suggestions[0]).toMatchObject({ status: 'accepted', declineReason: null });
    expect((await call('POST', `/api/admin/suggestions/${made.id}/decline`, cookie, { reason: 'x' })).json().error.code).toBe('suggestion_closed');
    expect((await call('PUT', `/api/admin/suggestions/${made.id}`, cookie, BOTH)).statusCode).toBe(409);
    // An English-only suggestion needs the bank's Arabic texts first: the bank's own rule says so.
    const refused = await call('POST', `/api/admin/suggestions/${englishMade.id}/accept`, cookie, { categoryId: bank.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'validation_failed', fields: { questionAr: 'question_required', answerAr: 'answer_required' } });
    const withArabic = await call('PUT', `/api/admin/suggestions/${englishMade.id}`, cookie, {
      difficulty: 'hard',
      questionAr: 'من جمع نهج البلاغة؟',
      answerAr: 'الشريف الرضي',
      questionEn: 'Who wrote Nahj al-Balagha?',
      answerEn: 'al-Sharif al-Radi',
      source: 'Nahj al-Balagha, introduction',
    });
    expect(withArabic.statusCode, withArabic.body).toBe(200);
    const noCategory = await call('POST', `/api/admin/suggestions/${englishMade.id}/accept`, cookie, { categoryId: 999_999 });
    expect(noCategory.json().error).toMatchObject({ code: 'validation_failed', fields: { categoryId: 'category_required' } });

    const audit = (await call('GET', '/api/admin/audit', cookie)).json<AuditLogResponse>();
    const actions = audit.entries.map((entry) => `${entry.action} ${entry.target}`);
    expect(actions).toEqual(expect.arrayContaining([`suggestion.edit suggestion:${made.id}`, `suggestion.accept suggestion:${made.id}`, `question.create question:${decided.bankQuestionId}`]));
    const acceptEntry = audit.entries.find((entry) => entry.action === 'suggestion.accept')!;
    expect(acceptEntry.after).toEqual({ decision: 'accepted', categoryId: bank.id, questionId: decided.bankQuestionId });
  });

  it('declines with a reason the user sees, tells only that user, and is audited', async () => {
    const owner = await seedSignedInUser(t.app, t.ctx.db);
    const { cookie } = await operator();
    const { category, questions: [q] } = await ownCategory(owner.cookie, 'both', [BOTH]);
    const made = (await suggest(owner.cookie, category.id, q!.id, { source: 'Lesson notes' })).json<MySuggestion>();
    const empty = await call('POST', `/api/admin/suggestions/${made.id}/decline`, cookie, { reason: ' ' });
    expect(empty.json().error.fields).toEqual({ reason: 'reason_required' });
    const events = await listen();
    try {
      const declined = await call('POST', `/api/admin/suggestions/${made.id}/decline`, cookie, { reason: 'The bank already has this question.' });
      expect(declined.statusCode, declined.body).toBe(200);
      await expect
        .poll(() => events.heard)
        .toContainEqual({
          type: 'notice',
          userId: owner.user.id,
          id: `suggestion:${made.id}:declined`,
          notice: { kind: 'suggestion_declined', question: 'كم عدد الأئمة؟', reason: 'The bank already has this question.' },
        });
    } finally {
      await events.stop();
    }
    const mine = (await call('GET', '/api/my-suggestions', owner.cookie)).json<MySuggestionsResponse>();
    expect(mine.suggestions[0]).toMatchObject({ status: 'declined', declineReason: 'The bank already has this question.' });
    // Declined, the question may be suggested again.
    expect((await suggest(owner.cookie, category.id, q!.id, { source: 'al-Kafi, 1' })).statusCode).toBe(201);
    const audit = (await call('GET', '/api/admin/audit', cookie)).json<AuditLogResponse>();
    expect(audit.entries.find((entry) => entry.action === 'suggestion.decline')).toMatchObject({
      target: `suggestion:${made.id}`,
      before: { decision: 'open' },
      after: { decision: 'declined', reason: 'The bank already has this question.' },
    });
  });
});

describe('reports on a shared category and hiding it', () => {
  async function sharedCategory() {
    const author = await seedSignedInUser(t.app, t.ctx.db, { firstName: 'Maryam' });
    const { category } = await ownCategory(author.cookie, 'en', (['easy', 'normal', 'hard'] as const).flatMap((difficulty) => [1, 2].map((n) => ({ difficulty, questionEn: `Lesson ${difficulty} ${n}?`, answerEn: `A${n}` }))));
    const link = (await call('POST', `/api/my-categories/${category.id}/share`, author.cookie)).json<ShareLinkResponse>();
    return { author, category, link };
  }

  it('a report reaches the console inbox with its category; hiding stops the link at once, tells the author, and unhiding restores it', async () => {
    const { author, category, link } = await sharedCategory();
    const friend = await seedSignedInUser(t.app, t.ctx.db, { points: 5, firstName: 'Hadi', lastName: 'Friend' });
    const { cookie } = await operator();
    expect((await call('GET', `/api/shared/${link.token}`, friend.cookie)).statusCode).toBe(200);

    const bad = await call('POST', `/api/shared/${link.token}/report`, friend.cookie, { reason: 'rude', text: '' });
    expect(bad.json().error.fields).toEqual({ reason: 'reason_invalid', text: 'content_required' });
    expect((await call('POST', `/api/shared/${link.token}/report`, undefined, { reason: 'offensive', text: 'x' })).statusCode).toBe(401);
    expect((await call('POST', `/api/shared/${link.token.slice(0, -2)}zz/report`, friend.cookie, { reason: 'offensive', text: 'x' })).statusCode).toBe(404);
    const reported = await call('POST', `/api/shared/${link.token}/report`, friend.cookie, { reason: 'wrong', text: 'Answer 2 is wrong.' });
    expect(reported.statusCode, reported.body).toBe(201);
    const inbox = (await call('GET', '/api/admin/feedback', cookie)).json<AdminFeedbackResponse>();
    expect(inbox.items[0]).toMatchObject({
      title: 'Week 3 lesson',
      content: 'Answer 2 is wrong.',
      status: 'new',
      sharedCategory: { id: category.id, name: 'Week 3 lesson', reason: 'wrong', hidden: false },
    });
    expect(inbox.items[0]!.sender).toContain('Hadi Friend');

    const events = await listen();
    try {
      const hidden = await call('POST', `/api/admin/shared-categories/${category.id}/hide`, cookie, { reason: 'Wrong answers reported.' });
      expect(hidden.statusCode, hidden.body).toBe(204);
      await expect.poll(() => events.heard.filter((e) => e.type === 'notice').map((e) => e.type === 'notice' && [e.userId, e.notice])).toEqual([
        [author.user.id, { kind: 'category_hidden', name: 'Week 3 lesson', reason: 'Wrong answers reported.' }],
      ]);
    } finally {
      await events.stop();
    }
    // At once: the link answers "hidden" to others, their games and list lose it; the author keeps it.
    const opened = await call('GET', `/api/shared/${link.token}`, friend.cookie);
    expect([opened.statusCode, opened.json().error.code]).toEqual([404, 'shared_category_hidden']);
    expect(opened.json().error.message).toBe('This category was hidden by the operators.');
    expect((await call('POST', `/api/shared/${link.token}/copy`, friend.cookie)).json().error.code).toBe('shared_category_hidden');
    expect((await call('GET', '/api/my-categories', friend.cookie)).json<OwnCategoriesResponse>().sharedWithMe).toEqual([]);
    const bank = await seedCategories(t.ctx.db, 5);
    const game = await postGame(t.app, friend.cookie, gameRequest([...bank.map((c) => c.id), category.id]));
    expect(game.json().error).toMatchObject({ code: 'category_unavailable', details: { reasons: { [category.id]: 'category_not_available' } } });
    expect((await call('GET', `/api/shared/${link.token}`, author.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/my-suggestions', author.cookie)).json<MySuggestionsResponse>().hiddenCategories).toEqual([
      { id: category.id, name: 'Week 3 lesson', reason: 'Wrong answers reported.', hiddenAt: expect.any(String) },
    ]);
    expect((await call('GET', '/api/admin/feedback', cookie)).json<AdminFeedbackResponse>().items[0]!.sharedCategory).toMatchObject({ hidden: true });
    expect((await call('POST', `/api/shared/${link.token}/report`, friend.cookie, { reason: 'spam', text: 'again' })).json().error.code).toBe('shared_category_hidden');

    expect((await call('DELETE', `/api/admin/shared-categories/${category.id}/hide`, cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/shared/${link.token}`, friend.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/my-suggestions', author.cookie)).json<MySuggestionsResponse>().hiddenCategories).toEqual([]);
    const audit = (await call('GET', '/api/admin/audit', cookie)).json<AuditLogResponse>();
    expect(audit.entries.filter((e) => e.target === `own_category:${category.id}`).map((e) => [e.action, e.after])).toEqual([
      ['shared_category.unhide', { hidden: false, reason: null }],
      ['shared_category.hide', { hidden: true, reason: 'Wrong answers reported.' }],
    ]);
    // Players cannot hide.
    expect((await call('POST', `/api/admin/shared-categories/${category.id}/hide`, friend.cookie, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/shared-categories/999999/hide', cookie, { reason: 'x' })).statusCode).toBe(404);
  });

  it("the console's export of the bank never includes users' categories or questions", async () => {
    const { cookie } = await operator();
    await seedCategory(t.ctx.db, { nameEn: 'Bank only' });
    await sharedCategory();
    for (const format of ['csv', 'json']) {
      const exported = await call('GET', `/api/admin/content/export?format=${format}`, cookie);
      expect(exported.statusCode).toBe(200);
      expect(exported.body).toContain('Bank only');
      expect(exported.body).not.toContain('Week 3 lesson');
      expect(exported.body).not.toContain('Lesson easy 1?');
    }
  });
});
