import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminRefund } from '@app/shared/contracts/admin-payments';
import { games, pointLedger } from '../../src/db/schema/index';
import { seedPackages } from '../../src/modules/store/service';
import { createTestApp, type TestApp } from '../app';
import { seedCategory } from '../content-factory';
import { seedSignedInUser } from '../factories';
import { gameRequest, postGame } from '../games';
import { balance, CARDS, checkout, expectLedgerMatchesBalances, packageId, payOnSandbox, verify } from '../payments';

/**
 * Finding: a refund that takes the points back could leave them spent. The balance was checked,
 * the provider asked, and the points taken only after its answer: games created in that window
 * kept the points while the money went back. The points are now taken when the refund is claimed.
 */
const GAMES_TRIED = 10;

/** While set, the provider's MakeRefund waits for it (the window in which games are created). */
let providerAnswers: Promise<void> | null = null;
let providerAsked: () => void = () => {};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    fetch: (self) => async (url, init) => {
      if (url.endsWith('/MakeRefund') && providerAnswers) {
        providerAsked();
        await providerAnswers;
      }
      return self(url, init);
    },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  providerAnswers = null;
  await t.reset();
  await seedPackages(t.ctx.db);
});

/** A player holding 7 points (2 on signup, 5 bought for 4.250 KWD), and an operator. */
async function purchase() {
  const player = await seedSignedInUser(t.app, t.ctx.db, { email: 'zahra@example.com' });
  const order = await checkout(t.app, player.cookie, { packageId: await packageId(t.ctx.db, 5), paymentMethod: 'vm' });
  await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
  expect((await verify(t.app, player.cookie, { invoiceId: order.invoiceId })).json()).toMatchObject({ status: 'completed', points: 7 });
  const operator = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'huda@example.com' });
  const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 2 * GAMES_TRIED });
  const refund = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/transactions/${order.transactionId}/refund`,
      headers: { cookie: operator.cookie },
      payload: { reason: 'Chargeback', takePoints: true },
    });
  const createGames = () => Promise.all(Array.from({ length: GAMES_TRIED }, () => postGame(t.app, player.cookie, gameRequest([category.id]))));
  return { player, order, refund, createGames };
}

/** Holds the provider's answer until `release` is called; resolves `asked` once the provider has the request. */
function holdProvider() {
  let release: () => void = () => {};
  providerAnswers = new Promise((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (providerAsked = resolve));
  return { asked, release };
}

async function gamesOf(userId: number) {
  const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(games).where(eq(games.userId, userId));
  return Number(row!.n);
}

async function refundLedger(userId: number) {
  const rows = await t.ctx.db.select({ delta: pointLedger.delta }).from(pointLedger).where(and(eq(pointLedger.userId, userId), eq(pointLedger.reason, 'refund')));
  return rows.map((row) => row.delta);
}

describe('refunding points while the player creates games', () => {
  it('takes the points before the provider is asked: games created meanwhile spend only what is left', async () => {
    const { player, refund, createGames } = await purchase();
    const provider = holdProvider();
    const refunding = refund();
    await provider.asked;
    expect(await balance(t.ctx.db, player.user.id)).toBe(2);

    const created = await createGames();
    provider.release();
    const answer = await refunding;

    expect(answer.statusCode).toBe(201);
    expect(answer.json<AdminRefund>()).toMatchObject({ takePoints: true, pointsTaken: 5 });
    expect(created.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(created.filter((r) => r.statusCode === 409).map((r) => r.json().error.code)).toEqual(Array(GAMES_TRIED - 2).fill('insufficient_points'));
    expect(await gamesOf(player.user.id)).toBe(2);
    expect(await balance(t.ctx.db, player.user.id)).toBe(0);
    expect(await refundLedger(player.user.id)).toEqual([-5]);
    await expectLedgerMatchesBalances(t.ctx.db);
  });

  it('gives the points back when the provider refuses, after games were created with what was left', async () => {
    const { player, order, refund, createGames } = await purchase();
    await t.ctx.db.execute(sql`update sandbox_invoices set status = 'Pending' where id = ${Number(order.invoiceId)}`);
    const provider = holdProvider();
    const refunding = refund();
    await provider.asked;
    const created = await createGames();
    provider.release();
    const answer = await refunding;

    expect([answer.statusCode, answer.json().error.code]).toEqual([422, 'refund_refused']);
    expect(created.filter((r) => r.statusCode === 201)).toHaveLength(2);
    // 7 - 5 held - 2 games, then the 5 given back.
    expect(await balance(t.ctx.db, player.user.id)).toBe(5);
    expect(await refundLedger(player.user.id)).toEqual([-5, 5]);
    await expectLedgerMatchesBalances(t.ctx.db);
  });

  it('with games and the refund truly at once, the refund either takes all 5 points first or is refused as already spent', async () => {
    const { player, refund, createGames } = await purchase();
    const [answer, created] = await Promise.all([refund(), createGames()]);
    const made = created.filter((r) => r.statusCode === 201).length;
    expect(await gamesOf(player.user.id)).toBe(made);

    if (answer.statusCode === 201) {
      expect(answer.json<AdminRefund>().pointsTaken).toBe(5);
      expect(made).toBeLessThanOrEqual(2);
      expect(await balance(t.ctx.db, player.user.id)).toBe(2 - made);
      expect(await refundLedger(player.user.id)).toEqual([-5]);
    } else {
      expect([answer.statusCode, answer.json().error.code]).toEqual([409, 'refund_points_short']);
      const { details } = answer.json().error;
      expect(details.points).toBe(5);
      expect(details.balance).toBeLessThan(5);
      expect(details.used).toBe(5 - details.balance);
      expect(made).toBe(7);
      expect(await balance(t.ctx.db, player.user.id)).toBe(7 - made);
      expect(await refundLedger(player.user.id)).toEqual([]);
    }
    await expectLedgerMatchesBalances(t.ctx.db);
  });
});
