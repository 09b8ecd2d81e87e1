import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsQuerySchema } from '@app/shared/contracts/payments';
import { listAdminCategories } from '../../src/modules/content/console-categories';
import { exportContent } from '../../src/modules/content/files/export-content';
import { boardContentOf } from '../../src/modules/games/read-games';
import { listTransactions } from '../../src/modules/payments/list-transactions';
import { enforce } from '../../src/modules/rate-limit/index';
import { getSiteInfo } from '../../src/modules/site/service';
import { createTestApp, type TestApp } from '../app';
import { seedCategory } from '../content-factory';
import { seedSignedInUser } from '../factories';
import { createGameViaApi } from '../games';

/**
 * Probe finding: pg warned "Calling client.query() when the client is already executing a query":
 * queries started together (Promise.all) inside a transaction, which is one connection. Every
 * reader that may be given a transaction now sends its queries one at a time. On PostgreSQL
 * (TEST_DATABASE_URL) a second query on a busy client raises that warning; PGlite has one
 * connection and queues them silently, so there the test checks the readers still answer.
 */
let t: TestApp;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);
beforeAll(async () => {
  t = await createTestApp();
  process.on('warning', onWarning);
});
afterAll(async () => {
  process.off('warning', onWarning);
  await t.close();
});

describe('no two queries at once on one connection', () => {
  it('the readers used inside transactions send their queries one after another', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 3 });
    const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 6 });
    const gameId = (await createGameViaApi(t.app, cookie, [category.id])).game.id;
    const game = await t.app.inject({ method: 'GET', url: `/api/games/${gameId}`, headers: { cookie } });
    const record = { ...game.json().game, createdAt: new Date(), userId: user.id };

    const answers = await t.ctx.db.transaction(async (tx) => ({
      site: await getSiteInfo(tx),
      pack: await exportContent(tx),
      categories: await listAdminCategories(tx),
      purchases: await listTransactions(tx, user.id, transactionsQuerySchema.parse({})),
      board: await boardContentOf(tx, record),
      limited: await enforce(tx, [{ key: 'overlap:a', max: 5, windowMs: 60_000 }, { key: 'overlap:b', max: 5, windowMs: 60_000 }], 'x'),
    }));
    // Let a warning emitted on the last query reach the listener.
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    expect(answers.pack.categories.map((c) => c.slug)).toEqual([category.slug]);
    expect(answers.categories.categories.map((c) => c.id)).toEqual([category.id]);
    expect(answers.purchases.total).toBe(0);
    expect(answers.board.categories.map((c) => c.categoryId)).toEqual([category.id]);
  });
});
