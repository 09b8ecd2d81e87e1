import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminCategoriesResponse,
  AdminCategory,
  AdminQuestion,
  AdminQuestionsResponse,
  QuestionHealthListResponse,
} from '@app/shared/contracts/admin';
import type { ContentFilePreviewResponse } from '@app/shared/contracts/content-files';
import type { AdminQuestionReportsResponse } from '@app/shared/contracts/question-reports';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategory } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';
import { createGameViaApi, postAction } from '../../../test/games';
import { questions } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const operator = () => seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });

function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
}

const NEW_CATEGORY = {
  slug: 'lady-zaynab',
  nameAr: 'السيدة زينب (ع)',
  nameEn: 'Lady Zaynab',
  descriptionAr: 'أسئلة عن السيدة زينب.',
  descriptionEn: 'Questions about Lady Zaynab.',
  image: '/uploads/lady-zaynab.png',
  sortOrder: 3,
};

describe('categories in the console', () => {
  it('creates and edits a category, refuses a taken slug, and never deletes one a game used', async () => {
    const { cookie } = await operator();
    const created = await call('POST', '/api/admin/categories', cookie, NEW_CATEGORY);
    expect(created.statusCode).toBe(201);
    const category = created.json() as AdminCategory;
    expect(category).toMatchObject({
      slug: 'lady-zaynab',
      nameEn: 'Lady Zaynab',
      group: null,
      imageUrl: '/uploads/lady-zaynab.png',
      sortOrder: 3,
      active: true,
      questions: 0,
      usedByGames: false,
    });
    const edited = await call('PUT', `/api/admin/categories/${category.id}`, cookie, { ...NEW_CATEGORY, nameEn: 'Sayyida Zaynab' });
    expect((edited.json() as AdminCategory).nameEn).toBe('Sayyida Zaynab');

    const taken = await call('POST', '/api/admin/categories', cookie, NEW_CATEGORY);
    expect([taken.statusCode, taken.json().error.fields]).toEqual([409, { slug: 'slug_taken' }]);
    const bad = await call('POST', '/api/admin/categories', cookie, { slug: 'Lady Zaynab', nameAr: ' ', nameEn: 'x', image: 'javascript:alert(1)' });
    expect([bad.statusCode, bad.json().error.fields]).toEqual([400, { slug: 'slug_invalid', nameAr: 'name_required', image: 'link_invalid' }]);

    // Unused: may be deleted. Used by a game: kept, and it can be hidden.
    expect((await call('DELETE', `/api/admin/categories/${category.id}`, cookie)).statusCode).toBe(204);
    const played = await seedCategory(t.ctx.db);
    const host = await seedSignedInUser(t.app, t.ctx.db, { points: 1 });
    await createGameViaApi(t.app, host.cookie, [played.id]);
    const refused = await call('DELETE', `/api/admin/categories/${played.id}`, cookie);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'category_used']);
    const listed = (await call('GET', '/api/admin/categories', cookie)).json() as AdminCategoriesResponse;
    expect(listed.categories.map((c) => [c.id, c.usedByGames])).toEqual([[played.id, true]]);
  });

  it('says how many active questions of each difficulty a category lacks to be shown to players', async () => {
    const { cookie } = await operator();
    const full = await seedCategory(t.ctx.db);
    const short = await seedCategory(t.ctx.db);
    // One easy question hidden, both hard ones deleted: the category needs 1 easy and 2 hard.
    await t.ctx.db.update(questions).set({ active: false }).where(eq(questions.id, short.questionIds.easy[0]!));
    await t.ctx.db.delete(questions).where(inArray(questions.id, short.questionIds.hard));
    const listed = (await call('GET', '/api/admin/categories', cookie)).json() as AdminCategoriesResponse;
    expect(listed.categories.map((c) => [c.id, c.missingForGame])).toEqual([
      [full.id, { easy: 0, normal: 0, hard: 0 }],
      [short.id, { easy: 1, normal: 0, hard: 2 }],
    ]);
    // The players' list follows the same rule.
    const shown = (await call('GET', '/api/categories')).json() as { groups: { categories: { id: number }[] }[] };
    expect(shown.groups.flatMap((g) => g.categories.map((c) => c.id))).toEqual([full.id]);
  });
});

