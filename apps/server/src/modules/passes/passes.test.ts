import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminRefund } from '@app/shared/contracts/admin-payments';
import type { TransactionsResponse } from '@app/shared/contracts/payments';
import type { MyPassResponse, StorePackagesResponse } from '@app/shared/contracts/store';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategory } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';
import { gameRequest, postGame } from '../../../test/games';
import { balance, CARDS, checkout, expectLedgerMatchesBalances, passId, payOnSandbox, purchaseCredits, verify } from '../../../test/payments';
import { passGrants, passes, pointLedger, transactions } from '../../db/schema/index';
import { signWebhook } from '../payments/provider/webhook-signature';
import { webhookBody } from '../payments/sandbox/webhook-sender';
import { findSandboxInvoice, transactionsOf } from '../payments/sandbox/state';
import { createGame } from '../games/create-game';
import { seedPackages } from '../store/service';
import { findPassOnSale, listStorePasses, seedPasses } from './index';

const DAY_MS = 86_400_000;
const MAJLIS = 'Majlis pass: 30 days';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { SANDBOX_WEBHOOK_DELAY_MS: '0' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.paymentsSandbox!.webhooks.idle();
  await t.reset();
  await seedPackages(t.ctx.db);
  await seedPasses(t.ctx.db);
});
afterEach(async () => {
  await t.app.paymentsSandbox!.webhooks.idle();
  await expectLedgerMatchesBalances(t.ctx.db);
});

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const myPass = async (cookie: string) => (await call('GET', '/api/store/my-pass', cookie)).json<MyPassResponse>().pass;

async function signedWebhook(invoiceId: string, paymentId: string) {
  const invoice = await findSandboxInvoice(t.ctx.db, { Key: invoiceId, KeyType: 'InvoiceId' });
  const attempt = transactionsOf(invoice!).find((a) => a.PaymentId === paymentId)!;
  const body = webhookBody(invoice!, attempt);
  return { body, signature: signWebhook(body, t.ctx.config.payments.webhookSecret) };
}

/** A player (2 signup points) who paid for the seeded pass; the return page settled it. */
async function passBuyer(email = 'zahra@example.com') {
  const player = await seedSignedInUser(t.app, t.ctx.db, { email, points: 2 });
  const order = await buyPass(player.cookie);
  return { ...player, order };
}

async function buyPass(cookie: string) {
  const order = await checkout(t.app, cookie, { passId: await passId(t.ctx.db), paymentMethod: 'vm' });
  await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
  expect((await verify(t.app, cookie, { invoiceId: order.invoiceId })).json()).toMatchObject({ status: 'completed', points: 2 });
  await t.app.paymentsSandbox!.webhooks.idle();
  return order;
}

async function grantsOf(userId: number) {
  return t.ctx.db.select().from(passGrants).where(eq(passGrants.userId, userId)).orderBy(asc(passGrants.id));
}

async function gameLedger(userId: number) {
  const rows = await t.ctx.db
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), eq(pointLedger.reason, 'game_created')))
    .orderBy(asc(pointLedger.id));
  return rows.map((r) => [r.delta, r.note]);
}

describe('the store sells passes', () => {
  it('a fresh install sells "Majlis pass: 30 days" for 5.000 KWD, in both languages', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/store/packages' })).json<StorePackagesResponse>();
    expect(body.passes).toEqual([{ id: expect.any(Number), nameEn: MAJLIS, nameAr: 'اشتراك المجلس: 30 يومًا', days: 30, priceFils: 5000, saleTo: null }]);
    await seedPasses(t.ctx.db);
    expect((await t.ctx.db.select().from(passes)).length).toBe(1);
  });

  it('hides a paused pass and one outside its sale dates, and refuses to sell them', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await passId(t.ctx.db);
    const listed = async () => (await t.app.inject({ method: 'GET', url: '/api/store/packages' })).json<StorePackagesResponse>().passes.length;
    for (const change of [{ active: false }, { saleFrom: '2999-01-01' }, { saleTo: '2000-01-31' }]) {
      await t.ctx.db.update(passes).set({ active: true, saleFrom: null, saleTo: null, ...change }).where(eq(passes.id, id));
      expect(await listed()).toBe(0);
      const refused = await call('POST', '/api/payments/checkout', cookie, { passId: id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toEqual({ code: 'pass_not_found', message: 'This pass is no longer on sale. Please choose another one.' });
    }
    expect(await t.ctx.db.select().from(transactions)).toEqual([]);
  });

  it('sells a seasonal pass through its last Kuwait day, shows that day, and hides it from the next', async () => {
    const id = await passId(t.ctx.db);
    await t.ctx.db.update(passes).set({ saleTo: '2027-01-03' }).where(eq(passes.id, id));
    // 20:59:59 UTC on January 3rd is 23:59:59 in Kuwait: still the last day; a second later it is January 4th.
    expect(await listStorePasses(t.ctx.db, new Date('2027-01-03T20:59:59Z'))).toEqual([expect.objectContaining({ id, saleTo: '2027-01-03' })]);
    expect(await findPassOnSale(t.ctx.db, id, new Date('2027-01-03T20:59:59Z'))).not.toBeNull();
    expect(await listStorePasses(t.ctx.db, new Date('2027-01-03T21:00:00Z'))).toEqual([]);
    expect(await findPassOnSale(t.ctx.db, id, new Date('2027-01-03T21:00:00Z'))).toBeNull();
  });

  it('a checkout names a package or a pass, never both nor neither', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    for (const payload of [{}, { packageId: 1, passId: await passId(t.ctx.db) }]) {
      const response = await call('POST', '/api/payments/checkout', cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ packageId: 'package_required' });
    }
  });
});

