import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OwnCategoryResponse } from '@app/shared/contracts/own-categories';
import type { OwnImportPreviewResponse, OwnImportRequest } from '@app/shared/contracts/own-import';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser } from '../../../test/factories';
import { ownQuestions, rateLimits } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { OWN_QUESTIONS_MAX: '30', OWN_IMPORT_ROWS_PER_MINUTE: '10' } });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function createCategory(cookie: string, language: 'ar' | 'en' | 'both' = 'en') {
  const response = await call('POST', '/api/my-categories', cookie, { name: 'Week 5 lesson', language });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OwnCategoryResponse>().category.id;
}

const importInto = (cookie: string, id: number, body: OwnImportRequest) => call('POST', `/api/my-categories/${id}/import`, cookie, body);
const preview = (cookie: string, id: number, body: OwnImportRequest) => call('POST', `/api/my-categories/${id}/import/preview`, cookie, body);
const storedCount = async () => Number((await t.ctx.db.select({ n: sql<number>`count(*)` }).from(ownQuestions))[0]!.n);

const SIX_LINES = [
  'Who built the Kaaba with his son? | Ibrahim | easy',
  'Which month is the month of fasting? | Ramadan | 200',
  'How many Imams are there? | Twelve | medium',
  'Which city is the Prophet buried in? | Medina | 400',
  'Who was the first Imam? | Imam Ali | hard',
  'In which year was the Hijra? | 622 | 600',
].join('\n');

