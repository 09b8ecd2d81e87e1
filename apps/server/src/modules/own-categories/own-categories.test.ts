import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Difficulty } from '@app/shared/constants';
import { OWN_CONTENT_FIRST_ID, type OwnCategoriesResponse, type OwnCategoryResponse, type OwnQuestionRequest } from '@app/shared/contracts/own-categories';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategories } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';
import { createGameViaApi, gameRequest, getBoard, postAction, postGame } from '../../../test/games';
import { ownCategories, ownQuestions, questionOutcomes, userCategoryProgress } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { OWN_CATEGORIES_MAX: '3', OWN_QUESTIONS_MAX: '8' } });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const question = (difficulty: Difficulty, n: number, overrides: Partial<OwnQuestionRequest> = {}): OwnQuestionRequest => ({
  difficulty,
  questionEn: `Who is in lesson ${difficulty} ${n}?`,
  answerEn: `Answer ${difficulty} ${n}`,
  ...overrides,
});

async function createCategory(cookie: string, body: object = { name: 'Week 3 lesson', description: 'Our madrasa', language: 'en' }) {
  const response = await call('POST', '/api/my-categories', cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OwnCategoryResponse>().category;
}

async function addQuestion(cookie: string, categoryId: number, body: OwnQuestionRequest) {
  const response = await call('POST', `/api/my-categories/${categoryId}/questions`, cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OwnCategoryResponse>();
}

/** A playable English category: 2 questions of each difficulty. */
async function playableCategory(cookie: string) {
  const category = await createCategory(cookie);
  let latest: OwnCategoryResponse | undefined;
  for (const difficulty of ['easy', 'normal', 'hard'] as const) {
    for (const n of [1, 2]) latest = await addQuestion(cookie, category.id, question(difficulty, n));
  }
  return latest!;
}

describe('my categories', () => {
  it('creates a category, says what it lacks to be played, and becomes playable at 2 of each difficulty', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const category = await createCategory(cookie);
    expect(category.id).toBeGreaterThanOrEqual(OWN_CONTENT_FIRST_ID);
    expect(category).toMatchObject({ name: 'Week 3 lesson', description: 'Our madrasa', language: 'en', playable: false, missing: { easy: 2, normal: 2, hard: 2 } });

    const afterOne = await addQuestion(cookie, category.id, question('easy', 1, { acceptedAnswersEn: ['Ans'], source: 'Lesson notes, page 4' }));
    expect(afterOne.category.missing).toEqual({ easy: 1, normal: 2, hard: 2 });
    expect(afterOne.questions).toEqual([
      expect.objectContaining({ difficulty: 'easy', questionEn: 'Who is in lesson easy 1?', questionAr: null, acceptedAnswersEn: ['Ans'], source: 'Lesson notes, page 4' }),
    ]);

    const full = await playableCategory(cookie);
    expect(full.category).toMatchObject({ playable: true, missing: { easy: 0, normal: 0, hard: 0 }, counts: { easy: 2, normal: 2, hard: 2 } });

    const list = (await call('GET', '/api/my-categories', cookie)).json<OwnCategoriesResponse>();
    expect(list.categories.map((c) => c.playable)).toEqual([true, false]);
    expect(list.limits).toEqual({ categories: 3, questions: 8 });
    expect(list.questionCount).toBe(7);
  });

  it('edits and deletes questions, renames the category and deletes it with its questions', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const { category, questions } = await playableCategory(cookie);
    const first = questions[0]!;
    const edited = await call('PUT', `/api/my-categories/${category.id}/questions/${first.id}`, cookie, question('hard', 9));
    expect(edited.statusCode).toBe(200);
    expect(edited.json<OwnCategoryResponse>().category.counts).toEqual({ easy: 1, normal: 2, hard: 3 });

    const removed = await call('DELETE', `/api/my-categories/${category.id}/questions/${first.id}`, cookie);
    expect(removed.json<OwnCategoryResponse>().category).toMatchObject({ playable: false, missing: { easy: 1, normal: 0, hard: 0 } });

    const renamed = await call('PUT', `/api/my-categories/${category.id}`, cookie, { name: 'Week 4', language: 'en' });
    expect(renamed.json<OwnCategoryResponse>().category).toMatchObject({ name: 'Week 4', description: '' });

    expect((await call('DELETE', `/api/my-categories/${category.id}`, cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/my-categories/${category.id}`, cookie)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(ownQuestions)).toEqual([]);
  });

  it('refuses a language whose texts some questions lack', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const category = await createCategory(cookie);
    await addQuestion(cookie, category.id, question('easy', 1));
    const response = await call('PUT', `/api/my-categories/${category.id}`, cookie, { name: 'Week 3', language: 'both' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { language: 'language_texts_missing' } });
  });

  it('checks a question with the bank\'s codes, in the category\'s language(s)', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const both = await createCategory(cookie, { name: 'ثنائي', language: 'both' });
    const fieldsOf = async (body: object) => {
      const response = await call('POST', `/api/my-categories/${both.id}/questions`, cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      return response.json().error.fields as Record<string, string>;
    };
    expect(await fieldsOf({ difficulty: 'easy', questionEn: 'Q?', answerEn: 'A' })).toEqual({ questionAr: 'question_required', answerAr: 'answer_required' });
    expect(await fieldsOf({ difficulty: 'medium', questionAr: 'س؟', answerAr: 'ج', questionEn: 'Q?', answerEn: 'A' })).toEqual({ difficulty: 'difficulty_invalid' });
    expect(await fieldsOf({ difficulty: 'easy', questionAr: 'س'.repeat(301), answerAr: 'ج', questionEn: 'Q?', answerEn: 'A'.repeat(101) })).toEqual({
      questionAr: 'question_too_long',
      answerEn: 'answer_too_long',
    });
    expect(await fieldsOf({ difficulty: 'easy', questionAr: 'س؟', answerAr: 'ج', questionEn: 'Q?', answerEn: 'A', acceptedAnswersEn: ['a|b'] })).toEqual({
      acceptedAnswersEn: 'accepted_answer_separator',
    });
    expect(await fieldsOf({ difficulty: 'easy', questionAr: 'س؟', answerAr: 'ج', questionEn: 'Q?', answerEn: 'A', source: 'x'.repeat(301) })).toEqual({ source: 'source_too_long' });

    // An Arabic category keeps only the Arabic texts.
    const arabic = await createCategory(cookie, { name: 'درس', language: 'ar' });
    const saved = await addQuestion(cookie, arabic.id, { difficulty: 'easy', questionAr: '  من   هو؟ ', answerAr: 'علي', questionEn: 'Who?', answerEn: 'Ali' });
    expect(saved.questions[0]).toMatchObject({ questionAr: 'من هو؟', answerAr: 'علي', questionEn: null, answerEn: null });

    const badCategory = await call('POST', '/api/my-categories', cookie, { name: ' ', language: 'fr' });
    expect(badCategory.json().error.fields).toEqual({ name: 'name_required', language: 'language_invalid' });
  });

  it('keeps at most the set number of categories and questions per user', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const other = await seedSignedInUser(t.app, t.ctx.db);
    for (let i = 0; i < 3; i++) await createCategory(cookie, { name: `C${i}`, language: 'en' });
    const fourth = await call('POST', '/api/my-categories', cookie, { name: 'C4', language: 'en' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toMatchObject({ code: 'own_category_limit', details: { max: 3 } });
    await createCategory(other.cookie); // another user's allowance is their own

    const list = (await call('GET', '/api/my-categories', cookie)).json<OwnCategoriesResponse>();
    const [a, b] = list.categories;
    for (let n = 0; n < 5; n++) await addQuestion(cookie, a!.id, question('easy', n));
    for (let n = 0; n < 3; n++) await addQuestion(cookie, b!.id, question('hard', n));
    const ninth = await call('POST', `/api/my-categories/${b!.id}/questions`, cookie, question('hard', 9));
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().error).toMatchObject({ code: 'own_question_limit', details: { max: 8 } });
  });

  it('answers not found to another user, and to a visitor 401, for every route of a private category', async () => {
    const owner = await seedSignedInUser(t.app, t.ctx.db);
    const stranger = await seedSignedInUser(t.app, t.ctx.db);
    const { category, questions } = await playableCategory(owner.cookie);
    const q = questions[0]!;
    const attempts: [Method, string, object?][] = [
      ['GET', `/api/my-categories/${category.id}`],
      ['PUT', `/api/my-categories/${category.id}`, { name: 'Stolen', language: 'en' }],
      ['DELETE', `/api/my-categories/${category.id}`],
      ['POST', `/api/my-categories/${category.id}/questions`, question('easy', 7)],
      ['PUT', `/api/my-categories/${category.id}/questions/${q.id}`, question('easy', 7)],
      ['DELETE', `/api/my-categories/${category.id}/questions/${q.id}`],
      ['GET', `/api/my-categories/${OWN_CONTENT_FIRST_ID + 999}`],
    ];
    for (const [method, url, body] of attempts) {
      const response = await call(method, url, stranger.cookie, body);
      expect([method, url, response.statusCode, response.json().error.code]).toEqual([method, url, 404, 'not_found']);
      expect(response.body).not.toContain('lesson');
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    }
    const list = (await call('GET', '/api/my-categories', stranger.cookie)).json<OwnCategoriesResponse>();
    expect(list.categories).toEqual([]);

    // Nor can they play it: the same answer as a category that does not exist.
    const bank = await seedCategories(t.ctx.db, 5);
    const game = await postGame(t.app, stranger.cookie, gameRequest([...bank.map((c) => c.id), category.id]));
    expect(game.statusCode).toBe(409);
    expect(game.json().error).toMatchObject({ code: 'category_unavailable', details: { reasons: { [category.id]: 'category_not_available' } } });

    // Nothing changed for the owner.
    const mine = (await call('GET', `/api/my-categories/${category.id}`, owner.cookie)).json<OwnCategoryResponse>();
    expect(mine.category.name).toBe('Week 3 lesson');
    expect(mine.questions).toHaveLength(6);
  });

  it('creates a game of 5 bank categories and 1 own category, serves its questions, and draws them again next game', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 3 });
    const { category, questions } = await playableCategory(cookie);
    const bank = await seedCategories(t.ctx.db, 5);
    const categoryIds = [bank[0]!.id, bank[1]!.id, category.id, bank[2]!.id, bank[3]!.id, bank[4]!.id];

    const created = await createGameViaApi(t.app, cookie, categoryIds);
    expect(created.points).toBe(2);
    expect(created.game.categories.map((c) => c.categoryId)).toEqual(categoryIds);
    expect(created.game.categories[2]).toEqual({ categoryId: category.id, slug: `mine-${category.id}`, nameEn: 'Week 3 lesson', nameAr: 'Week 3 lesson', imageUrl: null, contentLanguage: 'en' });

    const board = await getBoard(t.app, cookie, created.game.id);
    const ownColumn = board.state.categories[2]!;
    const ownIds = ownColumn.questions.map((q) => q.questionId).sort();
    expect(ownIds).toEqual(questions.map((q) => q.id).sort());
    const served = board.questions[String(ownIds[0])]!;
    expect(served).toMatchObject({ categoryId: category.id, videoUrl: null, imageUrl: null });
    expect(served.questionEn).toMatch(/^Who is in lesson/);
    expect(served.questionAr).toBe(served.questionEn); // an English category shows its English in either interface
    expect(Object.keys(board.questions)).toHaveLength(36);

    // Progress is kept for the bank's categories only; an own question's judgement is not a bank outcome.
    const progress = await t.ctx.db.select().from(userCategoryProgress).where(eq(userCategoryProgress.userId, user.id));
    expect(progress.map((row) => row.categoryId).sort()).toEqual(bank.map((c) => c.id).sort());
    const open = await postAction(t.app, cookie, created.game.id, { type: 'openQuestion', questionId: ownIds[0] }, board.version);
    expect(open.statusCode, open.body).toBe(200);
    const answered = await postAction(t.app, cookie, created.game.id, { type: 'answer', questionId: ownIds[0], team: 'team1' }, open.json().version);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await t.ctx.db.select().from(questionOutcomes)).toEqual([]);
    const report = await call('POST', `/api/games/${created.game.id}/questions/${ownIds[0]}/report`, cookie, { reason: 'unclear' });
    expect(report.statusCode).toBe(404);

    // Own questions have no no-repeat rule: the same six make the next game.
    const again = await createGameViaApi(t.app, cookie, [category.id]);
    const second = await getBoard(t.app, cookie, again.game.id);
    expect(second.state.categories[0]!.questions.map((q) => q.questionId).sort()).toEqual(ownIds);
  });

  it('refuses an own category that cannot fill a game yet', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const category = await createCategory(cookie);
    await addQuestion(cookie, category.id, question('easy', 1));
    const game = await postGame(t.app, cookie, gameRequest([category.id]));
    expect(game.statusCode).toBe(409);
    expect(game.json().error.details.reasons).toEqual({ [category.id]: 'not_enough_questions' });
  });

  it('deletes a deleted account\'s categories and questions', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const other = await seedSignedInUser(t.app, t.ctx.db);
    await playableCategory(cookie);
    await playableCategory(other.cookie);
    const deleted = await call('DELETE', '/api/profile', cookie);
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await t.ctx.db.select().from(ownCategories).where(eq(ownCategories.userId, user.id))).toEqual([]);
    expect(await t.ctx.db.select().from(ownCategories)).toHaveLength(1);
    expect(await t.ctx.db.select().from(ownQuestions)).toHaveLength(6);
  });
});
