import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TransactionsResponse, VerifyPaymentResponse } from '@app/shared/contracts/payments';
import { packages, pointLedger, transactions } from '../../db/schema/index';
import { signWebhook } from './provider/webhook-signature';
import { webhookBody } from './sandbox/webhook-sender';
import { findSandboxInvoice, transactionsOf } from './sandbox/state';
import { seedPackages } from '../store/service';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser } from '../../../test/factories';
import { balance, CARDS, checkout, expectLedgerMatchesBalances, packageId, payOnSandbox, purchaseCredits, verify } from '../../../test/payments';

let t: TestApp;
/** How the provider behaves for the next calls: normal, unreachable, or answering an HTML error page. */
let provider: 'up' | 'down' | 'html' = 'up';
beforeAll(async () => {
  t = await createTestApp({
    fetch: (self) => async (url, init) => {
      if (url.includes('/sandbox/') && provider === 'down') throw new TypeError('fetch failed');
      if (url.includes('/sandbox/') && provider === 'html') return new Response('<html><title>502 Bad Gateway</title></html>', { status: 502 });
      return self(url, init);
    },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  provider = 'up';
  await t.reset();
  await seedPackages(t.ctx.db);
});
afterEach(async () => {
  await t.app.paymentsSandbox!.webhooks.idle();
  await expectLedgerMatchesBalances(t.ctx.db);
});

async function signedWebhook(invoiceId: string, paymentId: string, secret = t.ctx.config.payments.webhookSecret) {
  const invoice = await findSandboxInvoice(t.ctx.db, { Key: invoiceId, KeyType: 'InvoiceId' });
  const attempt = transactionsOf(invoice!).find((a) => a.PaymentId === paymentId)!;
  const body = webhookBody(invoice!, attempt);
  return { body, signature: signWebhook(body, secret) };
}

async function transactionRow(id: number) {
  const [row] = await t.ctx.db.select().from(transactions).where(eq(transactions.id, id));
  return row!;
}

describe('GET /api/store/packages', () => {
  it('lists the DECISIONS.md 17 packages with discount and savings against the single-game price', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/store/packages' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.singleGamePriceFils).toBe(1000);
    expect(body.packages.map((p: Record<string, unknown>) => [p.points, p.priceFils, p.savingsFils, p.discountPercent, p.badgeEn])).toEqual([
      [1, 1000, 0, 0, null],
      [3, 2750, 250, 8, null],
      [5, 4250, 750, 15, null],
      [10, 7500, 2500, 25, 'Most popular'],
      [25, 17500, 7500, 30, 'Best value'],
    ]);
  });

  it('hides inactive packages and keeps operator edits when seeding again', async () => {
    await t.ctx.db.update(packages).set({ active: false }).where(eq(packages.points, 5));
    await t.ctx.db.update(packages).set({ priceFils: 2500 }).where(eq(packages.points, 3));
    await seedPackages(t.ctx.db);
    const body = (await t.app.inject({ method: 'GET', url: '/api/store/packages' })).json();
    expect(body.packages.map((p: { points: number; priceFils: number }) => [p.points, p.priceFils])).toEqual([
      [1, 1000],
      [3, 2500],
      [10, 7500],
      [25, 17500],
    ]);
  });
});

describe('POST /api/payments/checkout', () => {
  it('needs a session, a valid package and an active one', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/payments/checkout', payload: { packageId: 1 } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual({ code: 'unauthenticated', message: 'Authentication required. Please log in again.' });
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/payments/checkout', headers: { cookie }, payload: { packageId: 'x', paymentMethod: 'cash' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ packageId: 'package_required', paymentMethod: 'payment_method_invalid' });
    const id = await packageId(t.ctx.db, 5);
    await t.ctx.db.update(packages).set({ active: false }).where(eq(packages.id, id));
    const inactive = await t.app.inject({ method: 'POST', url: '/api/payments/checkout', headers: { cookie }, payload: { packageId: id } });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().error.code).toBe('package_not_found');
    expect(await t.ctx.db.select().from(transactions)).toEqual([]);
  });

  it('creates a pending transaction and a provider invoice for the chosen method', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { preferredLanguage: 'ar' });
    const result = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 3), paymentMethod: 'vm' });
    expect(result.paymentUrl).toMatch(/^http:\/\/localhost:3000\/sandbox\/myfatoorah\/checkout\/\d+\?token=\w+&method=vm$/);
    const row = await transactionRow(result.transactionId);
    expect(row).toMatchObject({ userId: user.id, points: 3, amountFils: 2750, status: 'pending', invoiceId: result.invoiceId, paymentUrl: result.paymentUrl, paymentId: null });
    expect(row.transactionCode).toMatch(/^TQ-\d{8}-[0-9A-F]{10}$/);
    expect(row.nextCheckAt!.getTime()).toBeGreaterThan(Date.now());
    const invoice = await findSandboxInvoice(t.ctx.db, { Key: result.invoiceId, KeyType: 'InvoiceId' });
    expect(invoice).toMatchObject({
      invoiceValueFils: 2750,
      customerReference: row.transactionCode,
      userDefinedField: String(row.id),
      callbackUrl: 'http://localhost:3000/payment/success',
      errorUrl: 'http://localhost:3000/payment/success',
      language: 'ar',
      customerEmail: user.email,
    });
  });
});