describe('importing into my category', () => {
  it('imports six pasted lines in order: difficulty words and points both read, the category becomes playable', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await createCategory(cookie);
    const seen = await preview(cookie, id, { kind: 'lines', text: SIX_LINES });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<OwnImportPreviewResponse>()).toEqual({ rows: 6, counts: { easy: 2, normal: 2, hard: 2 }, issues: [], more: 0, fits: 30 });
    expect(await storedCount()).toBe(0);

    const response = await importInto(cookie, id, { kind: 'lines', text: `\n${SIX_LINES}\n\n` });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<OwnCategoryResponse & { imported: number }>();
    expect(body.imported).toBe(6);
    expect(body.category).toMatchObject({ playable: true, counts: { easy: 2, normal: 2, hard: 2 } });
    expect(body.questions.map((q) => [q.difficulty, q.questionEn, q.answerEn, q.questionAr])).toEqual([
      ['easy', 'Who built the Kaaba with his son?', 'Ibrahim', null],
      ['easy', 'Which month is the month of fasting?', 'Ramadan', null],
      ['normal', 'How many Imams are there?', 'Twelve', null],
      ['normal', 'Which city is the Prophet buried in?', 'Medina', null],
      ['hard', 'Who was the first Imam?', 'Imam Ali', null],
      ['hard', 'In which year was the Hijra?', '622', null],
    ]);
  });

  it('reads the Arabic difficulty words into an Arabic category', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await createCategory(cookie, 'ar');
    const text = ['من بنى الكعبة؟ | إبراهيم | سهل', 'كم عدد الأئمة؟ | اثنا عشر | متوسط', 'من هو الإمام الأول؟ | الإمام علي | صعب'].join('\n');
    const response = await importInto(cookie, id, { kind: 'lines', text });
    expect(response.statusCode, response.body).toBe(201);
    const { questions } = response.json<OwnCategoryResponse>();
    expect(questions.map((q) => [q.difficulty, q.questionAr, q.answerAr, q.questionEn])).toEqual([
      ['easy', 'من بنى الكعبة؟', 'إبراهيم', null],
      ['normal', 'كم عدد الأئمة؟', 'اثنا عشر', null],
      ['hard', 'من هو الإمام الأول؟', 'الإمام علي', null],
    ]);
  });

  it('names every wrong line and field with the exact message and writes nothing', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await createCategory(cookie);
    const text = [
      'Who built the Kaaba? | Ibrahim | easy',
      'Which month is the month of fasting? |  | easy',
      'How many Imams are there? | Twelve | tricky',
      `${'Q'.repeat(301)} | Long | hard`,
      'who built the KAABA? | Ibrahim | hard',
      'Only a question and an answer | Answer',
      'Which city? | Medina | 400',
    ].join('\n');
    const response = await importInto(cookie, id, { kind: 'lines', text });
    expect(response.statusCode).toBe(400);
    const error = response.json<{ error: { code: string; message: string; details: OwnImportPreviewResponse } }>().error;
    expect(error.code).toBe('own_import_invalid');
    expect(error.message).toBe('Nothing was imported: 5 problems.');
    expect(error.details.issues.map((issue) => issue.message)).toEqual([
      'Line 2, answer: required',
      'Line 3, difficulty: unknown difficulty "tricky" (use easy, medium or hard, سهل, متوسط or صعب, or 200, 400 or 600)',
      'Line 4, question: too long (301 characters; at most 300)',
      'Line 5, question: the same question as line 1',
      'Line 6: write 3 parts separated by "|" (2 found)',
    ]);
    expect(error.details.issues[0]).toMatchObject({ where: { kind: 'line', n: 2 }, field: { name: 'answer', language: null }, code: 'required' });
    expect(error.details).toMatchObject({ rows: 7, counts: { easy: 1, normal: 1, hard: 0 }, more: 0 });
    expect(await storedCount()).toBe(0);

    const seen = (await preview(cookie, id, { kind: 'lines', text })).json<OwnImportPreviewResponse>();
    expect(seen.issues.map((issue) => issue.message)).toEqual(error.details.issues.map((issue) => issue.message));
  });

  it('shows the first 10 problems and counts the rest', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await createCategory(cookie);
    const text = Array.from({ length: 17 }, (_, i) => `Question ${i + 1}? | | easy`).join('\n');
    const response = await importInto(cookie, id, { kind: 'lines', text });
    const { details } = response.json<{ error: { details: OwnImportPreviewResponse } }>().error;
    expect(details.issues).toHaveLength(10);
    expect(details.issues[9]!.message).toBe('Line 10, answer: required');
    expect(details.more).toBe(7);
  });

  it('names the Arabic or English field in a category of both languages, whose lines have five parts', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await createCategory(cookie, 'both');
    const good = 'من بنى الكعبة؟ | إبراهيم | Who built the Kaaba? | Ibrahim | easy';
    const bad = 'كم عدد الأئمة؟ | اثنا عشر | How many Imams? |  | normal';
    const refused = await importInto(cookie, id, { kind: 'lines', text: `${good}\n${bad}` });
    expect(refused.json<{ error: { details: OwnImportPreviewResponse } }>().error.details.issues.map((i) => i.message)).toEqual(['Line 2, English answer: required']);
    const response = await importInto(cookie, id, { kind: 'lines', text: good });
    expect(response.statusCode).toBe(201);
    expect(response.json<OwnCategoryResponse>().questions[0]).toMatchObject({ questionAr: 'من بنى الكعبة؟', answerEn: 'Ibrahim' });
  });

  it('imports a CSV file of the operators\' format: the category\'s language columns, accepted answers and source; the other columns ignored', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await createCategory(cookie);
    const csv = [
      'category,difficulty,question_ar,answer_ar,question_en,answer_en,accepted_answers_en,source,active',
      'imam-ali,easy,من هو؟,علي,"Who was born in the Kaaba, in Mecca?",Imam Ali,Ali | Ali ibn Abi Talib,Lesson 2,yes',
      'imam-ali,medium,,,Who is the gate of the city of knowledge?,Imam Ali,,,',
    ].join('\r\n');
    const response = await importInto(cookie, id, { kind: 'csv', text: `\uFEFF${csv}`, fileName: 'lesson.csv' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<OwnCategoryResponse>().questions).toEqual([
      expect.objectContaining({ difficulty: 'easy', questionEn: 'Who was born in the Kaaba, in Mecca?', acceptedAnswersEn: ['Ali', 'Ali ibn Abi Talib'], source: 'Lesson 2', questionAr: null }),
      expect.objectContaining({ difficulty: 'normal', questionEn: 'Who is the gate of the city of knowledge?', acceptedAnswersEn: [], source: null }),
    ]);
  });

  it('names a CSV file\'s wrong lines and columns', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await createCategory(cookie, 'ar');
    const missingColumn = await importInto(cookie, id, { kind: 'csv', text: 'difficulty,question_ar,colour\neasy,سؤال,أحمر' });
    expect(missingColumn.json<{ error: { details: OwnImportPreviewResponse } }>().error.details.issues.map((i) => i.message)).toEqual([
      'Line 1: unknown column "colour"',
      'Line 1: column "answer_ar" is missing',
    ]);
    const rows = ['difficulty,question_ar,answer_ar', 'سهل,من بنى الكعبة؟,إبراهيم', 'صعب,من هو الإمام الأول؟,', 'easy,سؤال', 'hard,من بنى الكعبة؟,إبراهيم'].join('\n');
    const refused = await importInto(cookie, id, { kind: 'csv', text: rows });
    expect(refused.json<{ error: { details: OwnImportPreviewResponse } }>().error.details.issues.map((i) => i.message)).toEqual([
      'Line 3, answer: required',
      'Line 4: 2 fields where the header has 3 (is a quote or a comma missing?)',
      'Line 5, question: the same question as line 2',
    ]);
    expect(await storedCount()).toBe(0);
  });

  it('imports a JSON file: the pack format, a list, or {"questions": [...]}; names a wrong question by its place', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await createCategory(cookie);
    const pack = { categories: [{ slug: 'lesson', questions: [{ difficulty: 'easy', questionAr: 'س', answerAr: 'ج', questionEn: 'Who built the Kaaba?', answerEn: 'Ibrahim' }] }] };
    expect((await importInto(cookie, id, { kind: 'json', text: JSON.stringify(pack) })).statusCode).toBe(201);
    const list = [{ difficulty: 'hard', questionEn: 'In which year was the Hijra?', answerEn: 622 }];
    const listed = await importInto(cookie, id, { kind: 'json', text: JSON.stringify({ questions: list }) });
    expect(listed.json<OwnCategoryResponse>().questions.map((q) => q.answerEn)).toEqual(['Ibrahim', '622']);

    const bad = [{ difficulty: 'easy', questionEn: 'Fine?', answerEn: 'Yes' }, { difficulty: 'extreme', questionEn: 'Hard?', answerEn: 'No' }, 'not a question'];
    const refused = await importInto(cookie, id, { kind: 'json', text: JSON.stringify(bad) });
    expect(refused.json<{ error: { details: OwnImportPreviewResponse } }>().error.details.issues.map((i) => i.message)).toEqual([
      'Question 2, difficulty: unknown difficulty "extreme" (use easy, medium or hard, سهل, متوسط or صعب, or 200, 400 or 600)',
      'Question 3: must be an object',
    ]);
    const broken = await importInto(cookie, id, { kind: 'json', text: '{"questions": [' });
    expect(broken.json<{ error: { details: OwnImportPreviewResponse } }>().error.details.issues.map((i) => i.message)).toEqual(['File: not valid JSON']);
    const empty = await importInto(cookie, id, { kind: 'lines', text: '\n  \n' });
    expect(empty.json<{ error: { details: OwnImportPreviewResponse } }>().error.details.issues.map((i) => i.message)).toEqual(['File: there are no questions to import']);
  });

  it('refuses the whole import when it would pass the questions a user may keep, saying how many fit', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await createCategory(cookie);
    await t.ctx.db.insert(ownQuestions).values(Array.from({ length: 26 }, (_, i) => ({ categoryId: id, difficulty: 'easy' as const, questionEn: `Kept ${i}?`, answerEn: 'Yes' })));
    expect((await preview(cookie, id, { kind: 'lines', text: SIX_LINES })).json<OwnImportPreviewResponse>().fits).toBe(4);
    const response = await importInto(cookie, id, { kind: 'lines', text: SIX_LINES });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: 'own_import_limit', message: 'Nothing was imported: 6 questions, but only 4 more fit (at most 30).', details: { rows: 6, fits: 4, max: 30 } },
    });
    expect(await storedCount()).toBe(26);
  });

  it('refuses more than OWN_IMPORT_ROWS_PER_MINUTE imported rows a minute, then takes them after the minute', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await createCategory(cookie);
    const other = await createCategory(cookie);
    expect((await importInto(cookie, id, { kind: 'lines', text: SIX_LINES })).statusCode).toBe(201);
    const refused = await importInto(cookie, other, { kind: 'lines', text: SIX_LINES });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: { code: 'own_import_rate_limited', message: 'Nothing was imported: at most 10 questions a minute. Wait a minute and try again.', details: { max: 10 } },
    });
    expect(await storedCount()).toBe(6);
    await t.ctx.db.update(rateLimits).set({ windowStart: new Date(Date.now() - 61_000) }).where(eq(rateLimits.key, `own-import:${user.id}`));
    expect((await importInto(cookie, other, { kind: 'lines', text: SIX_LINES })).statusCode).toBe(201);
    expect(await storedCount()).toBe(12);
  });

  it('refuses a file larger than 512 KB', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await createCategory(cookie);
    const text = `difficulty,question_en,answer_en\n${'easy,Q,A\n'.repeat(60_000)}`;
    const response = await importInto(cookie, id, { kind: 'csv', text });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'own_import_too_large', message: 'The file is too large: at most 512 KB.' } });
    expect((await preview(cookie, id, { kind: 'csv', text })).statusCode).toBe(413);
  });

  it('another user can neither preview nor import into my category (not found), nor move its questions', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await createCategory(cookie);
    const imported = (await importInto(cookie, id, { kind: 'lines', text: SIX_LINES })).json<OwnCategoryResponse>();
    const other = await seedSignedInUser(t.app, t.ctx.db, { email: 'other@example.com' });
    for (const response of [
      await preview(other.cookie, id, { kind: 'lines', text: SIX_LINES }),
      await importInto(other.cookie, id, { kind: 'lines', text: SIX_LINES }),
      await call('POST', `/api/my-categories/${id}/questions/${imported.questions[1]!.id}/move`, other.cookie, { direction: 'up' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found', message: 'Category not found.' } });
    }
    expect((await importInto(undefined as unknown as string, id, { kind: 'lines', text: SIX_LINES })).statusCode).toBe(401);
    expect(await storedCount()).toBe(6);
  });
});

