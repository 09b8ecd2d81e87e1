import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CategoriesResponse } from '@app/shared/contracts/content';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategory, seedGroup, seedQuestions, type SeededCategory } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';
import { countQueries } from '../../../test/query-counter';
import { categories, questions } from '../../db/schema/index';
import { pickQuestionsForGame } from './selection';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const getCategories = async (cookie?: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/categories', headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  return { body: response.json<CategoriesResponse>(), headers: response.headers };
};

const remainingBySlug = (body: CategoriesResponse) =>
  Object.fromEntries(body.groups.flatMap((g) => g.categories.map((c) => [c.slug, c.remainingGames])));

describe('GET /api/categories', () => {
  it('lists active categories by group in sort order, ungrouped last, with descriptions and images', async () => {
    const quran = await seedGroup(t.ctx.db, { slug: 'quran-and-knowledge', nameEn: 'Quran and Knowledge', nameAr: 'القرآن والمعرفة', sortOrder: 2 });
    const household = await seedGroup(t.ctx.db, { slug: 'prophet-and-household', nameEn: 'The Prophet and His Household', nameAr: 'النبي وأهل بيته', sortOrder: 1 });
    await seedGroup(t.ctx.db, { slug: 'empty-group', sortOrder: 0 });
    const ali = await seedCategory(t.ctx.db, { questionsPerDifficulty: 6, slug: 'imam-ali', nameEn: 'Imam Ali', nameAr: 'الإمام علي (ع)', groupId: household.id, sortOrder: 2 });
    const prophet = await seedCategory(t.ctx.db, { slug: 'prophet-muhammad', groupId: household.id, sortOrder: 1, counts: { easy: 9, normal: 4, hard: 7 } });
    const quranCat = await seedCategory(t.ctx.db, { slug: 'holy-quran', groupId: quran.id, counts: { easy: 3, normal: 6, hard: 6 } });
    await seedCategory(t.ctx.db, { questionsPerDifficulty: 6, slug: 'hidden', groupId: quran.id, active: false });
    const loose = await seedCategory(t.ctx.db, { slug: 'occasions', counts: { easy: 2, normal: 2, hard: 2 } });

    const { body, headers } = await getCategories();
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toEqual({
      groups: [
        {
          slug: 'prophet-and-household',
          nameEn: 'The Prophet and His Household',
          nameAr: 'النبي وأهل بيته',
          categories: [
            {
              id: prophet.id,
              slug: 'prophet-muhammad',
              nameEn: 'Category prophet-muhammad',
              nameAr: 'فئة prophet-muhammad',
              descriptionEn: 'About prophet-muhammad',
              descriptionAr: 'عن prophet-muhammad',
              imageUrl: '/categories/prophet-muhammad.svg',
              remainingGames: 2,
            },
            {
              id: ali.id,
              slug: 'imam-ali',
              nameEn: 'Imam Ali',
              nameAr: 'الإمام علي (ع)',
              descriptionEn: 'About imam-ali',
              descriptionAr: 'عن imam-ali',
              imageUrl: '/categories/imam-ali.svg',
              remainingGames: 3,
            },
          ],
        },
        {
          slug: 'quran-and-knowledge',
          nameEn: 'Quran and Knowledge',
          nameAr: 'القرآن والمعرفة',
          categories: [expect.objectContaining({ id: quranCat.id, slug: 'holy-quran', remainingGames: 1 })],
        },
        {
          slug: 'ungrouped',
          nameEn: 'Ungrouped',
          nameAr: 'غير مصنفة',
          categories: [expect.objectContaining({ id: loose.id, slug: 'occasions', remainingGames: 1 })],
        },
      ],
    });
  });

  it('leaves out a category that cannot fill one game, but keeps one a player has used up', async () => {
    await seedCategory(t.ctx.db, { slug: 'new-draft', counts: { easy: 6, normal: 1, hard: 6 } });
    await seedCategory(t.ctx.db, { slug: 'empty-draft', counts: { easy: 0, normal: 0, hard: 0 } });
    const small = await seedCategory(t.ctx.db, { slug: 'lady-fatima', counts: { easy: 2, normal: 2, hard: 2 } });
    const player = await seedSignedInUser(t.app, t.ctx.db);
    expect(remainingBySlug((await getCategories()).body)).toEqual({ 'lady-fatima': 1 });

    await t.ctx.db.transaction((tx) => pickQuestionsForGame(tx, player.user.id, [small.id]));
    expect(remainingBySlug((await getCategories(player.cookie)).body)).toEqual({ 'lady-fatima': 0 });

    // An operator deactivates one hard question: nobody can play it any more, so it is hidden.
    await t.ctx.db.update(questions).set({ active: false }).where(eq(questions.id, small.questionIds.hard[0]!));
    expect((await getCategories(player.cookie)).body).toEqual({ groups: [] });
    expect((await getCategories()).body).toEqual({ groups: [] });
  });

  it('hides a category once an operator deactivates it', async () => {
    const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 6, slug: 'lady-zaynab' });
    expect(remainingBySlug((await getCategories()).body)).toEqual({ 'lady-zaynab': 3 });
    await t.ctx.db.update(categories).set({ active: false }).where(eq(categories.id, category.id));
    expect((await getCategories()).body).toEqual({ groups: [] });
  });

  it("gives each signed-in user their own remaining games and a visitor a new player's", async () => {
    const a = await seedCategory(t.ctx.db, { slug: 'imam-husayn', counts: { easy: 6, normal: 6, hard: 6 } });
    const b = await seedCategory(t.ctx.db, { slug: 'twelve-imams', counts: { easy: 4, normal: 5, hard: 4 } });
    const player = await seedSignedInUser(t.app, t.ctx.db);
    const other = await seedSignedInUser(t.app, t.ctx.db);
    await t.ctx.db.transaction((tx) => pickQuestionsForGame(tx, player.user.id, [a.id, b.id]));
    await t.ctx.db.transaction((tx) => pickQuestionsForGame(tx, player.user.id, [a.id]));

    expect(remainingBySlug((await getCategories(player.cookie)).body)).toEqual({ 'imam-husayn': 1, 'twelve-imams': 1 });
    expect(remainingBySlug((await getCategories(other.cookie)).body)).toEqual({ 'imam-husayn': 3, 'twelve-imams': 2 });
    expect(remainingBySlug((await getCategories()).body)).toEqual({ 'imam-husayn': 3, 'twelve-imams': 2 });

    // twelve-imams has 2 easy, 3 normal, 2 hard unused for the player: 2 more of each raise it to 2 games.
    await seedQuestions(t.ctx.db, b.id, 'easy', 2);
    await seedQuestions(t.ctx.db, b.id, 'hard', 2);
    expect(remainingBySlug((await getCategories(player.cookie)).body)).toEqual({ 'imam-husayn': 1, 'twelve-imams': 1 });
    await seedQuestions(t.ctx.db, b.id, 'normal', 1);
    expect(remainingBySlug((await getCategories(player.cookie)).body)).toEqual({ 'imam-husayn': 1, 'twelve-imams': 2 });
  });

  it('answers for 24 categories in one database round trip', async () => {
    const groups = [await seedGroup(t.ctx.db, { sortOrder: 1 }), await seedGroup(t.ctx.db, { sortOrder: 2 }), null];
    const seeded: SeededCategory[] = [];
    for (let i = 0; i < 24; i++) {
      seeded.push(await seedCategory(t.ctx.db, { questionsPerDifficulty: 6, groupId: groups[i % 3]?.id ?? null, sortOrder: i }));
    }
    const player = await seedSignedInUser(t.app, t.ctx.db);
    await t.ctx.db.transaction((tx) => pickQuestionsForGame(tx, player.user.id, seeded.slice(0, 6).map((c) => c.id)));

    // A visitor: the list is the only statement.
    const visitor = await countQueries(t.database, () => getCategories());
    expect(visitor.statements).toHaveLength(1);
    expect(visitor.result.body.groups.flatMap((g) => g.categories)).toHaveLength(24);
    expect(visitor.result.body.groups.map((g) => g.categories.length)).toEqual([8, 8, 8]);

    // A signed-in user: the same one statement, plus the session lookup when the session is not
    // in memory (on PostgreSQL, every time; on PGlite, the first time).
    const ping = () => t.app.inject({ method: 'HEAD', url: '/api/ping', headers: { cookie: player.cookie } });
    await ping();
    const baseline = await countQueries(t.database, ping);
    expect(baseline.statements).toHaveLength(t.database.exclusive ? 0 : 1);
    const signedIn = await countQueries(t.database, () => getCategories(player.cookie));
    expect(signedIn.statements).toHaveLength(baseline.statements.length + 1);
    const counts = signedIn.result.body.groups.flatMap((g) => g.categories.map((c) => c.remainingGames));
    expect(counts.filter((n) => n === 2)).toHaveLength(6);
    expect(counts.filter((n) => n === 3)).toHaveLength(18);
  });
});
