import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategories } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';
import { createGameViaApi } from '../../../test/games';
import type { Database } from '../../db/client';
import { games } from '../../db/schema/index';
import { GameStore } from './game-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function newGame() {
  const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 2 });
  const categories = await seedCategories(t.ctx.db, 1);
  const created = await createGameViaApi(t.app, cookie, categories.map((c) => c.id));
  return { userId: user.id, gameId: created.game.id };
}

async function savedVersion(gameId: number): Promise<number> {
  const [row] = await t.ctx.db.select({ version: games.version }).from(games).where(eq(games.id, gameId));
  return row!.version;
}

describe('GameStore', () => {
  it('never takes back a newer state when a read that started earlier finishes late', async () => {
    const { userId, gameId } = await newGame();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    // The first read of the row gets its answer from the database, then waits.
    const database: Database = {
      ...t.database,
      queryPrepared: async (...args) => {
        const rows = await t.database.queryPrepared(...args);
        if (calls++ === 0) await held;
        return rows as never;
      },
    };
    const store = new GameStore(database);

    const lateRead = store.read(gameId, userId);
    const action = await store.act(gameId, userId, { type: 'toggleTurn' });
    expect(action.version).toBe(2);
    release();
    expect((await lateRead).version).toBe(1);

    const current = await store.read(gameId, userId);
    expect(current.version).toBe(2);
    expect(current.state.currentTeam).toBe(1);
    expect((await store.act(gameId, userId, { type: 'toggleTurn' })).version).toBe(3);
    expect(await savedVersion(gameId)).toBe(3);
  });

  it('keeps the last saved state when a save fails, and the next action goes on from it', async () => {
    const { userId, gameId } = await newGame();
    let failNext = false;
    const db = new Proxy(t.database.db, {
      get(target, key, receiver) {
        if (key === 'execute' || key === 'transaction') {
          return (...args: unknown[]) => {
            if (failNext) {
              failNext = false;
              return Promise.reject(new Error('connection lost'));
            }
            return (Reflect.get(target, key, receiver) as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    const store = new GameStore({ ...t.database, db });
    await store.act(gameId, userId, { type: 'adjustScore', team: 0, direction: 'plus' });

    failNext = true;
    await expect(store.act(gameId, userId, { type: 'adjustScore', team: 0, direction: 'plus' })).rejects.toThrow('connection lost');
    const after = await store.read(gameId, userId);
    expect(after).toMatchObject({ version: 2 });
    expect(after.state.teams[0].score).toBe(200);

    const next = await store.act(gameId, userId, { type: 'adjustScore', team: 0, direction: 'plus' });
    expect(next.version).toBe(3);
    expect(next.state.teams[0].score).toBe(400);
    expect(await savedVersion(gameId)).toBe(3);
  });

  it('answers 404 for a game that is not the user\'s, even once it is in memory', async () => {
    const { userId, gameId } = await newGame();
    const store = new GameStore(t.database);
    await store.read(gameId, userId);
    await expect(store.read(gameId, userId + 1)).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(store.act(gameId, userId + 1, { type: 'toggleTurn' })).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(await savedVersion(gameId)).toBe(1);
  });
});
