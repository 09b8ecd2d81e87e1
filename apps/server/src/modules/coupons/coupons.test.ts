import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminCoupon, CouponRequest, StoreCoupon } from '@app/shared/contracts/coupons';
import { discountedFils } from '@app/shared/contracts/coupons';
import { normalizeCouponCode } from '@app/shared/coupon-code';
import type { TransactionsResponse } from '@app/shared/contracts/payments';
import type { AdminTransactionsResponse } from '@app/shared/contracts/admin';
import type { AdminPlayerDetail } from '@app/shared/contracts/admin-players';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser } from '../../../test/factories';
import { injectFetch } from '../../../test/inject-fetch';
import { balance, CARDS, expectLedgerMatchesBalances, packageId, passId, payOnSandbox, verify } from '../../../test/payments';
import { transactions } from '../../db/schema/index';
import { createProviderClient, type PaymentsDeps } from '../payments/payments-deps';
import { startReconciliation } from '../payments/reconciliation';
import { startCheckout } from '../payments/checkout';
import { createMyFatoorahClient } from '../payments/provider/myfatoorah-client';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findSandboxInvoice } from '../payments/sandbox/state';
import { seedPasses } from '../passes/index';
import { seedPackages } from '../store/service';
import { GUESSES_PER_ACCOUNT } from './redeem';

let t: TestApp;
let adminCookie: string | null = null;
/** Every call the server makes to the provider, with its JSON body. */
const providerCalls: { path: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    fetch: (self) => async (url, init) => {
      if (typeof init.body === 'string') providerCalls.push({ path: new URL(url).pathname, body: JSON.parse(init.body) as Record<string, unknown> });
      return self(url, init);
    },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  providerCalls.length = 0;
  adminCookie = null;
  await seedPackages(t.ctx.db);
  await seedPasses(t.ctx.db);
});
afterEach(() => expectLedgerMatchesBalances(t.ctx.db));

