import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { progressRows, seedCategory, seedQuestions } from '../../../test/content-factory';
import { seedUser } from '../../../test/factories';
import { countQueries } from '../../../test/query-counter';
import { questions, users } from '../../db/schema/index';
import { listCategories } from './list-categories';
import { getCategoryInfos, getQuestionDetails, pickQuestionsForGame, sample } from './selection';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** As the game service does: lock the user's row, then pick, in one transaction. */
const play = (userId: number, categoryIds: number[]) =>
  t.ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return pickQuestionsForGame(tx, userId, categoryIds);
  });

const remaining = async (userId: number | null, categoryId: number) => {
  const { groups } = await listCategories(t.ctx.database, userId);
  return groups.flatMap((g) => g.categories).find((c) => c.id === categoryId)?.remainingGames;
};

async function playOk(userId: number, categoryIds: number[]) {
  const result = await play(userId, categoryIds);
  if (!result.ok) throw new Error(`expected a game, got ${JSON.stringify(result.unavailable)}`);
  return result.picks;
}

describe('question selection', () => {
  it('never repeats a question over 3 successive games in one category, then refuses', async () => {
    const user = await seedUser(t.ctx.db);
    const category = await seedCategory(t.ctx.db, { counts: { easy: 6, normal: 6, hard: 6 } });
    expect(await remaining(user.id, category.id)).toBe(3);

    const seen: number[] = [];
    for (const expectedRemaining of [2, 1, 0]) {
      const [pick] = await playOk(user.id, [category.id]);
      expect(pick!.categoryId).toBe(category.id);
      for (const difficulty of ['easy', 'normal', 'hard'] as const) {
        expect(pick!.questions[difficulty]).toHaveLength(2);
        for (const id of pick!.questions[difficulty]) expect(category.questionIds[difficulty]).toContain(id);
        seen.push(...pick!.questions[difficulty]);
      }
      expect(await remaining(user.id, category.id)).toBe(expectedRemaining);
    }
    expect(new Set(seen).size).toBe(18);
    expect([...seen].sort((a, b) => a - b)).toEqual(
      [...category.questionIds.easy, ...category.questionIds.normal, ...category.questionIds.hard].sort((a, b) => a - b),
    );

    expect(await play(user.id, [category.id])).toEqual({
      ok: false,
      unavailable: [{ categoryId: category.id, reason: 'not_enough_questions' }],
    });
    const [row] = await progressRows(t.ctx.db, user.id);
    expect(row!.gamesPlayed).toBe(3);
    expect([...row!.usedQuestionIds].sort((a, b) => a - b)).toEqual([...seen].sort((a, b) => a - b));
  });

  it('counts down one game at a time and reaches 0 exactly when one difficulty runs out', async () => {
    const user = await seedUser(t.ctx.db);
    // normal runs out first: floor(5/2) = 2 games, while easy (10) and hard (8) could serve more.
    const category = await seedCategory(t.ctx.db, { counts: { easy: 10, normal: 5, hard: 8 } });
    expect(await remaining(user.id, category.id)).toBe(2);
    await playOk(user.id, [category.id]);
    expect(await remaining(user.id, category.id)).toBe(1);
    await playOk(user.id, [category.id]);
    expect(await remaining(user.id, category.id)).toBe(0);

    const [row] = await progressRows(t.ctx.db, user.id);
    const unused = (ids: number[]) => ids.filter((id) => !row!.usedQuestionIds.includes(id)).length;
    expect({ easy: unused(category.questionIds.easy), normal: unused(category.questionIds.normal), hard: unused(category.questionIds.hard) }).toEqual({
      easy: 6,
      normal: 1,
      hard: 4,
    });
    expect(await play(user.id, [category.id])).toEqual({
      ok: false,
      unavailable: [{ categoryId: category.id, reason: 'not_enough_questions' }],
    });
  });

  it('adding questions raises the remaining games again and serves the new questions', async () => {
    const user = await seedUser(t.ctx.db);
    const category = await seedCategory(t.ctx.db, { counts: { easy: 4, normal: 4, hard: 4 } });
    await playOk(user.id, [category.id]);
    await playOk(user.id, [category.id]);
    expect(await remaining(user.id, category.id)).toBe(0);

    const easy = await seedQuestions(t.ctx.db, category.id, 'easy', 2);
    expect(await remaining(user.id, category.id)).toBe(0); // normal and hard are still used up
    const normal = await seedQuestions(t.ctx.db, category.id, 'normal', 3);
    const hard = await seedQuestions(t.ctx.db, category.id, 'hard', 2);
    expect(await remaining(user.id, category.id)).toBe(1);
    expect(await remaining(null, category.id)).toBe(3); // a new player: 6 easy, 7 normal, 6 hard

    const [pick] = await playOk(user.id, [category.id]);
    expect([...pick!.questions.easy].sort()).toEqual([...easy].sort());
    expect(normal).toEqual(expect.arrayContaining(pick!.questions.normal));
    expect([...pick!.questions.hard].sort()).toEqual([...hard].sort());
    expect(await remaining(user.id, category.id)).toBe(0);
  });

  it('picks for several categories in order and keeps one progress row per user and category', async () => {
    const user = await seedUser(t.ctx.db);
    const other = await seedUser(t.ctx.db);
    const a = await seedCategory(t.ctx.db, { questionsPerDifficulty: 6 });
    const b = await seedCategory(t.ctx.db, { questionsPerDifficulty: 6 });
    const picks = await playOk(user.id, [b.id, a.id]);
    expect(picks.map((p) => p.categoryId)).toEqual([b.id, a.id]);
    await playOk(user.id, [a.id, b.id]);
    await playOk(other.id, [a.id]);

    const rows = await progressRows(t.ctx.db, user.id);
    expect(rows.map((r) => ({ categoryId: r.categoryId, gamesPlayed: r.gamesPlayed, used: new Set(r.usedQuestionIds).size }))).toEqual([
      { categoryId: a.id, gamesPlayed: 2, used: 12 },
      { categoryId: b.id, gamesPlayed: 2, used: 12 },
    ]);
    expect((await progressRows(t.ctx.db, other.id)).map((r) => r.gamesPlayed)).toEqual([1]);
    expect(await remaining(user.id, a.id)).toBe(1);
    expect(await remaining(other.id, a.id)).toBe(2);
  });

  it('refuses missing, inactive and used-up categories together, and writes nothing', async () => {
    const user = await seedUser(t.ctx.db);
    const good = await seedCategory(t.ctx.db, { questionsPerDifficulty: 6 });
    const inactive = await seedCategory(t.ctx.db, { questionsPerDifficulty: 6, active: false });
    const short = await seedCategory(t.ctx.db, { counts: { easy: 2, normal: 2, hard: 1 } });
    const result = await play(user.id, [good.id, inactive.id, short.id, 999_999]);
    expect(result).toEqual({
      ok: false,
      unavailable: [
        { categoryId: inactive.id, reason: 'category_not_available' },
        { categoryId: short.id, reason: 'not_enough_questions' },
        { categoryId: 999_999, reason: 'category_not_available' },
      ],
    });
    expect(await progressRows(t.ctx.db, user.id)).toEqual([]);
  });

  it('never picks an inactive question, nor counts it', async () => {
    const user = await seedUser(t.ctx.db);
    const category = await seedCategory(t.ctx.db, { counts: { easy: 2, normal: 2, hard: 2 } });
    const hidden = await seedQuestions(t.ctx.db, category.id, 'easy', 4, { active: false });
    expect(await remaining(user.id, category.id)).toBe(1);
    const [pick] = await playOk(user.id, [category.id]);
    expect([...pick!.questions.easy].sort()).toEqual([...category.questionIds.easy].sort());
    expect(pick!.questions.easy).not.toEqual(expect.arrayContaining([hidden[0]]));
    expect(await remaining(user.id, category.id)).toBe(0);
  });

  it('reads everything it needs in one query and writes progress in one statement', async () => {
    const user = await seedUser(t.ctx.db);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await seedCategory(t.ctx.db, { questionsPerDifficulty: 6 })).id);
    const { statements } = await t.ctx.db.transaction((tx) =>
      countQueries(tx, () => pickQuestionsForGame(tx, user.id, ids)),
    );
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/^select /);
    expect(statements[1]).toMatch(/^insert into "user_category_progress"/);
  });

  it('two games created at once for one user never share a question (the user row is locked)', async () => {
    const user = await seedUser(t.ctx.db);
    const category = await seedCategory(t.ctx.db, { counts: { easy: 4, normal: 4, hard: 4 } });
    const [first, second] = await Promise.all([play(user.id, [category.id]), play(user.id, [category.id])]);
    if (!first!.ok || !second!.ok) throw new Error('both games should be served');
    const ids = (r: typeof first) => (r.ok ? Object.values(r.picks[0]!.questions).flat() : []);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(12);
    expect((await progressRows(t.ctx.db, user.id))[0]!.gamesPlayed).toBe(2);
  });
});