describe('questions in the console', () => {
  it('adds a question with the shared rules, then finds it by any spelling of its Arabic and by filter', async () => {
    const { cookie } = await operator();
    const category = await seedCategory(t.ctx.db);
    const base = { categoryId: category.id, difficulty: 'hard' };
    const created = await call('POST', '/api/admin/questions', cookie, {
      ...base,
      questionAr: 'ما اسم والدة الإمام المهديّ؟',
      answerAr: 'نرجس',
      acceptedAnswersAr: 'السيدة نرجس\n',
      source: 'Kamal al-Din',
    });
    expect(created.statusCode).toBe(201);
    const question = created.json() as AdminQuestion;
    expect(question).toMatchObject({ difficulty: 'hard', questionEn: null, acceptedAnswersAr: ['السيدة نرجس'], source: 'Kamal al-Din', active: true });

    const refused = await call('POST', '/api/admin/questions', cookie, { ...base, difficulty: 'expert', questionAr: 'س', answerAr: ' ', videoUrl: 'ftp://x' });
    expect([refused.statusCode, refused.json().error.fields]).toEqual([
      400,
      { difficulty: 'difficulty_invalid', answerAr: 'answer_required', videoUrl: 'link_invalid' },
    ]);
    const half = await call('POST', '/api/admin/questions', cookie, { ...base, questionAr: 'س', answerAr: 'ج', answerEn: 'A' });
    expect([half.statusCode, half.json().error.fields]).toEqual([400, { questionEn: 'question_required' }]);
    const duplicate = await call('POST', '/api/admin/questions', cookie, { ...base, questionAr: 'ما اسم والدة الإمام المهديّ؟', answerAr: 'x' });
    expect(duplicate.statusCode).toBe(409);

    const search = async (query: string) =>
      ((await call('GET', `/api/admin/questions?${query}`, cookie)).json() as AdminQuestionsResponse).questions.map((q) => q.id);
    // Without the hamza, with taa marbuta as haa, with and without tashkeel: the same question.
    expect(await search(`q=${encodeURIComponent('والده الامام المهدي')}`)).toEqual([question.id]);
    expect(await search(`q=${encodeURIComponent('نَرجس')}`)).toEqual([question.id]);
    expect(await search('flag=missingEnglish')).toEqual([question.id]);
    expect(await search(`difficulty=hard&categoryId=${category.id}`)).toEqual([...category.questionIds.hard, question.id]);
    await call('PUT', `/api/admin/questions/${question.id}`, cookie, { questionAr: 'ما اسم والدة الإمام المهديّ؟', answerAr: 'نرجس', active: false });
    expect(await search('flag=hidden')).toEqual([question.id]);
    expect(((await call('GET', `/api/admin/questions/${question.id}`, cookie)).json() as AdminQuestion).acceptedAnswersAr).toEqual(['السيدة نرجس']);
  });
});

describe('question reports and health', () => {
  it('takes a host\'s report of a question on their board to the console, and counts how each question was played', async () => {
    const { cookie } = await operator();
    const category = await seedCategory(t.ctx.db);
    const [easy] = category.questionIds.easy as [number];
    const [hard] = category.questionIds.hard as [number];
    await t.ctx.db.update(questions).set({ source: 'Al-Irshad, part 2, p. 127' }).where(eq(questions.id, easy));
    const host = await seedSignedInUser(t.app, t.ctx.db, { points: 1, firstName: 'Ali', lastName: 'Host', email: 'ali@example.com' });
    const { game } = await createGameViaApi(t.app, host.cookie, [category.id]);

    const report = (gameId: number, questionId: number, payload: object, who = host.cookie) =>
      call('POST', `/api/games/${gameId}/questions/${questionId}/report`, who, payload);
    expect((await report(game.id, easy, { reason: 'wrong_answer', note: 'It was Karbala' })).statusCode).toBe(201);
    expect((await report(game.id, easy, { reason: 'other' })).json().error.fields).toEqual({ note: 'note_required' });
    const stranger = await seedSignedInUser(t.app, t.ctx.db);
    expect((await report(game.id, easy, { reason: 'unclear' }, stranger.cookie)).statusCode).toBe(404);
    const elsewhere = await seedCategory(t.ctx.db);
    expect((await report(game.id, elsewhere.questionIds.easy[0]!, { reason: 'unclear' })).statusCode).toBe(404);

    const inbox = (await call('GET', '/api/admin/question-reports', cookie)).json() as AdminQuestionReportsResponse;
    expect(inbox.reports.map((r) => [r.questionId, r.categoryId, r.reason, r.note, r.status, r.reporter, r.source])).toEqual([
      [easy, category.id, 'wrong_answer', 'It was Karbala', 'open', 'Ali Host <ali@example.com>', 'Al-Irshad, part 2, p. 127'],
    ]);
    const reported = (await call('GET', '/api/admin/questions?flag=reported', cookie)).json() as AdminQuestionsResponse;
    expect(reported.questions.map((q) => [q.id, q.openReports])).toEqual([[easy, 1]]);
    expect((await call('PATCH', `/api/admin/question-reports/${inbox.reports[0]!.id}`, cookie, { status: 'resolved' })).statusCode).toBe(204);
    expect(((await call('GET', '/api/admin/questions?flag=reported', cookie)).json() as AdminQuestionsResponse).total).toBe(0);

    // Played on PLAYS boards (each host's has the category's 6 questions): the easy question
    // never answered, the hard one always: both misfit their label (their 95% intervals, 0-43%
    // and 57-100%, lie outside the easy band of 70-100% and the hard one of 0-40%).
    const PLAYS = 5;
    for (let i = 0; i < PLAYS; i++) {
      const player = i === 0 ? host : await seedSignedInUser(t.app, t.ctx.db, { points: 1 });
      const board = i === 0 ? game : (await createGameViaApi(t.app, player.cookie, [category.id])).game;
      expect((await postAction(t.app, player.cookie, board.id, { type: 'answer', questionId: easy, team: 'none' })).statusCode).toBe(200);
      expect((await postAction(t.app, player.cookie, board.id, { type: 'answer', questionId: hard, team: 'team1' })).statusCode).toBe(200);
    }
    expect((await call('GET', `/api/admin/questions/${easy}/health`, cookie)).json()).toEqual({ questionId: easy, played: PLAYS, teamAnswered: 0, noOne: PLAYS });
    const health = (await call('GET', '/api/admin/question-health', cookie)).json() as QuestionHealthListResponse;
    expect(health.mismatched.map((m) => [m.question.id, m.question.difficulty, m.played, m.teamAnswered, m.answeredShare, m.suggested])).toEqual([
      [easy, 'easy', PLAYS, 0, 0, 'hard'],
      [hard, 'hard', PLAYS, PLAYS, 1, 'easy'],
    ]);
  });
});

