import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminCategoriesResponse, AdminQuestionsResponse } from '@app/shared/contracts/admin';
import type { CategoriesResponse } from '@app/shared/contracts/content';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategory } from '../../../test/content-factory';
import { injectAs, seedSignedInOperator, seedSignedInUser } from '../../../test/factories';
import { createGameViaApi, getBoard } from '../../../test/games';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const operator = () => seedSignedInOperator(t.app, t.ctx.db);
const call = (method: Parameters<typeof injectAs>[1], url: string, cookie?: string, payload?: object) => injectAs(t.app, method, url, cookie, payload);

describe('question bank', () => {
  const visibleSlugs = async () =>
    ((await call('GET', '/api/categories')).json() as CategoriesResponse).groups.flatMap((g) => g.categories.map((c) => c.slug));

  it('lists every category with its question counts, and hides or shows one on the new-game screen', async () => {
    const { cookie } = await operator();
    const shown = await seedCategory(t.ctx.db);
    const hidden = await seedCategory(t.ctx.db, { active: false });
    const list = (await call('GET', '/api/admin/categories', cookie)).json() as AdminCategoriesResponse;
    expect(list.categories.map((c) => [c.slug, c.active, c.questions, c.activeQuestions])).toEqual([
      [shown.slug, true, 6, 6],
      [hidden.slug, false, 6, 6],
    ]);
    expect(await visibleSlugs()).toEqual([shown.slug]);
    expect(
      (
        await call('PATCH', `/api/admin/categories/${hidden.id}`, cookie, {
          active: true,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await call('PATCH', `/api/admin/categories/${shown.id}`, cookie, {
          active: false,
        })
      ).statusCode,
    ).toBe(204);
    expect(await visibleSlugs()).toEqual([hidden.slug]);
    const missing = await call('PATCH', '/api/admin/categories/999999', cookie, { active: true });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'not_found']);
  });

  it('corrects a question, hides it from new games, and refuses a duplicate or half an English version', async () => {
    const { cookie } = await operator();
    const category = await seedCategory(t.ctx.db);
    const [first, second] = category.questionIds.easy as [number, number];
    const listed = (await call('GET', `/api/admin/categories/${category.id}/questions`, cookie)).json() as AdminQuestionsResponse;
    expect(listed.questions.map((q) => q.difficulty)).toEqual(['easy', 'easy', 'normal', 'normal', 'hard', 'hard']);

    const fixed = await call('PUT', `/api/admin/questions/${first}`, cookie, {
      questionAr: ' من هو أول الأئمة؟ ',
      answerAr: 'الإمام علي (ع)',
      questionEn: '',
      answerEn: '',
      active: false,
    });
    expect(fixed.json()).toEqual({
      id: first,
      categoryId: category.id,
      difficulty: 'easy',
      questionAr: 'من هو أول الأئمة؟',
      answerAr: 'الإمام علي (ع)',
      questionEn: null,
      answerEn: null,
      acceptedAnswersAr: [],
      acceptedAnswersEn: [],
      videoUrl: null,
      imageUrl: null,
      source: null,
      active: false,
      openReports: 0,
    });
    const counts = ((await call('GET', '/api/admin/categories', cookie)).json() as AdminCategoriesResponse).categories[0];
    expect(counts).toMatchObject({ questions: 6, activeQuestions: 5 });
    // One easy question left: the category can no longer serve a game, so players no longer see it.
    const forPlayers = (await call('GET', '/api/categories')).json() as CategoriesResponse;
    expect(forPlayers.groups.flatMap((group) => group.categories.map((c) => c.slug))).toEqual([]);

    const duplicate = await call('PUT', `/api/admin/questions/${second}`, cookie, {
      questionAr: 'من هو أول الأئمة؟',
      answerAr: 'x',
    });
    expect([duplicate.statusCode, duplicate.json().error]).toEqual([
      409,
      {
        code: 'duplicate_question',
        message: 'This category already has a question with this Arabic text.',
        fields: { questionAr: 'duplicate_question' },
      },
    ]);
    const half = await call('PUT', `/api/admin/questions/${second}`, cookie, {
      questionAr: 'سؤال',
      answerAr: 'جواب',
      questionEn: 'Who?',
    });
    expect([half.statusCode, half.json().error.fields]).toEqual([400, { answerEn: 'answer_required' }]);
    const empty = await call('PUT', `/api/admin/questions/${second}`, cookie, {
      questionAr: '  ',
      answerAr: 'x'.repeat(101),
    });
    expect(empty.json().error.fields).toEqual({
      questionAr: 'question_required',
      answerAr: 'answer_too_long',
    });
    const missing = await call('PUT', '/api/admin/questions/999999', cookie, {
      questionAr: 'س',
      answerAr: 'ج',
    });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'not_found']);
  });
});

describe('accepted answers', () => {
  it('saves the answers a host also accepts (a list, or one per line), shows them on the game board, and refuses too long or too many', async () => {
    const { cookie } = await operator();
    const category = await seedCategory(t.ctx.db);
    const [first] = category.questionIds.easy as [number, number];
    const saved = await call('PUT', `/api/admin/questions/${first}`, cookie, {
      questionAr: 'من هو الإمام الثامن؟',
      answerAr: 'الإمام الرضا',
      questionEn: 'Who is the eighth Imam?',
      answerEn: 'Imam al-Rida',
      acceptedAnswersAr: ['الرضا', ' علي بن موسى '],
      acceptedAnswersEn: 'al-Rida\n\n  Ali ibn Musa  \n',
    });
    expect(saved.json()).toMatchObject({ acceptedAnswersAr: ['الرضا', 'علي بن موسى'], acceptedAnswersEn: ['al-Rida', 'Ali ibn Musa'] });
    const listed = (await call('GET', `/api/admin/categories/${category.id}/questions`, cookie)).json() as AdminQuestionsResponse;
    expect(listed.questions[0]).toMatchObject({ id: first, acceptedAnswersAr: ['الرضا', 'علي بن موسى'], acceptedAnswersEn: ['al-Rida', 'Ali ibn Musa'] });
    // The host's game board (both questions of each difficulty of a 2-per-difficulty category).
    const host = await seedSignedInUser(t.app, t.ctx.db, { points: 1 });
    const created = await createGameViaApi(t.app, host.cookie, [category.id]);
    const board = await getBoard(t.app, host.cookie, created.game.id);
    expect(board.questions[String(first)]).toMatchObject({ answerEn: 'Imam al-Rida', acceptedAnswersAr: ['الرضا', 'علي بن موسى'], acceptedAnswersEn: ['al-Rida', 'Ali ibn Musa'] });

    const refused = await call('PUT', `/api/admin/questions/${first}`, cookie, {
      questionAr: 'من هو الإمام الثامن؟',
      answerAr: 'الإمام الرضا',
      acceptedAnswersAr: ['ا'.repeat(46)],
      acceptedAnswersEn: ['1', '2', '3', '4', '5', '6', '7'],
    });
    expect([refused.statusCode, refused.json().error.fields]).toEqual([
      400,
      { acceptedAnswersAr: 'accepted_answer_too_long', acceptedAnswersEn: 'too_many_accepted_answers' },
    ]);
  });
});
