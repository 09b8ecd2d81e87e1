import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateGameResponse } from '@app/shared/contracts/games';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategories, seedCategory } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';
import { gameRequest, postGame } from '../../../test/games';
import { games, pointLedger, userCategoryProgress, users } from '../../db/schema/index';
import { ledgerSum } from '../points/ledger';
import { GAME_CODE_ALPHABET } from './game-code';
import type * as GameCode from './game-code';

/** Codes the generator hands out next (then random ones again): lets a test force a collision. */
const forcedCodes = vi.hoisted(() => [] as string[]);
vi.mock('./game-code', async (importOriginal) => {
  const actual = await importOriginal<typeof GameCode>();
  return { ...actual, generateGameCode: () => forcedCodes.shift() ?? actual.generateGameCode() };
});

const INSUFFICIENT =
  "Insufficient Points: You don't have enough points to create a game. Each new game costs 1 point.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function balanceOf(userId: number) {
  const [row] = await t.ctx.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row!.points;
}

async function progressOf(userId: number) {
  return t.ctx.db
    .select({
      categoryId: userCategoryProgress.categoryId,
      gamesPlayed: userCategoryProgress.gamesPlayed,
      used: userCategoryProgress.usedQuestionIds,
    })
    .from(userCategoryProgress)
    .where(eq(userCategoryProgress.userId, userId))
    .orderBy(asc(userCategoryProgress.categoryId));
}

async function gameCount() {
  const [row] = await t.ctx.db.select({ count: sql<number>`count(*)::int` }).from(games);
  return row!.count;
}

describe('POST /api/games: the spec checks, in order', () => {
  it('1. refuses a visitor with 401 before looking at the request', async () => {
    const response = await postGame(t.app, undefined, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it('2. asks for a game name first (blank counts as missing), even with everything else wrong', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 0 });
    for (const payload of [{}, { name: '   ', categoryIds: [], teamNames: ['', ''] }]) {
      const response = await postGame(t.app, cookie, payload);
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('validation_failed');
      expect(error.message).toBe('game_name_required');
      expect(Object.entries(error.fields)[0]).toEqual(['name', 'game_name_required']);
    }
  });

  it('3. then at least one category, at most six', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 0 });
    const none = await postGame(t.app, cookie, { name: 'Quiz', categoryIds: [], teamNames: ['', ''] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('categories_required');
    expect(none.json().error.fields.name).toBeUndefined();
    expect(none.json().error.fields.categoryIds).toBe('categories_required');

    const seven = await postGame(t.app, cookie, { name: 'Quiz', categoryIds: [1, 2, 3, 4, 5, 6, 7], teamNames: ['', ''] });
    expect(seven.statusCode).toBe(400);
    expect(seven.json().error.message).toBe('too_many_categories');
    expect(seven.json().error.fields.categoryIds).toBe('too_many_categories');
  });

  it('4. then two named teams', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 0 });
    for (const teamNames of [undefined, ['Lions', '  '], ['', '']]) {
      const response = await postGame(t.app, cookie, { name: 'Quiz', categoryIds: [1], teamNames });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.message).toBe('team_names_required');
      expect(Object.keys(error.fields)).toEqual(['teamNames']);
    }
  });

  it('5. then at least 1 point, with the spec message, before any category is checked', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 0 });
    // Category 999 does not exist: the points check still answers first.
    const response = await postGame(t.app, cookie, gameRequest([999]));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'insufficient_points', message: INSUFFICIENT } });
    expect(await gameCount()).toBe(0);
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('6. then each category is re-checked: every unavailable one is listed with its reason', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 2 });
    const good = await seedCategory(t.ctx.db);
    const inactive = await seedCategory(t.ctx.db, { active: false });
    const thin = await seedCategory(t.ctx.db, { questionsPerDifficulty: 1 });
    const response = await postGame(t.app, cookie, gameRequest([good.id, inactive.id, thin.id, 4242]));
    expect(response.statusCode).toBe(409);
    const { error } = response.json();
    expect(error.code).toBe('category_unavailable');
    expect(error.details).toEqual({
      categoryIds: [inactive.id, thin.id, 4242],
      reasons: {
        [inactive.id]: 'category_not_available',
        [thin.id]: 'not_enough_questions',
        4242: 'category_not_available',
      },
    });
    // Nothing kept: no game, no point taken, no progress used on the good category.
    expect(await gameCount()).toBe(0);
    expect(await balanceOf(user.id)).toBe(2);
    expect(await progressOf(user.id)).toEqual([]);
  });

  it('refuses the same category twice', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const category = await seedCategory(t.ctx.db);
    const response = await postGame(t.app, cookie, gameRequest([category.id, category.id]));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.categoryIds).toBe('duplicate_categories');
  });
});

