import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TransactionsResponse, TransactionView } from '@app/shared/contracts/payments';
import { transactions } from '../../db/schema/index';
import { seedPackages } from '../store/service';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser } from '../../../test/factories';
import { balance, CARDS, checkout, expectLedgerMatchesBalances, packageId, payOnSandbox, verify } from '../../../test/payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await seedPackages(t.ctx.db);
});
afterEach(async () => {
  await t.app.paymentsSandbox!.webhooks.idle();
  await expectLedgerMatchesBalances(t.ctx.db);
});

async function listed(cookie: string): Promise<TransactionView[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/payments/transactions', headers: { cookie } });
  return response.json<TransactionsResponse>().transactions;
}

const cancel = (cookie: string, id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/payments/transactions/${id}/cancel`, headers: { cookie } });

describe('a checkout left without paying', () => {
  it('waits with the way back to the provider page, until the invoice can no longer be paid', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 3) });
    expect(await listed(cookie)).toMatchObject([{ status: 'pending', continueUrl: order.paymentUrl, failureKind: null }]);
    await t.ctx.db.update(transactions).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(transactions.id, order.transactionId));
    expect(await listed(cookie)).toMatchObject([{ status: 'pending', continueUrl: null }]);
  });

  it('Cancel: failed as cancelled, nothing charged, no way back; only for its owner', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const other = await seedSignedInUser(t.app, t.ctx.db, { email: 'other@example.com' });
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 3) });
    const refused = await cancel(other.cookie, order.transactionId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('transaction_not_found');
    expect((await cancel(cookie, 'abc')).statusCode).toBe(404);

    const response = await cancel(cookie, order.transactionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: order.transactionId, status: 'failed', failureCode: 'cancelled', failureKind: 'cancelled', continueUrl: null });
    // The signup bonus only.
    expect(await balance(t.ctx.db, user.id)).toBe(2);
    expect((await cancel(cookie, order.transactionId)).json()).toMatchObject({ status: 'failed', failureKind: 'cancelled' });
  });

  it('Cancel after the buyer did pay: the payment is credited, never cancelled', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 3) });
    await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
    expect((await cancel(cookie, order.transactionId)).json()).toMatchObject({ status: 'completed', failureKind: null, continueUrl: null });
    // The signup bonus of 2 and the 3 bought.
    expect(await balance(t.ctx.db, user.id)).toBe(5);
  });

  it('a decline is explained as declined and keeps the way back; a cancel on the provider page reads as cancelled', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 1) });
    const declined = await payOnSandbox(t.app, order.paymentUrl, CARDS.declined);
    expect((await verify(t.app, cookie, { paymentId: declined.paymentId! })).json().transaction).toMatchObject({
      status: 'failed',
      failureCode: 'MF002',
      failureKind: 'declined',
      continueUrl: order.paymentUrl,
    });

    const second = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 1) });
    const cancelled = await payOnSandbox(t.app, second.paymentUrl, CARDS.paid, { action: 'cancel' });
    expect((await verify(t.app, cookie, { paymentId: cancelled.paymentId! })).json().transaction).toMatchObject({
      status: 'failed',
      failureCode: 'MF006',
      failureKind: 'cancelled',
      continueUrl: second.paymentUrl,
    });
  });
});
