import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxInvoices, transactions } from '../../db/schema/index';
import { createProviderClient, type PaymentsDeps } from './payments-deps';
import { seedPackages } from '../store/service';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser } from '../../../test/factories';
import { injectFetch } from '../../../test/inject-fetch';
import { balance, CARDS, checkout, expectLedgerMatchesBalances, packageId, payOnSandbox, purchaseCredits, verify } from '../../../test/payments';
import type { FetchLike } from './provider/myfatoorah-client';
import { nextCheckAt, startReconciliation, type Reconciliation } from './reconciliation';

let t: TestApp;
let deps: PaymentsDeps;
let job: Reconciliation | undefined;
let provider: 'up' | 'down' | 'hang' = 'up';
const logged: { level: string; message: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const self = injectFetch(() => t.app, t.ctx.config.appUrl);
  const fetch: FetchLike = (url, init) => {
    if (provider === 'down') return Promise.reject(new TypeError('fetch failed'));
    if (provider === 'hang') {
      return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true }));
    }
    return self(url, init);
  };
  const log = (level: string) => (_obj: unknown, message?: string) => void logged.push({ level, message: message ?? '' });
  deps = {
    db: t.ctx.db,
    client: createProviderClient(t.ctx.config, fetch),
    config: t.ctx.config,
    log: { info: log('info'), warn: log('warn'), error: log('error') } as unknown as PaymentsDeps['log'],
  };
});
afterAll(() => t.close());
beforeEach(async () => {
  provider = 'up';
  logged.length = 0;
  await t.reset();
  await seedPackages(t.ctx.db);
});
afterEach(async () => {
  await job?.stop();
  job = undefined;
  await expectLedgerMatchesBalances(t.ctx.db);
});

const FAST = { call: { timeoutMs: 2_000, retries: 1, retryDelayMs: 1 }, intervalMs: 3_600_000 };

async function row(id: number) {
  const [r] = await t.ctx.db.select().from(transactions).where(eq(transactions.id, id));
  return r!;
}

async function paidButNeverVerified() {
  const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
  const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 3) });
  const paid = await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
  return { user, cookie, order, paid };
}

describe('schedule', () => {
  const created = new Date('2025-01-01T00:00:00Z');
  const at = (ms: number) => new Date(created.getTime() + ms);
  const MIN = 60_000;

  it('every minute for the first hour, then hourly until a day has passed', () => {
    expect(nextCheckAt(created, at(0))).toEqual(at(MIN));
    expect(nextCheckAt(created, at(59 * MIN))).toEqual(at(60 * MIN));
    expect(nextCheckAt(created, at(61 * MIN))).toEqual(at(121 * MIN));
    expect(nextCheckAt(created, at(23.5 * 60 * MIN))).toEqual(at(24 * 60 * MIN));
    expect(nextCheckAt(created, at(24 * 60 * MIN))).toBeNull();
  });
});