describe('POST /api/games: a created game', () => {
  it('answers 201 with the summary and the new balance, charges 1 point through the ledger and records progress', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 2 });
    const six = await seedCategories(t.ctx.db, 6);
    const ids = six.map((c) => c.id);
    const response = await postGame(t.app, cookie, gameRequest(ids, { name: '  Friday Quiz ', teamNames: [' Lions', 'Eagles '] }));
    expect(response.statusCode).toBe(201);
    const body = response.json() as CreateGameResponse;
    expect(body.points).toBe(1);
    expect(body.game).toEqual({
      id: expect.any(Number),
      code: expect.stringMatching(new RegExp(`^[${GAME_CODE_ALPHABET}]{6}$`)),
      name: 'Friday Quiz',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      teamNames: ['Lions', 'Eagles'],
      scores: [0, 0],
      categories: six.map((c) => ({ categoryId: c.id, slug: c.slug, nameEn: c.nameEn, nameAr: c.nameAr, imageUrl: c.imageUrl })),
      finished: false,
    });

    expect(await balanceOf(user.id)).toBe(1);
    expect(await ledgerSum(t.ctx.db, user.id)).toBe(1);
    const ledger = await t.ctx.db
      .select({ delta: pointLedger.delta, reason: pointLedger.reason, reference: pointLedger.reference })
      .from(pointLedger)
      .where(eq(pointLedger.userId, user.id))
      .orderBy(asc(pointLedger.id));
    expect(ledger).toEqual([
      { delta: 2, reason: 'signup_bonus', reference: null },
      { delta: -1, reason: 'game_created', reference: String(body.game.id) },
    ]);

    // Each category served its only 2 + 2 + 2 questions, in board order.
    const [row] = await t.ctx.db.select().from(games).where(eq(games.id, body.game.id));
    expect(row!.userId).toBe(user.id);
    expect(row!.version).toBe(1);
    const state = row!.state as { categories: { categoryId: number; questions: { questionId: number; points: number }[] }[] };
    expect(state.categories.map((c) => c.categoryId)).toEqual(ids);
    for (const [index, category] of state.categories.entries()) {
      const seeded = six[index]!;
      expect(category.questions.map((q) => q.questionId)).toEqual(
        expect.arrayContaining([...seeded.questionIds.easy, ...seeded.questionIds.normal, ...seeded.questionIds.hard]),
      );
      expect(category.questions.map((q) => q.points)).toEqual([200, 200, 400, 400, 600, 600]);
    }
    const progress = await progressOf(user.id);
    expect(progress.map((p) => [p.categoryId, p.gamesPlayed, p.used.length])).toEqual(ids.map((id) => [id, 1, 6]));
  });

  it('never gives a user the same question twice, and says not_enough_questions once a category is used up', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 5 });
    const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 4 });
    const first = await postGame(t.app, cookie, gameRequest([category.id]));
    const second = await postGame(t.app, cookie, gameRequest([category.id]));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const [progress] = await progressOf(user.id);
    expect(progress!.gamesPlayed).toBe(2);
    expect([...progress!.used].sort((a, b) => a - b)).toEqual(
      [...category.questionIds.easy, ...category.questionIds.normal, ...category.questionIds.hard].sort((a, b) => a - b),
    );

    const third = await postGame(t.app, cookie, gameRequest([category.id]));
    expect(third.statusCode).toBe(409);
    expect(third.json().error.details).toEqual({ categoryIds: [category.id], reasons: { [category.id]: 'not_enough_questions' } });
    expect(await balanceOf(user.id)).toBe(3);
  });

  it('gives every game its own code', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 8 });
    const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 16 });
    const codes = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const response = await postGame(t.app, cookie, gameRequest([category.id]));
      codes.add((response.json() as CreateGameResponse).game.code);
    }
    expect(codes.size).toBe(8);
  });

  it('draws another code when the first one is taken', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 2 });
    const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 4 });
    forcedCodes.push('QVKZ23', 'QVKZ23', 'QVKZ23', 'HKM789');
    const first = await postGame(t.app, cookie, gameRequest([category.id]));
    const second = await postGame(t.app, cookie, gameRequest([category.id]));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect((first.json() as CreateGameResponse).game.code).toBe('QVKZ23');
    expect((second.json() as CreateGameResponse).game.code).toBe('HKM789');
    expect(forcedCodes).toEqual([]);
  });
});

