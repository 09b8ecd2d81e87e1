import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import { seedCategory } from '../content-factory';
import { loginCookie, seedSignedInUser, seedUser } from '../factories';
import { createGameViaApi, gameRequest } from '../games';

/** Probe finding: POST /api/admin/questions {"categoryId": 2147483648} answered 500 (integer out of range). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const TOO_LARGE = 2_147_483_648;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('an id past the largest row id is a validation error, never a 500', () => {
  it('in every request schema that takes a row id', async () => {
    const operator = await seedUser(t.ctx.db, { role: 'admin' });
    const operatorCookie = await loginCookie(t.app, operator.email);
    const host = await seedSignedInUser(t.app, t.ctx.db, { points: 3 });
    const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 6 });
    const gameId = (await createGameViaApi(t.app, host.cookie, [category.id])).game.id;

    const refused = [
      await call('POST', '/api/admin/questions', operatorCookie, { categoryId: TOO_LARGE, difficulty: 'easy', questionAr: 'س', answerAr: 'ج' }),
      await call('POST', '/api/games', host.cookie, gameRequest([category.id, TOO_LARGE])),
      await call('POST', `/api/games/${gameId}/actions`, host.cookie, { action: { type: 'openQuestion', questionId: TOO_LARGE } }),
      await call('POST', `/api/games/${gameId}/tv-clock`, host.cookie, { questionId: TOO_LARGE, elapsedMs: 0, running: true }),
      await call('POST', '/api/payments/checkout', host.cookie, { packageId: TOO_LARGE, paymentMethod: 'kn' }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    // A filter naming no possible category is no filter.
    expect((await call('GET', `/api/admin/questions?categoryId=${TOO_LARGE}`, operatorCookie)).statusCode).toBe(200);
    // The largest possible id is a row that does not exist.
    const largest = await call('POST', '/api/admin/questions', operatorCookie, { categoryId: TOO_LARGE - 1, difficulty: 'easy', questionAr: 'س', answerAr: 'ج' });
    expect(largest.statusCode).toBeLessThan(500);
  });
});