describe('POST /api/payments/verify', () => {
  it('4242: completed, points credited once, from the paymentId of the return URL', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 5) });
    const paid = await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
    const response = await verify(t.app, cookie, { paymentId: paid.paymentId! });
    expect(response.statusCode).toBe(200);
    const body = response.json<VerifyPaymentResponse>();
    expect(body).toMatchObject({ success: true, status: 'completed', points: 7 });
    expect(body.transaction).toMatchObject({
      id: order.transactionId,
      status: 'completed',
      points: 5,
      amountFils: 4250,
      invoiceId: order.invoiceId,
      paymentId: paid.paymentId,
      failureCode: null,
    });
    expect(body.transaction.transactionId).toMatch(/^\d{15}$/);
    expect(await balance(t.ctx.db, user.id)).toBe(7);
    const again = await verify(t.app, cookie, { invoiceId: order.invoiceId });
    expect(again.json()).toMatchObject({ status: 'completed', points: 7 });
    expect(await purchaseCredits(t.ctx.db, user.id)).toBe(1);
    const [ledger] = await t.ctx.db.select().from(pointLedger).where(sql`${pointLedger.reason} = 'purchase'`);
    expect(ledger).toMatchObject({ userId: user.id, delta: 5, reference: body.transaction.transactionCode });
  });

  it('4000...0002: failed with the provider code; nothing credited', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 1), paymentMethod: 'kn' });
    const declined = await payOnSandbox(t.app, order.paymentUrl, CARDS.declined);
    const body = (await verify(t.app, cookie, { paymentId: declined.paymentId! })).json<VerifyPaymentResponse>();
    expect(body).toMatchObject({ status: 'failed', points: 2 });
    expect(body.transaction).toMatchObject({ status: 'failed', failureCode: 'MF002', failureMessage: 'Declined by the card issuer', paymentId: declined.paymentId });
    expect(await purchaseCredits(t.ctx.db, user.id)).toBe(0);
  });

  it('a paid retry on the same invoice overrides the earlier decline', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 1) });
    const declined = await payOnSandbox(t.app, order.paymentUrl, CARDS.declined);
    expect((await verify(t.app, cookie, { paymentId: declined.paymentId! })).json().status).toBe('failed');
    const paid = await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
    const body = (await verify(t.app, cookie, { paymentId: paid.paymentId! })).json<VerifyPaymentResponse>();
    expect(body.transaction).toMatchObject({ status: 'completed', paymentId: paid.paymentId, failureCode: null });
    expect(await balance(t.ctx.db, user.id)).toBe(3);
  });

  it('4000...0259: pending first, completed once the provider says paid', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 3) });
    const pending = await payOnSandbox(t.app, order.paymentUrl, CARDS.pendingThenPaid);
    const first = (await verify(t.app, cookie, { paymentId: pending.paymentId! })).json<VerifyPaymentResponse>();
    expect(first).toMatchObject({ status: 'pending', points: 2 });
    // The sandbox settles the attempt after 5 s; move its clock instead of waiting.
    await t.ctx.db.execute(sql`update sandbox_invoices set transactions = jsonb_set(transactions, '{0,settleAt}', to_jsonb(now() - interval '1 second'))`);
    const second = (await verify(t.app, cookie, { paymentId: pending.paymentId! })).json<VerifyPaymentResponse>();
    expect(second).toMatchObject({ status: 'completed', points: 5 });
    expect(await purchaseCredits(t.ctx.db, user.id)).toBe(1);
  });

  it('tries raw input in the spec order: a full return URL, a bare id, an id with text around it', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const first = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 1) });
    const paid = await payOnSandbox(t.app, first.paymentUrl, CARDS.paid);
    const byUrl = await verify(t.app, cookie, { rawInput: paid.location! });
    expect(byUrl.json()).toMatchObject({ status: 'completed', transaction: { id: first.transactionId } });

    const second = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 1) });
    const paid2 = await payOnSandbox(t.app, second.paymentUrl, CARDS.paid);
    expect((await verify(t.app, cookie, { rawInput: `payment_${paid2.paymentId}` })).json()).toMatchObject({ status: 'completed', transaction: { id: second.transactionId } });
    // The result page sends what the address carried; the server alone reads the digits out of it.
    expect((await verify(t.app, cookie, { paymentId: `payment_${paid2.paymentId}` })).json()).toMatchObject({ status: 'completed', transaction: { id: second.transactionId } });
    expect((await verify(t.app, cookie, { rawInput: `  ${second.invoiceId} ` })).json()).toMatchObject({ transaction: { id: second.transactionId } });
    expect((await verify(t.app, cookie, { rawInput: `https://shop.example/payment/success?invoiceId=${first.invoiceId}` })).json()).toMatchObject({
      transaction: { id: first.transactionId },
    });
  });

  it('answers unknown ids with the spec messages and refuses empty input', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const empty = await verify(t.app, cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ paymentId: 'payment_id_required' });
    const unknown = await verify(t.app, cookie, { paymentId: '0700000000000000000001' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'payment_not_found', message: 'Failed to check payment with paymentId/invoiceId' });
    const raw = await verify(t.app, cookie, { rawInput: 'nothing here' });
    expect(raw.json().error).toEqual({ code: 'payment_not_found', message: 'Failed to verify payment with raw input' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/payments/verify', payload: { paymentId: '1' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("a user cannot verify another user's payment (nothing changes) nor see their transactions", async () => {
    const owner = await seedSignedInUser(t.app, t.ctx.db);
    const other = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, owner.cookie, { packageId: await packageId(t.ctx.db, 10) });
    const paid = await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
    for (const body of [{ paymentId: paid.paymentId! }, { invoiceId: order.invoiceId }, { rawInput: paid.location! }] as Record<string, string>[]) {
      const response = await verify(t.app, other.cookie, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('payment_not_found');
    }
    expect((await transactionRow(order.transactionId)).status).toBe('pending');
    expect(await balance(t.ctx.db, owner.user.id)).toBe(2);
    expect(await balance(t.ctx.db, other.user.id)).toBe(2);
    const list = (await t.app.inject({ method: 'GET', url: '/api/payments/transactions', headers: { cookie: other.cookie } })).json<TransactionsResponse>();
    expect(list).toEqual({ transactions: [], total: 0, page: 1, pageSize: 10 });
    expect((await verify(t.app, owner.cookie, { paymentId: paid.paymentId! })).json().status).toBe('completed');
  });

  it('does not credit a paid invoice whose amount or reference does not match the order', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 3) });
    await t.ctx.db.execute(sql`update sandbox_invoices set invoice_value_fils = 1000 where id = ${Number(order.invoiceId)}`);
    const paid = await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
    const body = (await verify(t.app, cookie, { paymentId: paid.paymentId! })).json<VerifyPaymentResponse>();
    expect(body.transaction).toMatchObject({ status: 'failed', failureCode: 'amount_mismatch' });
    expect(await balance(t.ctx.db, user.id)).toBe(2);

    const second = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 1) });
    await t.ctx.db.execute(sql`update sandbox_invoices set customer_reference = 'someone-else' where id = ${Number(second.invoiceId)}`);
    const paid2 = await payOnSandbox(t.app, second.paymentUrl, CARDS.paid);
    expect((await verify(t.app, cookie, { paymentId: paid2.paymentId! })).json().transaction).toMatchObject({ status: 'failed', failureCode: 'reference_mismatch' });
    expect(await balance(t.ctx.db, user.id)).toBe(2);
  });
});