describe('buying a pass through the one checkout (DECISIONS.md 34)', () => {
  it('records a 0-point order at the pass price; paid, it gives 30 days and keeps the points', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 2 });
    expect(await myPass(cookie)).toBeNull();
    const order = await checkout(t.app, cookie, { passId: await passId(t.ctx.db) });
    const [row] = await t.ctx.db.select().from(transactions).where(eq(transactions.id, order.transactionId));
    expect(row).toMatchObject({ points: 0, amountFils: 5000, passDays: 30, passNameEn: MAJLIS, packageId: null, status: 'pending' });
    const invoice = await findSandboxInvoice(t.ctx.db, { Key: order.invoiceId, KeyType: 'InvoiceId' });
    expect(invoice!.invoiceValueFils).toBe(5000);

    await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
    const before = Date.now();
    const verified = (await verify(t.app, cookie, { invoiceId: order.invoiceId })).json();
    expect(verified).toMatchObject({ status: 'completed', points: 2, transaction: { pass: { nameEn: MAJLIS, nameAr: 'اشتراك المجلس: 30 يومًا', days: 30 }, points: 0 } });
    const pass = await myPass(cookie);
    expect(pass).toMatchObject({ nameEn: MAJLIS });
    const until = Date.parse(pass!.until);
    expect(until - before).toBeGreaterThanOrEqual(30 * DAY_MS - 5_000);
    expect(until - before).toBeLessThanOrEqual(30 * DAY_MS + 5_000);
    const [grant] = await grantsOf(user.id);
    expect(until).toBe(grant!.grantedAt.getTime() + 30 * DAY_MS);
    expect(await balance(t.ctx.db, user.id)).toBe(2);
    const credits = await t.ctx.db.select().from(pointLedger).where(and(eq(pointLedger.userId, user.id), eq(pointLedger.reason, 'purchase')));
    expect(credits.map((c) => [c.delta, c.note])).toEqual([[0, MAJLIS]]);

    const own = (await call('GET', '/api/payments/transactions', cookie)).json<TransactionsResponse>();
    expect(own.transactions.map((tx) => [tx.status, tx.points, tx.amountFils, tx.pass?.nameEn])).toEqual([['completed', 0, 5000, MAJLIS]]);
  });

  it('50 concurrent verify calls plus 20 duplicate webhooks for one paid pass grant its days once', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 2 });
    const order = await checkout(t.app, cookie, { passId: await passId(t.ctx.db) });
    const paid = await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
    const hook = await signedWebhook(order.invoiceId, paid.paymentId!);
    const responses = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) =>
        verify(t.app, cookie, i % 3 === 0 ? { invoiceId: order.invoiceId } : i % 3 === 1 ? { paymentId: paid.paymentId! } : { rawInput: paid.location! }),
      ),
      ...Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'myfatoorah-signature': hook.signature }, payload: hook.body }),
      ),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(70).fill(200));
    expect(responses.slice(0, 50).map((r) => r.json().status)).toEqual(Array(50).fill('completed'));
    expect((await grantsOf(user.id)).map((g) => [g.days, g.transactionId])).toEqual([[30, order.transactionId]]);
    expect(await purchaseCredits(t.ctx.db, user.id)).toBe(1);
    expect(await balance(t.ctx.db, user.id)).toBe(2);
  });

  it('a second pass extends the first: 60 days from the first purchase', async () => {
    const zahra = await passBuyer();
    await buyPass(zahra.cookie);
    const grants = await grantsOf(zahra.user.id);
    expect(grants.map((g) => g.days)).toEqual([30, 30]);
    expect(Date.parse((await myPass(zahra.cookie))!.until)).toBe(grants[0]!.grantedAt.getTime() + 60 * DAY_MS);
  });
});

