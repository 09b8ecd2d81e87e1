import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CategoriesResponse } from '@app/shared/contracts/content';
import { createTestApp, type TestApp } from '../../../../test/app';
import { seedSignedInUser } from '../../../../test/factories';
import { countQueries } from '../../../../test/query-counter';
import { validPack, type RawPack } from '../../../../test/pack-fixture';
import { categories, questions, serverSettings, userCategoryProgress } from '../../../db/schema/index';
import { readJson } from './content-file';
import { PACK_SEEDED_KEY, packFingerprints, seedContentPack } from './pack-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const NOTHING = { groups: 0, categories: 0, questions: 0, updated: 0, hidden: 0 };
const fileOf = (pack: RawPack) => {
  const { file, issues } = readJson(JSON.stringify(pack));
  expect(issues).toEqual([]);
  return file;
};

/** The pack an install was seeded with: 2 categories of 10 questions per difficulty (5 games). */
const OLD = validPack('imam-ali', 'imam-hasan');

/** The next pack: corrects imam-ali-01 and -02, drops imam-ali-03 (easy), adds a hard question. */
function newPack(): RawPack {
  const pack = structuredClone(OLD);
  const ali = pack.categories[0]!;
  Object.assign(ali.questions[0]!, {
    questionAr: 'ما الكلمة الأولى في باب علي؟',
    answerEn: 'The first answer',
    acceptedAnswersEn: ['First answer'],
  });
  ali.questions[1]!.answerAr = 'جواب صححته الحزمة';
  ali.questions.splice(2, 1);
  ali.questions.push({ ...ali.questions[25]!, id: 'imam-ali-31', questionAr: 'سؤال جديد؟', questionEn: 'A new question?', answerAr: 'جديد', answerEn: 'New' });
  return pack;
}

const byPackId = async (id: string) => (await t.ctx.db.select().from(questions).where(eq(questions.packId, id)))[0]!;
const OLD_TEXT = new Map(OLD.categories.flatMap((c) => c.questions.map((q) => [q.id!, q.questionAr])));
/** Rows by the id they had in the old pack, found by their old text (an install seeded before ids has no pack ids yet). */
const rowIds = async (ids: string[]) =>
  (await t.ctx.db.select({ id: questions.id }).from(questions).where(inArray(questions.questionAr, ids.map((id) => OLD_TEXT.get(id)!)))).map(
    (row) => row.id,
  );

async function remainingGames(cookie?: string): Promise<Record<string, number>> {
  const response = await t.app.inject({ method: 'GET', url: '/api/categories', headers: cookie ? { cookie } : {} });
  const listed = response.json<CategoriesResponse>().groups.flatMap((g) => g.categories);
  return Object.fromEntries(listed.map((c) => [c.slug, c.remainingGames]));
}

/**
 * A player who has had imam-ali-01, -04 (easy), -11, -12 (normal), -21, -22 (hard); an operator who
 * rewrites imam-ali-02's answer. Then the new pack's upgrade, and what everyone sees.
 */
async function playEditAndUpgrade(hasanGames: number) {
  const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
  const [ali] = await t.ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'imam-ali'));
  const used = await rowIds(['imam-ali-01', 'imam-ali-04', 'imam-ali-11', 'imam-ali-12', 'imam-ali-21', 'imam-ali-22']);
  await t.ctx.db.insert(userCategoryProgress).values({ userId: user.id, categoryId: ali!.id, gamesPlayed: 1, usedQuestionIds: used });
  expect(await remainingGames(cookie)).toEqual({ 'imam-ali': 4, 'imam-hasan': hasanGames });
  const [first, second] = await Promise.all([rowIds(['imam-ali-01']), rowIds(['imam-ali-02'])]);
  await t.ctx.db.update(questions).set({ answerAr: 'جواب كتبه المشرف' }).where(eq(questions.id, second[0]!));

  expect(await seedContentPack(t.ctx.db, fileOf(newPack()), () => packFingerprints(fileOf(OLD)))).toEqual({
    ...NOTHING,
    questions: 1,
    updated: 1,
    hidden: 1,
  });

  // Corrected in place (the same row, so games that had it keep it), with the new fields.
  expect(await byPackId('imam-ali-01')).toMatchObject({
    id: first[0],
    questionAr: 'ما الكلمة الأولى في باب علي؟',
    answerEn: 'The first answer',
    acceptedAnswersEn: ['First answer'],
    active: true,
  });
  expect(await byPackId('imam-ali-02')).toMatchObject({ answerAr: 'جواب كتبه المشرف', active: true });
  expect(await byPackId('imam-ali-03')).toMatchObject({ answerAr: 'الجواب 3', active: false });
  expect(await byPackId('imam-ali-31')).toMatchObject({ difficulty: 'hard', questionAr: 'سؤال جديد؟', active: true });
  // imam-ali now shows 9 easy (7 the player has not had), 10 normal (8), 11 hard (9).
  expect(await remainingGames(cookie)).toEqual({ 'imam-ali': 3, 'imam-hasan': hasanGames });
  expect(await remainingGames()).toEqual({ 'imam-ali': 4, 'imam-hasan': hasanGames });

  const again = await countQueries(t.database, () => seedContentPack(t.ctx.db, fileOf(newPack())));
  expect([again.result, again.statements.length]).toEqual([NOTHING, 1]);
}

describe('upgrading an installed question bank to a newer pack', () => {
  it('corrects and hides what no operator edited, adds what is new, and leaves edited questions alone', async () => {
    expect(await seedContentPack(t.ctx.db, fileOf(OLD))).toEqual({ ...NOTHING, groups: 1, categories: 2, questions: 60 });
    await playEditAndUpgrade(5);
  });

  it('upgrades an install seeded before questions had ids, finding its questions by their first Arabic text', async () => {
    // What the previous seeder left: the same rows without ids, and its record of category + Arabic text.
    await seedContentPack(t.ctx.db, fileOf(OLD));
    await t.ctx.db.update(questions).set({ packId: null, packHash: null });
    await t.ctx.db
      .update(serverSettings)
      .set({ value: { groups: ['household'], categories: ['imam-ali', 'imam-hasan'], questions: Object.keys(packFingerprints(fileOf(OLD))) } })
      .where(eq(serverSettings.key, PACK_SEEDED_KEY));
    // Back then an operator deleted imam-hasan-05 (easy) and rewrote the Arabic text of imam-hasan-06.
    await t.ctx.db.delete(questions).where(eq(questions.questionAr, OLD_TEXT.get('imam-hasan-05')!));
    await t.ctx.db.update(questions).set({ questionAr: 'سؤال أعاد المشرف كتابته؟' }).where(eq(questions.questionAr, OLD_TEXT.get('imam-hasan-06')!));

    await playEditAndUpgrade(4);
    expect(await t.ctx.db.select({ packId: questions.packId, active: questions.active }).from(questions).where(eq(questions.questionAr, 'سؤال أعاد المشرف كتابته؟'))).toEqual([
      { packId: null, active: true },
    ]);
    expect(await rowIds(['imam-hasan-05'])).toEqual([]);
    const [hasan] = await t.ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'imam-hasan'));
    expect(await t.ctx.db.$count(questions, and(eq(questions.categoryId, hasan!.id), eq(questions.active, true)))).toBe(29);
  });
});