describe('POST /api/games: all or nothing', () => {
  /** A database trigger that fails every insert into `table`: a failure in the middle of the create. */
  async function failInsertsInto(table: string, run: () => Promise<void>) {
    await t.ctx.db.execute(
      sql.raw(`create or replace function test_fail_insert() returns trigger language plpgsql as $$
        begin raise exception 'simulated failure'; end $$`),
    );
    await t.ctx.db.execute(sql.raw(`create trigger test_fail before insert on ${table} for each row execute function test_fail_insert()`));
    try {
      await run();
    } finally {
      await t.ctx.db.execute(sql.raw(`drop trigger test_fail on ${table}`));
    }
  }

  for (const [step, table] of [
    ['the question pick fails while recording progress', 'user_category_progress'],
    ['the game insert fails after the pick', 'games'],
    ['the ledger write fails after the game is inserted', 'point_ledger'],
  ] as const) {
    it(`keeps nothing when ${step}`, async () => {
      const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 2 });
      const categories = await seedCategories(t.ctx.db, 2);
      await failInsertsInto(table, async () => {
        const response = await postGame(t.app, cookie, gameRequest(categories.map((c) => c.id)));
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong. Please try again later.' } });
      });
      expect(await balanceOf(user.id)).toBe(2);
      expect(await ledgerSum(t.ctx.db, user.id)).toBe(2);
      expect(await progressOf(user.id)).toEqual([]);
      expect(await gameCount()).toBe(0);

      // The same request works once the failure is gone: the questions were not used up.
      const retry = await postGame(t.app, cookie, gameRequest(categories.map((c) => c.id)));
      expect(retry.statusCode).toBe(201);
      expect(retry.json().points).toBe(1);
    });
  }
});

describe('POST /api/games: concurrency', () => {
  it('20 concurrent creates with 1 point make exactly 1 game and leave the balance at 0', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 1 });
    const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 40 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postGame(t.app, cookie, gameRequest([category.id]))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error).toEqual({ code: 'insufficient_points', message: INSUFFICIENT });
    }
    expect(await gameCount()).toBe(1);
    expect(await balanceOf(user.id)).toBe(0);
    expect(await ledgerSum(t.ctx.db, user.id)).toBe(0);
    const progress = await progressOf(user.id);
    expect(progress.map((p) => [p.gamesPlayed, p.used.length])).toEqual([[1, 6]]);
  });

  it('20 concurrent creates with 20 points make 20 games with 120 different questions', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 20 });
    const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 40 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postGame(t.app, cookie, gameRequest([category.id]))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(responses.map((r) => (r.json() as CreateGameResponse).points).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
    expect(await balanceOf(user.id)).toBe(0);
    const [progress] = await progressOf(user.id);
    expect(progress!.gamesPlayed).toBe(20);
    expect(new Set(progress!.used).size).toBe(120);
  });
});