describe('games during a pass', () => {
  it('three games cost nothing; each ledger row names the pass; points are kept for later', async () => {
    const zahra = await passBuyer();
    const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 40 });
    for (let i = 0; i < 3; i++) {
      const created = await postGame(t.app, zahra.cookie, gameRequest([category.id]));
      expect(created.statusCode).toBe(201);
      expect(created.json().points).toBe(2);
    }
    expect(await gameLedger(zahra.user.id)).toEqual(Array(3).fill([0, `Free with ${MAJLIS}`]));
    expect(await balance(t.ctx.db, zahra.user.id)).toBe(2);
  });

  it('a game a millisecond before the pass ends is free; at the second it ends, it costs a point again', async () => {
    const zahra = await passBuyer();
    await t.ctx.db.update(passGrants).set({ grantedAt: new Date('2026-01-01T00:00:00Z') }).where(eq(passGrants.userId, zahra.user.id));
    const end = new Date(Date.parse('2026-01-01T00:00:00Z') + 30 * DAY_MS);
    const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 40 });
    const input = { ...gameRequest([category.id]), gameType: 'standard' as const, teamNames: ['Lions', 'Eagles'] as [string, string] };

    const lastFree = await createGame(t.ctx.db, zahra.user.id, input, new Date(end.getTime() - 1));
    expect(lastFree.points).toBe(2);
    const atEnd = await createGame(t.ctx.db, zahra.user.id, input, end);
    expect(atEnd.points).toBe(1);
    expect(await gameLedger(zahra.user.id)).toEqual([
      [0, `Free with ${MAJLIS}`],
      [-1, null],
    ]);
  });
});

describe('refunding a pass', () => {
  const operator = () => seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'huda@example.com' });
  const refund = (cookie: string, transactionId: number) =>
    call('POST', `/api/admin/transactions/${transactionId}/refund`, cookie, { reason: 'Changed mind', takePoints: true });

  it('ends the pass at once; games already created stay and the next one costs a point', async () => {
    const zahra = await passBuyer();
    const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 40 });
    const game = (await postGame(t.app, zahra.cookie, gameRequest([category.id]))).json();
    const huda = await operator();
    const response = await refund(huda.cookie, zahra.order.transactionId);
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminRefund>()).toMatchObject({ amountFils: 5000, pointsTaken: 0 });

    expect(await myPass(zahra.cookie)).toBeNull();
    expect((await call('GET', `/api/games/${game.game.id}`, zahra.cookie)).statusCode).toBe(200);
    const next = await postGame(t.app, zahra.cookie, gameRequest([category.id]));
    expect(next.json().points).toBe(1);
    const refundRows = await t.ctx.db.select().from(pointLedger).where(and(eq(pointLedger.userId, zahra.user.id), eq(pointLedger.reason, 'refund')));
    const [order] = await t.ctx.db.select().from(transactions).where(eq(transactions.id, zahra.order.transactionId));
    expect(refundRows.map((r) => [r.delta, r.note])).toEqual([[0, `Refund of order ${order!.transactionCode}: pass ended`]]);
  });

  it('a refund of the second pass takes only its days off', async () => {
    const zahra = await passBuyer();
    const second = await buyPass(zahra.cookie);
    const huda = await operator();
    expect((await refund(huda.cookie, second.transactionId)).statusCode).toBe(201);
    const [first] = await grantsOf(zahra.user.id);
    expect(Date.parse((await myPass(zahra.cookie))!.until)).toBe(first!.grantedAt.getTime() + 30 * DAY_MS);
  });

  it('a refund racing game creations: each game is either free before the pass ended, or paid after', async () => {
    const zahra = await passBuyer();
    const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 80 });
    const huda = await operator();
    const [refunded, ...created] = await Promise.all([
      refund(huda.cookie, zahra.order.transactionId),
      ...Array.from({ length: 6 }, () => postGame(t.app, zahra.cookie, gameRequest([category.id]))),
    ]);
    expect(refunded!.statusCode).toBe(201);
    const ledger = await t.ctx.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, zahra.user.id), eq(pointLedger.reason, 'game_created')))
      .orderBy(asc(pointLedger.id));
    const [ended] = await t.ctx.db.select().from(pointLedger).where(and(eq(pointLedger.userId, zahra.user.id), eq(pointLedger.reason, 'refund')));
    // The buyer's row lock puts them in one order: free games, then the pass's end, then paid games (two points: at most two).
    const made = created.filter((r) => r.statusCode === 201).length;
    const paid = ledger.filter((l) => l.delta === -1);
    expect(ledger.length).toBe(made);
    expect(paid.length).toBeLessThanOrEqual(2);
    expect(created.filter((r) => r.statusCode !== 201).map((r) => r.json().error.code)).toEqual(Array(6 - made).fill('insufficient_points'));
    expect(ledger.map((l) => (l.delta === 0 ? 'free' : 'paid'))).toEqual([...Array(made - paid.length).fill('free'), ...Array(paid.length).fill('paid')]);
    for (const free of ledger.filter((l) => l.delta === 0)) expect(free.id).toBeLessThan(ended!.id);
    for (const charged of paid) expect(charged.id).toBeGreaterThan(ended!.id);
    expect(await balance(t.ctx.db, zahra.user.id)).toBe(2 - paid.length);
    expect(await myPass(zahra.cookie)).toBeNull();
  });

  it('a refund racing the payment webhook: the pass is granted once and ended once', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 2 });
    const order = await checkout(t.app, cookie, { passId: await passId(t.ctx.db) });
    const paid = await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
    await verify(t.app, cookie, { invoiceId: order.invoiceId });
    const hook = await signedWebhook(order.invoiceId, paid.paymentId!);
    const huda = await operator();
    const [refunded] = await Promise.all([
      refund(huda.cookie, order.transactionId),
      ...Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'myfatoorah-signature': hook.signature }, payload: hook.body }),
      ),
    ]);
    expect(refunded!.statusCode).toBe(201);
    await t.app.paymentsSandbox!.webhooks.idle();
    const grants = await grantsOf(user.id);
    expect(grants.map((g) => [g.days, g.endedAt !== null])).toEqual([[30, true]]);
    expect(await myPass(cookie)).toBeNull();
    expect(await purchaseCredits(t.ctx.db, user.id)).toBe(1);
  });
});