describe('sample', () => {
  it('picks k distinct items, each about equally often', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const tally = new Array<number>(10).fill(0);
    for (let run = 0; run < 2000; run++) {
      const picked = sample(items, 2);
      expect(new Set(picked).size).toBe(2);
      for (const i of picked) tally[i]!++;
    }
    // Expected 400 each; the bounds are about 8 standard deviations away.
    for (const count of tally) {
      expect(count).toBeGreaterThan(250);
      expect(count).toBeLessThan(550);
    }
    expect(items).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('question and category details', () => {
  it('returns question details in both languages, in the order asked, with points', async () => {
    const category = await seedCategory(t.ctx.db, { counts: { easy: 1, normal: 1, hard: 1 } });
    await t.ctx.db
      .update(questions)
      .set({
        questionAr: 'من هو باب مدينة العلم؟',
        answerAr: 'الإمام علي',
        questionEn: null,
        answerEn: null,
        acceptedAnswersAr: ['علي', 'أمير المؤمنين'],
        videoUrl: 'https://example.com/v',
        source: 'test',
      })
      .where(eq(questions.id, category.questionIds.hard[0]!));
    const ids = [category.questionIds.hard[0]!, category.questionIds.easy[0]!, 123_456];
    const details = await getQuestionDetails(t.ctx.db, ids);
    expect(details.map((d) => [d.id, d.difficulty, d.points])).toEqual([
      [ids[0], 'hard', 600],
      [ids[1], 'easy', 200],
    ]);
    expect(details[0]).toEqual({
      id: ids[0],
      categoryId: category.id,
      difficulty: 'hard',
      points: 600,
      questionAr: 'من هو باب مدينة العلم؟',
      answerAr: 'الإمام علي',
      questionEn: null,
      answerEn: null,
      acceptedAnswersAr: ['علي', 'أمير المؤمنين'],
      acceptedAnswersEn: [],
      videoUrl: 'https://example.com/v',
      imageUrl: null,
      source: 'test',
    });
    expect(details[1]!.questionEn).toMatch(/^Question easy /);
    expect(await getQuestionDetails(t.ctx.db, [])).toEqual([]);
  });

  it('returns category infos in the order of ids, inactive ones too', async () => {
    const a = await seedCategory(t.ctx.db, { slug: 'imam-ali', nameEn: 'Imam Ali', nameAr: 'الإمام علي (ع)', counts: { easy: 0, normal: 0, hard: 0 } });
    const b = await seedCategory(t.ctx.db, { slug: 'holy-quran', active: false, counts: { easy: 0, normal: 0, hard: 0 } });
    expect(await getCategoryInfos(t.ctx.db, [b.id, 424_242, a.id])).toEqual([
      { categoryId: b.id, slug: 'holy-quran', nameEn: 'Category holy-quran', nameAr: 'فئة holy-quran', imageUrl: '/categories/holy-quran.svg' },
      { categoryId: a.id, slug: 'imam-ali', nameEn: 'Imam Ali', nameAr: 'الإمام علي (ع)', imageUrl: '/categories/imam-ali.svg' },
    ]);
  });
});