describe('reconciliation job', () => {
  it('on start, credits an order paid while nobody was looking, exactly once', async () => {
    const { user, order, paid } = await paidButNeverVerified();
    job = startReconciliation(deps, FAST);
    expect(await job.runOnce()).toBe(1);
    expect(await row(order.transactionId)).toMatchObject({ status: 'completed', paymentId: paid.paymentId, nextCheckAt: null, checkAttempts: 1 });
    expect(await balance(t.ctx.db, user.id)).toBe(5);
    await job.runOnce({ everyPending: true });
    expect(await purchaseCredits(t.ctx.db, user.id)).toBe(1);
    expect(logged).toContainEqual({ level: 'info', message: 'purchase credited' });
  });

  it('looks only at due orders afterwards and moves still-pending ones to their next check', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 1) });
    await payOnSandbox(t.app, order.paymentUrl, CARDS.staysPending);
    job = startReconciliation(deps, FAST);
    await job.runOnce();
    const afterStart = await row(order.transactionId);
    expect(afterStart).toMatchObject({ status: 'pending', checkAttempts: 1 });
    expect(afterStart.nextCheckAt!.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(await job.runOnce()).toBe(0);
    await t.ctx.db.update(transactions).set({ nextCheckAt: new Date(Date.now() - 1000) }).where(eq(transactions.id, order.transactionId));
    expect(await job.runOnce()).toBe(1);
    expect((await row(order.transactionId)).checkAttempts).toBe(2);
  });

  it('marks an expired invoice failed, and an order still unpaid after a day', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const expired = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 1) });
    await t.ctx.db.execute(sql`update sandbox_invoices set expires_at = now() - interval '1 minute' where id = ${Number(expired.invoiceId)}`);
    const stale = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 1) });
    await payOnSandbox(t.app, stale.paymentUrl, CARDS.staysPending);
    await t.ctx.db.update(transactions).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(transactions.id, stale.transactionId));
    job = startReconciliation(deps, FAST);
    await job.runOnce();
    expect(await row(expired.transactionId)).toMatchObject({ status: 'failed', failureReason: 'expired: The invoice expired before it was paid' });
    expect(await row(stale.transactionId)).toMatchObject({ status: 'failed', failureReason: 'expired: Not paid within a day', nextCheckAt: null });
  });

  it('a paid answer later still wins over "expired" (the webhook or the page credits it)', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 1) });
    await payOnSandbox(t.app, order.paymentUrl, CARDS.staysPending);
    await t.ctx.db.update(transactions).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(transactions.id, order.transactionId));
    job = startReconciliation(deps, FAST);
    await job.runOnce();
    expect((await row(order.transactionId)).status).toBe('failed');
    await t.ctx.db.execute(sql`update sandbox_invoices set status = 'Paid', transactions = jsonb_set(transactions, '{0,TransactionStatus}', '"Succss"')`);
    const body = (await verify(t.app, cookie, { invoiceId: order.invoiceId })).json();
    expect(body.status).toBe('failed');
    const [invoice] = await t.ctx.db.select().from(sandboxInvoices);
    const paymentId = (invoice!.transactions as { PaymentId: string }[])[0]!.PaymentId;
    expect((await verify(t.app, cookie, { paymentId: 'x' + paymentId })).statusCode).toBe(404);
    expect((await verify(t.app, cookie, { paymentId })).json()).toMatchObject({ status: 'completed', points: 3 });
    expect(await balance(t.ctx.db, user.id)).toBe(3);
  });

  it('never marks an order failed while the provider is unreachable; retries by the guidance', async () => {
    const { order } = await paidButNeverVerified();
    provider = 'down';
    job = startReconciliation(deps, FAST);
    await job.runOnce();
    expect(await row(order.transactionId)).toMatchObject({ status: 'pending', checkAttempts: 1 });
    await t.ctx.db.update(transactions).set({ createdAt: new Date(Date.now() - 25 * 3_600_000), nextCheckAt: new Date(0) }).where(eq(transactions.id, order.transactionId));
    await job.runOnce();
    const after = await row(order.transactionId);
    expect(after.status).toBe('pending');
    expect(after.nextCheckAt!.getTime() - Date.now()).toBeGreaterThan(3_500_000);
    provider = 'up';
    await t.ctx.db.update(transactions).set({ nextCheckAt: new Date(0) }).where(eq(transactions.id, order.transactionId));
    await job.runOnce();
    expect((await row(order.transactionId)).status).toBe('completed');
  });

  it('the job and the return page at once still credit once', async () => {
    const { user, cookie, order, paid } = await paidButNeverVerified();
    job = startReconciliation(deps, FAST);
    await Promise.all([
      job.runOnce({ everyPending: true }),
      ...Array.from({ length: 10 }, () => verify(t.app, cookie, { paymentId: paid.paymentId! })),
      job.runOnce(),
    ]);
    expect((await row(order.transactionId)).status).toBe('completed');
    expect(await purchaseCredits(t.ctx.db, user.id)).toBe(1);
    expect(await balance(t.ctx.db, user.id)).toBe(5);
  });

  it('stop() ends a pass waiting on the provider without marking anything', async () => {
    const { order } = await paidButNeverVerified();
    provider = 'hang';
    job = startReconciliation(deps, { ...FAST, call: { timeoutMs: 60_000, retries: 3, retryDelayMs: 5_000 } });
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    await job.stop();
    job = undefined;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await row(order.transactionId)).status).toBe('pending');
  });
});