describe('operators define passes', () => {
  it('create, edit and pause a pass, validated with a code per field, each change in the audit log', async () => {
    const huda = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'huda@example.com' });
    const player = await seedSignedInUser(t.app, t.ctx.db, { email: 'ali@example.com' });
    expect((await call('GET', '/api/admin/passes', player.cookie)).statusCode).toBe(403);

    const invalid = await call('POST', '/api/admin/passes', huda.cookie, { nameEn: ' ', nameAr: '', days: 0, price: '5.0001', saleFrom: '2026-02-30', saleTo: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({
      nameEn: 'pass_name_en_required',
      nameAr: 'pass_name_ar_required',
      days: 'days_invalid',
      price: 'price_invalid',
      saleFrom: 'sale_date_invalid',
    });
    const backwards = await call('POST', '/api/admin/passes', huda.cookie, { nameEn: 'Ramadan pass', nameAr: 'اشتراك رمضان', days: 30, price: '4', saleFrom: '2027-03-01', saleTo: '2027-02-01' });
    expect(backwards.json().error.fields).toEqual({ saleTo: 'sale_dates_order' });

    const created = await call('POST', '/api/admin/passes', huda.cookie, { nameEn: 'Week pass', nameAr: 'اشتراك أسبوع', days: 7, price: '1.500', saleFrom: '', saleTo: '2999-12-31', sortOrder: 5 });
    expect(created.statusCode).toBe(201);
    const week = created.json();
    expect(week).toEqual({ id: expect.any(Number), nameEn: 'Week pass', nameAr: 'اشتراك أسبوع', days: 7, priceFils: 1500, saleFrom: null, saleTo: '2999-12-31', sortOrder: 5, active: true });
    const store = async () => (await t.app.inject({ method: 'GET', url: '/api/store/packages' })).json<StorePackagesResponse>().passes.map((p) => p.nameEn);
    expect(await store()).toEqual(['Week pass', MAJLIS]);

    const paused = await t.app.inject({ method: 'PUT', url: `/api/admin/passes/${week.id}`, headers: { cookie: huda.cookie }, payload: { ...week, price: '2', active: false } });
    expect(paused.json()).toMatchObject({ priceFils: 2000, active: false });
    expect(await store()).toEqual([MAJLIS]);
    const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/passes/99999', headers: { cookie: huda.cookie }, payload: { ...week, price: '2' } });
    expect(missing.statusCode).toBe(404);

    const audit = (await call('GET', '/api/admin/audit', huda.cookie)).json<{ entries: { action: string; target: string; before: unknown; after: unknown }[] }>();
    expect(audit.entries.filter((e) => e.action.startsWith('pass.')).map((e) => [e.action, e.target])).toEqual([
      ['pass.update', `pass:${week.id}`],
      ['pass.create', `pass:${week.id}`],
    ]);
    expect(audit.entries.find((e) => e.action === 'pass.update')).toMatchObject({ before: { priceFils: 1500, active: true }, after: { priceFils: 2000, active: false } });
  });
});