describe('ordering my questions', () => {
  it('moves a question up or down among its difficulty; the order is kept and copied', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await createCategory(cookie);
    const text = ['First easy? | A | easy', 'A hard one? | B | hard', 'Second easy? | C | easy', 'Third easy? | D | easy'].join('\n');
    const { questions } = (await importInto(cookie, id, { kind: 'lines', text })).json<OwnCategoryResponse>();
    const [first, hard, second, third] = questions;
    const move = (questionId: number, direction: string) => call('POST', `/api/my-categories/${id}/questions/${questionId}/move`, cookie, { direction });
    const easyOrder = (body: OwnCategoryResponse) => body.questions.filter((q) => q.difficulty === 'easy').map((q) => q.questionEn);

    const up = await move(third!.id, 'up');
    expect(up.statusCode, up.body).toBe(200);
    expect(easyOrder(up.json())).toEqual(['First easy?', 'Third easy?', 'Second easy?']);
    expect(easyOrder((await move(first!.id, 'down')).json())).toEqual(['Third easy?', 'First easy?', 'Second easy?']);
    // At the top already, and alone of its difficulty: nothing changes.
    expect(easyOrder((await move(third!.id, 'up')).json())).toEqual(['Third easy?', 'First easy?', 'Second easy?']);
    expect((await move(hard!.id, 'down')).json<OwnCategoryResponse>().questions.find((q) => q.difficulty === 'hard')!.id).toBe(hard!.id);

    const again = (await call('GET', `/api/my-categories/${id}`, cookie)).json<OwnCategoryResponse>();
    expect(easyOrder(again)).toEqual(['Third easy?', 'First easy?', 'Second easy?']);

    expect((await move(second!.id, 'sideways')).statusCode).toBe(400);
    expect((await move(999_999_999, 'up')).statusCode).toBe(404);

    // A question added afterwards comes last.
    const added = await call('POST', `/api/my-categories/${id}/questions`, cookie, { difficulty: 'easy', questionEn: 'Fourth easy?', answerEn: 'E' });
    expect(easyOrder(added.json())).toEqual(['Third easy?', 'First easy?', 'Second easy?', 'Fourth easy?']);
  });
});