describe('exactly once (DECISIONS.md 16)', () => {
  it('50 concurrent verify calls plus 5 duplicate webhooks for one paid invoice credit once', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 25) });
    const paid = await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
    const hook = await signedWebhook(order.invoiceId, paid.paymentId!);
    const calls = [
      ...Array.from({ length: 50 }, (_, i) =>
        verify(t.app, cookie, i % 3 === 0 ? { invoiceId: order.invoiceId } : i % 3 === 1 ? { paymentId: paid.paymentId! } : { rawInput: paid.location! }),
      ),
      ...Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'myfatoorah-signature': hook.signature }, payload: hook.body }),
      ),
    ];
    const responses = await Promise.all(calls);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(55).fill(200));
    expect(responses.slice(0, 50).map((r) => r.json().status)).toEqual(Array(50).fill('completed'));
    expect(responses.slice(50).map((r) => r.json())).toEqual(Array(5).fill({ received: true, status: 'completed' }));
    expect(await purchaseCredits(t.ctx.db, user.id)).toBe(1);
    expect(await balance(t.ctx.db, user.id)).toBe(27);
  });

  it('a forged webhook signature is refused with 401 and changes nothing', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 3) });
    const paid = await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
    const forged = await signedWebhook(order.invoiceId, paid.paymentId!, 'not-the-secret');
    const before = await transactionRow(order.transactionId);
    for (const headers of [{ 'myfatoorah-signature': forged.signature }, {}, { 'myfatoorah-signature': '' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: forged.body });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({ code: 'invalid_signature', message: 'Invalid or missing webhook signature' });
    }
    const garbage = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(garbage.statusCode).toBe(401);
    expect(await transactionRow(order.transactionId)).toEqual(before);
    expect(await balance(t.ctx.db, user.id)).toBe(2);
  });

  it('a signed webhook alone credits the buyer who never came back', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 5) });
    const paid = await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
    const hook = await signedWebhook(order.invoiceId, paid.paymentId!);
    const response = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'myfatoorah-signature': hook.signature }, payload: hook.body });
    expect(response.json()).toEqual({ received: true, status: 'completed' });
    expect(await balance(t.ctx.db, user.id)).toBe(7);
    const unknown = await signedWebhook(order.invoiceId, paid.paymentId!);
    (unknown.body.Data!.Invoice as { Id: string }).Id = '999';
    const ignored = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'myfatoorah-signature': signWebhook(unknown.body, t.ctx.config.payments.webhookSecret) },
      payload: unknown.body,
    });
    expect(ignored.json()).toEqual({ received: true, ignored: 'unknown_invoice' });
  });
});

