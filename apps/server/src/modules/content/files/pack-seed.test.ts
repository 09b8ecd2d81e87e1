import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CategoriesResponse } from '@app/shared/contracts/content';
import { createTestApp, type TestApp } from '../../../../test/app';
import { countRows } from '../../../../test/content-factory';
import { seedSignedInUser } from '../../../../test/factories';
import { countQueries } from '../../../../test/query-counter';
import { seed } from '../../../seed';
import { categories, questions } from '../../../db/schema/index';
import { readJson } from './content-file';
import { readLegacyFingerprints, seedContentPack, shippedPackPath } from './pack-seed';

type RawPack = {
  groups: { slug: string }[];
  categories: { slug: string; nameEn: string; questions: { id?: string; acceptedAnswersAr?: string[]; acceptedAnswersEn?: string[]; difficulty: string; questionAr: string; answerAr: string; questionEn: string; answerEn: string; source: string }[] }[];
};

const NOTHING = { groups: 0, categories: 0, questions: 0, updated: 0, hidden: 0 };
let t: TestApp;
let raw: RawPack;
let total: number;
beforeAll(async () => {
  t = await createTestApp();
  raw = JSON.parse(readFileSync(shippedPackPath(), 'utf8')) as RawPack;
  total = raw.categories.reduce((n, c) => n + c.questions.length, 0);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** A pack file read from a changed copy of the shipped one. */
const packFrom = (pack: RawPack) => {
  const { file, issues } = readJson(JSON.stringify(pack));
  expect(issues).toEqual([]);
  return file;
};

describe('content pack seeder', () => {
  it('knows what version 1 of the pack seeded, for installs from before questions had ids: 247 questions, one id each', () => {
    const ids = Object.values(readLegacyFingerprints()).map(([id]) => id);
    expect(ids).toHaveLength(247);
    expect(new Set(ids).size).toBe(247);
    expect(ids.filter((id) => !/^[a-z-]+-\d\d$/.test(id))).toEqual([]);
  });

  it('loads the shipped pack on start, so a fresh install is playable at once', async () => {
    await seed(t.ctx.db);
    expect(await countRows(t.ctx.db)).toEqual({ groups: raw.groups.length, categories: raw.categories.length, questions: total });

    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const body = response.json<CategoriesResponse>();
    expect(body.groups.map((g) => g.slug)).toEqual(raw.groups.map((g) => g.slug));
    const listed = body.groups.flatMap((g) => g.categories);
    expect(listed.map((c) => c.slug)).toEqual(raw.categories.map((c) => c.slug));
    // A new account sees every category with 5 games to play (10 questions per difficulty).
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const signedIn = (await t.app.inject({ method: 'GET', url: '/api/categories', headers: { cookie } })).json<CategoriesResponse>();
    const forNewAccount = signedIn.groups.flatMap((g) => g.categories);
    expect(forNewAccount).toHaveLength(raw.categories.length);
    expect(forNewAccount.filter((category) => category.remainingGames !== 5).map((category) => category.slug)).toEqual([]);
    for (const category of listed) {
      expect(category.remainingGames).toBe(5);
      expect(category.imageUrl).toBe(`/categories/${category.slug}.svg`);
      expect(category.descriptionEn).not.toBe('');
      expect(category.descriptionAr).not.toBe('');
    }
    const [first] = await t.ctx.db.select().from(questions).where(eq(questions.questionAr, raw.categories[0]!.questions[0]!.questionAr));
    expect(first).toMatchObject({
      difficulty: raw.categories[0]!.questions[0]!.difficulty,
      answerAr: raw.categories[0]!.questions[0]!.answerAr,
      questionEn: raw.categories[0]!.questions[0]!.questionEn,
      answerEn: raw.categories[0]!.questions[0]!.answerEn,
      source: raw.categories[0]!.questions[0]!.source,
      active: true,
    });
  });

  it('adds nothing on the next start (one query when there is nothing new)', async () => {
    expect(await seedContentPack(t.ctx.db)).toEqual({ groups: raw.groups.length, categories: raw.categories.length, questions: total, updated: 0, hidden: 0 });
    const again = await countQueries(t.database, () => seedContentPack(t.ctx.db));
    expect(again.result).toEqual(NOTHING);
    expect(again.statements).toHaveLength(1);
    await seed(t.ctx.db);
    expect(await countRows(t.ctx.db)).toEqual({ groups: raw.groups.length, categories: raw.categories.length, questions: total });
  });

  it("never overwrites nor duplicates an operator's edits, and never brings back what they deleted", async () => {
    await seedContentPack(t.ctx.db);
    const [ali, hasan] = ['imam-ali', 'imam-hasan'];
    const aliQuestion = raw.categories.find((c) => c.slug === ali)!.questions[0]!;
    const deletedQuestion = raw.categories.find((c) => c.slug === ali)!.questions[1]!;
    await t.ctx.db.update(categories).set({ nameEn: 'Commander of the Faithful', active: false }).where(eq(categories.slug, ali));
    await t.ctx.db.update(questions).set({ questionAr: 'نص كتبه المشرف؟', answerAr: 'جواب المشرف' }).where(eq(questions.questionAr, aliQuestion.questionAr));
    await t.ctx.db.delete(questions).where(eq(questions.questionAr, deletedQuestion.questionAr));
    const hasanQuestions = raw.categories.find((c) => c.slug === hasan)!.questions.length;
    await t.ctx.db.delete(categories).where(eq(categories.slug, hasan));

    expect(await seedContentPack(t.ctx.db)).toEqual(NOTHING);
    expect(await countRows(t.ctx.db)).toEqual({
      groups: raw.groups.length,
      categories: raw.categories.length - 1,
      questions: total - 1 - hasanQuestions,
    });
    const [aliRow] = await t.ctx.db.select().from(categories).where(eq(categories.slug, ali));
    expect(aliRow).toMatchObject({ nameEn: 'Commander of the Faithful', active: false });
    expect(await t.ctx.db.select().from(questions).where(eq(questions.questionAr, aliQuestion.questionAr))).toEqual([]);
    expect(await t.ctx.db.select({ answerAr: questions.answerAr }).from(questions).where(eq(questions.questionAr, 'نص كتبه المشرف؟'))).toEqual([
      { answerAr: 'جواب المشرف' },
    ]);
  });

  it('adds the new questions and categories of a newer pack, leaving the rest alone', async () => {
    await seedContentPack(t.ctx.db);
    await t.ctx.db.update(categories).set({ nameEn: 'Renamed by an operator' }).where(eq(categories.slug, 'holy-quran'));
    const newer = structuredClone(raw);
    const quran = newer.categories.find((c) => c.slug === 'holy-quran')!;
    quran.nameEn = 'The Holy Quran (new name in the pack)';
    quran.questions.push({
      id: 'holy-quran-new',
      difficulty: 'easy',
      questionAr: 'ما السورة التي تسمى قلب القرآن؟',
      answerAr: 'سورة يس',
      questionEn: 'Which surah is called the heart of the Quran?',
      answerEn: 'Surah Ya-Sin',
      acceptedAnswersAr: ['يس'],
      acceptedAnswersEn: ['Ya-Sin', 'Yasin'],
      source: 'well-known',
    });
    newer.categories.push({
      slug: 'new-category',
      nameEn: 'New Category',
      questions: [{ id: 'new-category-01', difficulty: 'easy', questionAr: 'سؤال جديد؟', answerAr: 'جواب', questionEn: 'New?', answerEn: 'Yes', source: 'test' }],
    } as RawPack['categories'][number]);
    Object.assign(newer.categories.at(-1)!, { nameAr: 'فئة جديدة', group: 'quran-and-knowledge' });

    expect(await seedContentPack(t.ctx.db, packFrom(newer))).toEqual({ groups: 0, categories: 1, questions: 2, updated: 0, hidden: 0 });
    const [yasin] = await t.ctx.db.select().from(questions).where(eq(questions.packId, 'holy-quran-new'));
    expect(yasin).toMatchObject({ answerEn: 'Surah Ya-Sin', acceptedAnswersAr: ['يس'], acceptedAnswersEn: ['Ya-Sin', 'Yasin'], active: true });
    expect(await countRows(t.ctx.db)).toEqual({ groups: raw.groups.length, categories: raw.categories.length + 1, questions: total + 2 });
    const [quranRow] = await t.ctx.db.select({ nameEn: categories.nameEn }).from(categories).where(eq(categories.slug, 'holy-quran'));
    expect(quranRow).toEqual({ nameEn: 'Renamed by an operator' });
    expect(await seedContentPack(t.ctx.db, packFrom(newer))).toEqual(NOTHING);
  });
});