const operator = async () => {
  const huda = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'huda@example.com' });
  adminCookie = huda.cookie;
  return huda;
};
const post = (url: string, cookie: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function createCoupon(input: Partial<CouponRequest> & { code: string }) {
  const cookie = adminCookie ?? (await operator()).cookie;
  const response = await post('/api/admin/coupons', cookie, { kind: 'percent', value: 20, ...input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminCoupon>();
}

const checkoutWith = (cookie: string, body: object) => post('/api/payments/checkout', cookie, { paymentMethod: 'vm', ...body });
const executed = () => providerCalls.filter((call) => call.path.endsWith('/v2/ExecutePayment')).map((call) => call.body);

async function statusOf(id: number) {
  const [row] = await t.ctx.db.select().from(transactions).where(eq(transactions.id, id));
  return row!;
}

describe('operators create coupons', () => {
  it('validates each field with its own code, refuses a taken code, audits create and pause', async () => {
    const huda = await operator();
    const player = await seedSignedInUser(t.app, t.ctx.db, { email: 'ali@example.com' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: { cookie: player.cookie } })).statusCode).toBe(403);

    const invalid = await post('/api/admin/coupons', huda.cookie, { code: 'a!', kind: 'gift', value: 0, startsOn: '2027-02-30', maxUses: -1 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({
      code: 'coupon_code_invalid',
      kind: 'coupon_kind_invalid',
      value: 'coupon_value_invalid',
      startsOn: 'coupon_date_invalid',
      maxUses: 'coupon_limit_invalid',
    });
    const percent = await post('/api/admin/coupons', huda.cookie, { code: 'BIG', kind: 'percent', value: 101 });
    expect(percent.json().error.fields).toEqual({ value: 'coupon_percent_invalid' });
    const backwards = await post('/api/admin/coupons', huda.cookie, { code: 'LATE', kind: 'fils', value: 100, startsOn: '2027-03-01', endsOn: '2027-02-01' });
    expect(backwards.json().error.fields).toEqual({ endsOn: 'coupon_dates_order' });
    const missingPackage = await post('/api/admin/coupons', huda.cookie, { code: 'NOPE', kind: 'fils', value: 100, packageIds: [99999] });
    expect(missingPackage.json().error).toMatchObject({ code: 'validation_failed', fields: { packageIds: 'coupon_product_invalid' } });

    const created = await post('/api/admin/coupons', huda.cookie, {
      code: ' eid٢٠٢٧ ',
      kind: 'fils',
      value: 500,
      startsOn: '',
      endsOn: '2999-12-31',
      maxUses: '100',
      maxUsesPerUser: 1,
      packageIds: [await packageId(t.ctx.db, 3)],
    });
    expect(created.statusCode).toBe(201);
    const eid = created.json<AdminCoupon>();
    expect(eid).toMatchObject({ code: 'EID2027', kind: 'fils', value: 500, startsOn: null, endsOn: '2999-12-31', maxUses: 100, maxUsesPerUser: 1, passIds: [], status: 'active', used: 0, reserved: 0 });
    const taken = await post('/api/admin/coupons', huda.cookie, { code: 'Eid2027', kind: 'percent', value: 10 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('coupon_code_taken');

    const paused = await t.app.inject({ method: 'PUT', url: `/api/admin/coupons/${eid.id}`, headers: { cookie: huda.cookie }, payload: { ...eid, status: 'paused' } });
    expect(paused.json()).toMatchObject({ code: 'EID2027', status: 'paused' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: { cookie: huda.cookie } })).json<{ coupons: AdminCoupon[] }>();
    expect(list.coupons.map((c) => [c.code, c.status])).toEqual([['EID2027', 'paused']]);

    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: huda.cookie } })).json<{ entries: { action: string; target: string; before: unknown; after: unknown }[] }>();
    expect(audit.entries.filter((e) => e.action.startsWith('coupon.')).map((e) => [e.action, e.target])).toEqual([
      ['coupon.update', `coupon:${eid.id}`],
      ['coupon.create', `coupon:${eid.id}`],
    ]);
    expect(audit.entries.find((e) => e.action === 'coupon.update')).toMatchObject({ before: { status: 'active' }, after: { status: 'paused' } });
  });

  it('refuses at creation a coupon that could take a price below the 0.100 KWD minimum, saying which products', async () => {
    const huda = await operator();
    const cheapest = await packageId(t.ctx.db, 1); // 1.000 KWD
    const free = await post('/api/admin/coupons', huda.cookie, { code: 'FREE', kind: 'percent', value: 100 });
    expect(free.statusCode).toBe(422);
    expect(free.json().error).toMatchObject({ code: 'coupon_below_minimum', details: { minimumFils: 100 } });
    const tooMuch = await post('/api/admin/coupons', huda.cookie, { code: 'MINUS950', kind: 'fils', value: 950, packageIds: [cheapest] });
    expect(tooMuch.json().error.details.products).toEqual([{ packageId: cheapest, priceFils: 1000 }]);
    // 900 off leaves exactly the minimum; on the 10-point package only, 950 off is fine.
    expect((await post('/api/admin/coupons', huda.cookie, { code: 'MINUS900', kind: 'fils', value: 900, packageIds: [cheapest] })).statusCode).toBe(201);
    expect((await post('/api/admin/coupons', huda.cookie, { code: 'MINUS950', kind: 'fils', value: 950, packageIds: [await packageId(t.ctx.db, 10)] })).statusCode).toBe(201);
    // Extra points never change the price; a paused coupon is not checked.
    expect((await post('/api/admin/coupons', huda.cookie, { code: 'PLUS5', kind: 'points', value: 5 })).statusCode).toBe(201);
    expect((await post('/api/admin/coupons', huda.cookie, { code: 'LATER', kind: 'percent', value: 100, status: 'paused' })).statusCode).toBe(201);
  });

  it('changes a coupon after creation as at creation, keeps its uses, and refuses a total below them', async () => {
    const huda = await operator();
    const coupon = await createCoupon({ code: 'CHANGE1', kind: 'percent', value: 10, maxUses: 5, maxUsesPerUser: 1 });
    // Two buyers use it.
    for (const email of ['a@example.com', 'b@example.com']) {
      const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { email });
      const order = (await checkoutWith(cookie, { packageId: await packageId(t.ctx.db, 3), couponCode: 'change1' })).json<{ invoiceId: string; paymentUrl: string }>();
      await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
      expect((await verify(t.app, cookie, { invoiceId: order.invoiceId })).json()).toMatchObject({ status: 'completed' });
    }
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/admin/coupons/${coupon.id}`, headers: { cookie: huda.cookie }, payload });
    const { id: _id, used: _used, reserved: _reserved, createdAt: _createdAt, ...terms } = coupon;

    const below = await put({ ...terms, maxUses: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json().error).toEqual({
      code: 'coupon_limit_below_used',
      message: 'The total uses cannot be less than the uses already made. Enter a larger total, or leave it empty for no limit.',
      fields: { maxUses: 'coupon_limit_below_used' },
      details: { used: 2 },
    });
    const cheapest = await packageId(t.ctx.db, 1);
    const tooLow = await put({ ...terms, kind: 'fils', value: 950, packageIds: [cheapest] });
    expect(tooLow.statusCode).toBe(422);
    expect(tooLow.json().error).toMatchObject({ code: 'coupon_below_minimum', details: { products: [{ packageId: cheapest, priceFils: 1000 }] } });
    expect((await put({ ...terms, value: 0 })).json().error.fields).toEqual({ value: 'coupon_value_invalid' });
    expect((await put({ ...terms, startsOn: '2027-03-01', endsOn: '2027-02-01' })).json().error.fields).toEqual({ endsOn: 'coupon_dates_order' });

    const pass = await passId(t.ctx.db);
    const changed = await put({ ...terms, kind: 'fils', value: 500, startsOn: '2026-01-01', endsOn: '2999-01-31', maxUses: 2, maxUsesPerUser: 3, packageIds: [await packageId(t.ctx.db, 5)], passIds: [pass] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminCoupon>()).toMatchObject({
      code: 'CHANGE1',
      kind: 'fils',
      value: 500,
      startsOn: '2026-01-01',
      endsOn: '2999-01-31',
      maxUses: 2,
      maxUsesPerUser: 3,
      passIds: [pass],
      used: 2,
      reserved: 0,
    });
    // Its total is now reached: the next checkout is refused.
    const third = await seedSignedInUser(t.app, t.ctx.db, { email: 'c@example.com' });
    const refused = await checkoutWith(third.cookie, { passId: pass, couponCode: 'CHANGE1' });
    expect(refused.json().error.code).toBe('coupon_used_up');

    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: huda.cookie } })).json<{ entries: { action: string; before: unknown; after: unknown }[] }>();
    const updates = audit.entries.filter((e) => e.action === 'coupon.update');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      before: { kind: 'percent', value: 10, startsOn: null, maxUses: 5, maxUsesPerUser: 1, packageIds: [], passIds: [], used: 2 },
      after: { kind: 'fils', value: 500, startsOn: '2026-01-01', endsOn: '2999-01-31', maxUses: 2, maxUsesPerUser: 3, passIds: [pass], used: 2 },
    });
  });

  it('never lets a price fall below the minimum at checkout, even when prices changed since', () => {
    expect(discountedFils(1000, { kind: 'fils', value: 950 }, 100)).toBe(100);
    expect(discountedFils(1000, { kind: 'percent', value: 100 }, 100)).toBe(100);
    expect(discountedFils(80, { kind: 'percent', value: 50 }, 100)).toBe(80);
    expect(discountedFils(2750, { kind: 'percent', value: 15 }, 100)).toBe(2338);
    expect(discountedFils(2750, { kind: 'points', value: 15 }, 100)).toBe(2750);
  });
});

describe('buyers use a code', () => {
  it('reads codes in any case, with spaces and Arabic-Indic digits', async () => {
    expect(normalizeCouponCode(' ramadan٢٠٢٧ ')).toBe('RAMADAN2027');
    expect(normalizeCouponCode('eid۱')).toBe('EID1');
    await createCoupon({ code: 'RAMADAN2027', kind: 'percent', value: 10 });
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const found = await post('/api/store/coupon', cookie, { code: 'Ramadan ٢٠٢٧' });
    expect(found.statusCode).toBe(200);
    expect(found.json<StoreCoupon>()).toEqual({ code: 'RAMADAN2027', kind: 'percent', value: 10, packageIds: [], passIds: [], endsOn: null });
    const unknown = await post('/api/store/coupon', cookie, { code: 'RAMADAN2026' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'coupon_not_found', message: 'This code is not valid. Check it and try again.' });
  });

  it('sends the discounted amount to the provider, and history shows it with the code', async () => {
    await createCoupon({ code: 'SAVE20', kind: 'percent', value: 20 });
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 2 });
    const response = await checkoutWith(cookie, { packageId: await packageId(t.ctx.db, 10), couponCode: 'save20' });
    expect(response.statusCode).toBe(201);
    const order = response.json<{ invoiceId: string; transactionId: number; paymentUrl: string }>();
    // 7.500 KWD less 20%: 6.000 KWD, both in the methods' lookup and the invoice.
    expect(providerCalls.find((call) => call.path.endsWith('/v2/InitiatePayment'))!.body).toMatchObject({ InvoiceAmount: 6 });
    expect(executed()).toEqual([expect.objectContaining({ InvoiceValue: 6 })]);
    const invoice = await findSandboxInvoice(t.ctx.db, { Key: order.invoiceId, KeyType: 'InvoiceId' });
    expect(invoice?.invoiceValueFils).toBe(6000);

    await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
    expect((await verify(t.app, cookie, { invoiceId: order.invoiceId })).json()).toMatchObject({ status: 'completed', points: 12 });
    const history = (await t.app.inject({ method: 'GET', url: '/api/payments/transactions', headers: { cookie } })).json<TransactionsResponse>();
    expect(history.transactions[0]).toMatchObject({ amountFils: 6000, points: 10, coupon: { code: 'SAVE20', discountFils: 1500, bonusPoints: 0 }, status: 'completed' });

    // The console's purchases list and the player's page carry the code too.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/transactions?status=all', headers: { cookie: adminCookie! } })).json<AdminTransactionsResponse>();
    expect(listed.transactions.map((tx) => [tx.amountFils, tx.coupon])).toEqual([[6000, { code: 'SAVE20', discountFils: 1500, bonusPoints: 0 }]]);
    const buyerId = (await statusOf(order.transactionId)).userId!;
    const player = (await t.app.inject({ method: 'GET', url: `/api/admin/users/${buyerId}`, headers: { cookie: adminCookie! } })).json<AdminPlayerDetail>();
    expect(player.purchases.map((p) => p.coupon)).toEqual([{ code: 'SAVE20', discountFils: 1500, bonusPoints: 0 }]);
  });

  it('the MyFatoorah client asks the real provider for the discounted amount', async () => {
    await createCoupon({ code: 'REAL10', kind: 'fils', value: 900 });
    const { user } = await seedSignedInUser(t.app, t.ctx.db);
    const recordings = path.resolve(import.meta.dirname, '../../../test/recordings');
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    const client = createMyFatoorahClient({
      baseUrl: 'https://apitest.myfatoorah.com',
      apiKey: 'test-key',
      fetch: async (url, init) => {
        sent.push({ url, body: JSON.parse(init.body as string) as Record<string, unknown> });
        const answer = readFileSync(path.join(recordings, url.endsWith('/v2/InitiatePayment') ? 'initiate.json' : 'execute.json'), 'utf8');
        return new Response(answer, { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    const deps: PaymentsDeps = { db: t.ctx.db, client, config: t.ctx.config, log: { info: () => {}, warn: () => {}, error: () => {} } as unknown as PaymentsDeps['log'] };
    const order = await startCheckout(deps, user, { packageId: await packageId(t.ctx.db, 5), paymentMethod: 'vm', couponCode: 'REAL10' }, { ip: '203.0.113.9' });
    // 4.250 KWD less 0.900 KWD.
    expect(sent.map((call) => [new URL(call.url).pathname, call.body.InvoiceAmount ?? call.body.InvoiceValue])).toEqual([
      ['/v2/InitiatePayment', 3.35],
      ['/v2/ExecutePayment', 3.35],
    ]);
    expect(sent[1]!.body).toMatchObject({ PaymentMethodId: 20, DisplayCurrencyIso: 'KWD' });
    expect(await statusOf(order.transactionId)).toMatchObject({ amountFils: 3350, discountFils: 900, couponCode: 'REAL10', status: 'pending' });
  });

  it('a fixed discount on a pass, and extra points credited once with the purchase', async () => {
    await createCoupon({ code: 'PASS1', kind: 'fils', value: 1000, passIds: [await passId(t.ctx.db)] });
    await createCoupon({ code: 'PLUS3', kind: 'points', value: 3 });
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 2 });
    const onPackage = await checkoutWith(cookie, { packageId: await packageId(t.ctx.db, 3), couponCode: 'PASS1' });
    expect(onPackage.statusCode).toBe(409);
    expect(onPackage.json().error.code).toBe('coupon_not_applicable');
    const pass = await checkoutWith(cookie, { passId: await passId(t.ctx.db), couponCode: 'pass1' });
    expect(executed().at(-1)).toMatchObject({ InvoiceValue: 4 });
    expect((await statusOf(pass.json().transactionId)).amountFils).toBe(4000);

    const bonus = (await checkoutWith(cookie, { packageId: await packageId(t.ctx.db, 3), couponCode: 'plus3' })).json<{ invoiceId: string; paymentUrl: string }>();
    expect(executed().at(-1)).toMatchObject({ InvoiceValue: 2.75 });
    await payOnSandbox(t.app, bonus.paymentUrl, CARDS.paid);
    await verify(t.app, cookie, { invoiceId: bonus.invoiceId });
    await verify(t.app, cookie, { invoiceId: bonus.invoiceId });
    expect(await balance(t.ctx.db, user.id)).toBe(2 + 3 + 3);
    const history = (await t.app.inject({ method: 'GET', url: '/api/payments/transactions?status=completed', headers: { cookie } })).json<TransactionsResponse>();
    expect(history.transactions[0]).toMatchObject({ points: 6, amountFils: 2750, coupon: { code: 'PLUS3', discountFils: 0, bonusPoints: 3 } });
  });

  it('20 concurrent checkouts with a one-use code: exactly one invoice at the discount, 19 refused', async () => {
    await createCoupon({ code: 'ONCE', kind: 'percent', value: 50, maxUses: 1 });
    const pkg = await packageId(t.ctx.db, 1);
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => seedSignedInUser(t.app, t.ctx.db, { email: `buyer${i}@example.com` })));
    const answers = await Promise.all(buyers.map((buyer) => checkoutWith(buyer.cookie, { packageId: pkg, couponCode: 'once' })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toEqual({ code: 'coupon_used_up', message: 'This code has been used up.' });
    }
    expect(executed()).toEqual([expect.objectContaining({ InvoiceValue: 0.5 })]);
    const rows = await t.ctx.db.select().from(transactions);
    expect(rows.map((r) => [r.couponCode, r.amountFils, r.status])).toEqual([['ONCE', 500, 'pending']]);
  });

  it('gives a use back when the payment fails, is cancelled or expires', async () => {
    await createCoupon({ code: 'ONE', kind: 'fils', value: 250, maxUses: 1 });
    const pkg = await packageId(t.ctx.db, 1);
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const other = await seedSignedInUser(t.app, t.ctx.db, { email: 'other@example.com' });
    const usedUp = async () => (await checkoutWith(other.cookie, { packageId: pkg, couponCode: 'ONE' })).json().error?.code;

    // Declined by the bank.
    const declined = (await checkoutWith(cookie, { packageId: pkg, couponCode: 'ONE' })).json<{ invoiceId: string; paymentUrl: string; transactionId: number }>();
    expect(await usedUp()).toBe('coupon_used_up');
    const refusedTry = await payOnSandbox(t.app, declined.paymentUrl, CARDS.declined);
    await verify(t.app, cookie, { paymentId: refusedTry.paymentId! });
    expect((await statusOf(declined.transactionId)).status).toBe('failed');

    // Cancelled by the buyer.
    const cancelled = (await checkoutWith(cookie, { packageId: pkg, couponCode: 'ONE' })).json<{ transactionId: number }>();
    expect(await usedUp()).toBe('coupon_used_up');
    const cancel = await post(`/api/payments/transactions/${cancelled.transactionId}/cancel`, cookie, {});
    expect(cancel.json()).toMatchObject({ status: 'failed', failureKind: 'cancelled' });

    // Never paid: reconciliation ends it after a day.
    const stale = (await checkoutWith(cookie, { packageId: pkg, couponCode: 'ONE' })).json<{ transactionId: number }>();
    expect(await usedUp()).toBe('coupon_used_up');
    await t.ctx.db.update(transactions).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(transactions.id, stale.transactionId));
    const deps: PaymentsDeps = {
      db: t.ctx.db,
      client: createProviderClient(t.ctx.config, injectFetch(() => t.app, t.ctx.config.appUrl)),
      config: t.ctx.config,
      log: { info: () => {}, warn: () => {}, error: () => {} } as unknown as PaymentsDeps['log'],
    };
    const job = startReconciliation(deps, { call: { timeoutMs: 2_000, retries: 0, retryDelayMs: 1 }, intervalMs: 3_600_000 });
    await job.runOnce({ everyPending: true });
    await job.stop();
    expect((await statusOf(stale.transactionId))).toMatchObject({ status: 'failed', failureReason: 'expired: Not paid within a day' });

    // The use is free again: the other buyer gets it.
    expect((await checkoutWith(other.cookie, { packageId: pkg, couponCode: 'ONE' })).statusCode).toBe(201);
    expect(executed().map((body) => body.InvoiceValue)).toEqual([0.75, 0.75, 0.75, 0.75]);
  });

  it('holds each buyer to the uses per user', async () => {
    await createCoupon({ code: 'TWICE', kind: 'percent', value: 10, maxUsesPerUser: 2 });
    const pkg = await packageId(t.ctx.db, 1);
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const other = await seedSignedInUser(t.app, t.ctx.db, { email: 'other@example.com' });
    expect((await checkoutWith(cookie, { packageId: pkg, couponCode: 'TWICE' })).statusCode).toBe(201);
    expect((await checkoutWith(cookie, { packageId: pkg, couponCode: 'twice' })).statusCode).toBe(201);
    const third = await checkoutWith(cookie, { packageId: pkg, couponCode: 'TWICE' });
    expect(third.statusCode).toBe(409);
    expect(third.json().error.code).toBe('coupon_user_limit');
    expect((await post('/api/store/coupon', cookie, { code: 'twice' })).json().error.code).toBe('coupon_user_limit');
    expect((await checkoutWith(other.cookie, { packageId: pkg, couponCode: 'TWICE' })).statusCode).toBe(201);
    // Without the code the buyer still pays the full price.
    expect((await checkoutWith(cookie, { packageId: pkg })).statusCode).toBe(201);
    expect(executed().map((body) => body.InvoiceValue)).toEqual([0.9, 0.9, 0.9, 1]);
  });

  it('refuses paused, ended, not yet started and past codes', async () => {
    const paused = await createCoupon({ code: 'PAUSED', status: 'paused' });
    expect(paused.status).toBe('paused');
    await createCoupon({ code: 'ENDED', status: 'ended' });
    await createCoupon({ code: 'SOON', startsOn: '2999-01-01' });
    await createCoupon({ code: 'PAST', endsOn: '2020-01-01' });
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const codeOf = async (code: string) => (await post('/api/store/coupon', cookie, { code })).json().error.code;
    expect(await codeOf('paused')).toBe('coupon_not_found');
    expect(await codeOf('ended')).toBe('coupon_expired');
    expect(await codeOf('soon')).toBe('coupon_not_started');
    expect(await codeOf('past')).toBe('coupon_expired');
    const checkout = await checkoutWith(cookie, { packageId: await packageId(t.ctx.db, 1), couponCode: 'PAST' });
    expect(checkout.statusCode).toBe(409);
    expect(executed()).toEqual([]);
  });

  it('limits guessing per account and per address, counting only codes that are not found', async () => {
    await createCoupon({ code: 'REAL', kind: 'percent', value: 10 });
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    for (let i = 0; i < GUESSES_PER_ACCOUNT; i++) expect((await post('/api/store/coupon', cookie, { code: `GUESS${i}` })).statusCode).toBe(404);
    const limited = await post('/api/store/coupon', cookie, { code: 'REAL' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({ code: 'rate_limited', message: 'Too many codes tried. Please wait a few minutes and try again.' });
    expect((await checkoutWith(cookie, { packageId: await packageId(t.ctx.db, 1), couponCode: 'REAL' })).statusCode).toBe(429);
    // Another account on another address is not held back; a good code never counts.
    const other = await seedSignedInUser(t.app, t.ctx.db, { email: 'other@example.com' });
    for (let i = 0; i < 15; i++) expect((await post('/api/store/coupon', other.cookie, { code: 'real' })).statusCode).toBe(200);
    // The address: 30 guesses from one network, spread over accounts.
    const spread = await Promise.all(Array.from({ length: 3 }, (_, i) => seedSignedInUser(t.app, t.ctx.db, { email: `g${i}@example.com` })));
    let refusedByAddress = 0;
    for (const guesser of spread) {
      for (let i = 0; i < 9; i++) if ((await post('/api/store/coupon', guesser.cookie, { code: `NOPE${i}` })).statusCode === 429) refusedByAddress++;
    }
    // 10 earlier + 27 here: the address reaches 30 after 20 of these.
    expect(refusedByAddress).toBe(7);
    expect((await post('/api/store/coupon', other.cookie, { code: 'real' })).statusCode).toBe(429);
  });
});