describe('GET /api/payments/transactions', () => {
  it('lists own transactions only, with filters, both sorts and pages', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const other = await seedSignedInUser(t.app, t.ctx.db);
    await checkout(t.app, other.cookie, { packageId: await packageId(t.ctx.db, 1) });
    const ids: number[] = [];
    for (const card of [CARDS.paid, CARDS.declined, CARDS.staysPending, CARDS.paid]) {
      const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 1) });
      const result = await payOnSandbox(t.app, order.paymentUrl, card);
      await verify(t.app, cookie, { paymentId: result.paymentId! });
      ids.push(order.transactionId);
    }
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/payments/transactions${query}`, headers: { cookie } })).json<TransactionsResponse>();
    const all = await list('');
    expect(all.total).toBe(4);
    expect(all.transactions.map((x) => x.id)).toEqual([...ids].reverse());
    expect(all.transactions.map((x) => x.status)).toEqual(['completed', 'pending', 'failed', 'completed']);
    expect((await list('?sort=oldest')).transactions.map((x) => x.id)).toEqual(ids);
    expect((await list('?status=completed')).transactions.map((x) => x.id)).toEqual([ids[3], ids[0]]);
    expect((await list('?status=failed')).transactions.map((x) => x.id)).toEqual([ids[1]]);
    expect((await list('?status=pending')).total).toBe(1);
    const page2 = await list('?pageSize=3&page=2');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.transactions.map((x) => x.id)).toEqual([ids[0]]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/payments/transactions?status=chargeback&pageSize=500', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ status: 'status_invalid', pageSize: 'page_size_invalid' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/payments/transactions' });
    expect(anonymous.json().error).toEqual({ code: 'unauthenticated', message: 'Authentication required. Please log in again.' });
  });
});

describe('when the provider cannot be reached', () => {
  it('checkout answers 503 with a way forward and leaves a failed transaction, not a dangling one', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    for (const mode of ['down', 'html'] as const) {
      provider = mode;
      const response = await t.app.inject({ method: 'POST', url: '/api/payments/checkout', headers: { cookie }, payload: { packageId: await packageId(t.ctx.db, 3) } });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toEqual({
        code: 'payment_provider_unavailable',
        message: 'The payment service cannot be reached right now. Please try again in a few minutes.',
      });
    }
    const rows = await t.ctx.db.select().from(transactions);
    expect(rows.map((r) => [r.status, r.failureReason?.split(':')[0], r.invoiceId])).toEqual([
      ['failed', 'checkout_failed', null],
      ['failed', 'checkout_failed', null],
    ]);
  });

  it('verify keeps a paid order pending (for reconciliation) and reports an unknown id as a status failure', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const order = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 1) });
    const paid = await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
    provider = 'down';
    const known = await verify(t.app, cookie, { invoiceId: order.invoiceId });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ status: 'pending', points: 2 });
    const unknownPayment = await verify(t.app, cookie, { paymentId: paid.paymentId! });
    expect(unknownPayment.statusCode).toBe(503);
    expect(unknownPayment.json().error).toEqual({
      code: 'payment_provider_unavailable',
      message: 'The payment service cannot be reached right now. Please try again in a few minutes.',
    });
    const hook = await signedWebhook(order.invoiceId, paid.paymentId!);
    const webhook = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'myfatoorah-signature': hook.signature }, payload: hook.body });
    expect(webhook.statusCode).toBe(503);
    expect(await balance(t.ctx.db, user.id)).toBe(2);
    provider = 'up';
    const retried = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'myfatoorah-signature': hook.signature }, payload: hook.body });
    expect(retried.json()).toEqual({ received: true, status: 'completed' });
    expect(await balance(t.ctx.db, user.id)).toBe(3);
  });
});