describe('question-bank files in the console', () => {
  const HEADER = 'category,category_name_ar,category_name_en,difficulty,question_ar,answer_ar,question_en,answer_en';
  const rows = [
    'lady-zaynab,السيدة زينب (ع),Lady Zaynab,easy,من هو والد السيدة زينب؟,الإمام علي,Who was her father?,Imam Ali',
    'lady-zaynab,,,normal,أخت أي إمام هي؟,الإمام الحسين,Sister of which Imam?,Imam Husayn',
  ];

  it('previews every problem with its line and writes nothing, then imports the fixed file all at once and exports it', async () => {
    const { cookie } = await operator();
    const bad = [HEADER, rows[0], 'lady-zaynab,,,very hard,سؤال؟,جواب,,'].join('\n');
    const preview = (await call('POST', '/api/admin/content/preview', cookie, { fileName: 'bank.csv', text: bad })).json() as ContentFilePreviewResponse;
    expect(preview).toEqual({
      issues: [{ where: 'line 3', code: 'difficulty_unknown', params: { value: 'very hard' }, message: 'unknown difficulty "very hard" (use easy, normal or hard)' }],
      rows: [],
      summary: null,
    });
    const refused = await call('POST', '/api/admin/content/import', cookie, { fileName: 'bank.csv', text: bad });
    expect([refused.statusCode, refused.json().error.code, refused.json().error.details.issues.length]).toEqual([400, 'content_invalid', 1]);
    expect(((await call('GET', '/api/admin/categories', cookie)).json() as AdminCategoriesResponse).categories).toEqual([]);

    const good = [HEADER, ...rows].join('\n');
    const planned = (await call('POST', '/api/admin/content/preview', cookie, { fileName: 'bank.csv', text: good })).json() as ContentFilePreviewResponse;
    expect(planned.rows.map((row) => [row.where, row.category, row.difficulty, row.action])).toEqual([
      ['line 2', 'lady-zaynab', 'easy', 'created'],
      ['line 3', 'lady-zaynab', 'normal', 'created'],
    ]);
    const imported = await call('POST', '/api/admin/content/import', cookie, { fileName: 'bank.csv', text: good });
    expect(imported.json().summary.questions).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const again = (await call('POST', '/api/admin/content/preview', cookie, { fileName: 'bank.csv', text: good })).json() as ContentFilePreviewResponse;
    expect(again.summary?.questions).toEqual({ created: 0, updated: 0, unchanged: 2 });

    const exported = await call('GET', '/api/admin/content/export?format=csv&category=lady-zaynab', cookie);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="lady-zaynab.csv"');
    expect(exported.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    const json = await call('GET', '/api/admin/content/export?format=json', cookie);
    expect((json.json() as { categories: { slug: string; questions: unknown[] }[] }).categories.map((c) => [c.slug, c.questions.length])).toEqual([['lady-zaynab', 2]]);
    expect((await call('GET', '/api/admin/content/export?category=nope', cookie)).statusCode).toBe(404);
    const wrongType = await call('POST', '/api/admin/content/preview', cookie, { fileName: 'bank.xlsx', text: good });
    expect([wrongType.statusCode, wrongType.json().error.fields]).toEqual([400, { fileName: 'file_type_invalid' }]);
  });
});
