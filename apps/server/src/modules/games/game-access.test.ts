import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GamesListResponse } from '@app/shared/contracts/games';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategory } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';
import { createGameViaApi, postAction } from '../../../test/games';
import { games } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const NOT_FOUND = { error: { code: 'not_found', message: 'Game not found.' } };

async function ownerWithGame() {
  const owner = await seedSignedInUser(t.app, t.ctx.db, { points: 3 });
  const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 6 });
  const created = await createGameViaApi(t.app, owner.cookie, [category.id]);
  return { ...owner, category, gameId: created.game.id };
}

/** Every game route with a path id, as (method, url, payload). */
const gameRoutes = (id: number | string) =>
  [
    ['GET', `/api/games/${id}`, undefined],
    ['POST', `/api/games/${id}/actions`, { action: { type: 'toggleTurn' } }],
    ['POST', `/api/games/${id}/actions`, { action: { type: 'reset' } }],
  ] as const;

describe('who may see and play a game', () => {
  it("answers 404 for another user's game on every route and changes nothing", async () => {
    const { gameId } = await ownerWithGame();
    const stranger = await seedSignedInUser(t.app, t.ctx.db);
    const [before] = await t.ctx.db.select().from(games).where(eq(games.id, gameId));
    for (const [method, url, payload] of gameRoutes(gameId)) {
      const response = await t.app.inject({ method, url, headers: { cookie: stranger.cookie }, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    const list = (await t.app.inject({ method: 'GET', url: '/api/games', headers: { cookie: stranger.cookie } })).json();
    expect(list).toEqual({ games: [] });
    const [after] = await t.ctx.db.select().from(games).where(eq(games.id, gameId));
    expect(after).toEqual(before);
  });

  it('answers 404 for ids that are not games or not numbers', async () => {
    const { cookie } = await ownerWithGame();
    for (const id of ['999999', 'abc', '1.5', '-1', '0', '01', '99999999999', '1e3']) {
      for (const [method, url, payload] of gameRoutes(id)) {
        const response = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    }
  });

  it('answers 401 to visitors on every game route', async () => {
    const { gameId } = await ownerWithGame();
    for (const [method, url, payload] of [['GET', '/api/games', undefined], ...gameRoutes(gameId)] as const) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${gameId}/actions`, payload: { action: { type: 'reset' } } })).statusCode).toBe(401);
  });

  it("the owner's actions still work after a stranger's attempts", async () => {
    const { cookie, gameId } = await ownerWithGame();
    const stranger = await seedSignedInUser(t.app, t.ctx.db);
    expect((await postAction(t.app, stranger.cookie, gameId, { type: 'useDouble', team: 0 })).statusCode).toBe(404);
    const mine = await postAction(t.app, cookie, gameId, { type: 'useDouble', team: 0 });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().version).toBe(2);
  });
});

describe('GET /api/games (my games)', () => {
  it("lists only the caller's games, newest first, with their category cards", async () => {
    const { cookie, category } = await ownerWithGame();
    const second = await createGameViaApi(t.app, cookie, [category.id], { name: 'Second', teamNames: ['A', 'B'] });
    const third = await createGameViaApi(t.app, cookie, [category.id], { name: 'Third', teamNames: ['C', 'D'] });
    const other = await seedSignedInUser(t.app, t.ctx.db);
    const otherCategory = await seedCategory(t.ctx.db);
    await createGameViaApi(t.app, other.cookie, [otherCategory.id]);

    const response = await t.app.inject({ method: 'GET', url: '/api/games', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { games: list } = response.json() as GamesListResponse;
    expect(list.map((g) => g.name)).toEqual(['Third', 'Second', 'Friday Quiz']);
    expect(list[0]).toEqual(third.game);
    expect(list[1]).toEqual(second.game);
    expect(list[0]!.categories).toEqual([
      { categoryId: category.id, slug: category.slug, nameEn: category.nameEn, nameAr: category.nameAr, imageUrl: category.imageUrl },
    ]);
  });

  it('answers an empty list to a user without games', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const response = await t.app.inject({ method: 'GET', url: '/api/games', headers: { cookie } });
    expect(response.json()).toEqual({ games: [] });
  });
});
