import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppError } from '../src/http/app-error';
import { changePoints } from '../src/modules/points/ledger';
import { seedPackages } from '../src/modules/store/service';
import { findSandboxInvoice, transactionsOf } from '../src/modules/payments/sandbox/state';
import { webhookBody } from '../src/modules/payments/sandbox/webhook-sender';
import { signWebhook } from '../src/modules/payments/provider/webhook-signature';
import { createTestApp, type TestApp } from './app';
import { seedUser, TEST_PASSWORD, type SeededUser } from './factories';
import { CARDS, checkout, expectLedgerMatchesBalances, payOnSandbox, queryRows, verify } from './payments';

/**
 * The ledger invariant under a randomized run: 1,000 mixed operations (purchases paid,
 * declined, pending or abandoned; game creations; refunds; adjustments; foreign and forged
 * requests) across 20 users, 10 at a time. Afterwards every balance equals its ledger, no
 * balance is negative, and each completed purchase was credited exactly once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPackages(t.ctx.db);
});
afterAll(() => t.close());

/** mulberry32: a small seeded generator, so a failing run can be replayed with LEDGER_SEED. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Order = { userIndex: number; invoiceId: string; transactionId: number; paymentId: string | null; card: string };

it('keeps every balance equal to its ledger over 1,000 random operations across 20 users', { timeout: 600_000 }, async () => {
  const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 1_000_000);
  const rand = random(seed);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const users: { user: SeededUser; cookie: string }[] = [];
  for (let i = 0; i < 20; i++) {
    const user = await seedUser(t.ctx.db, { email: `ledger-${i}@example.com` });
    // Each player signs in from their own address (the login limit counts per address).
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': `10.0.0.${i + 1}` },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    users.push({ user, cookie: `sid=${login.cookies.find((c) => c.name === 'sid')!.value}` });
  }
  const packageRows = (await t.app.inject({ method: 'GET', url: '/api/store/packages' })).json().packages as { id: number; points: number }[];
  const orders: Order[] = [];
  const counts: Record<string, number> = {};
  const secret = t.ctx.config.payments.webhookSecret;

  async function webhookFor(order: Order, sign: string) {
    const invoice = await findSandboxInvoice(t.ctx.db, { Key: order.invoiceId, KeyType: 'InvoiceId' });
    const attempt = transactionsOf(invoice!).find((a) => a.PaymentId === order.paymentId);
    if (!attempt) return null;
    const body = webhookBody(invoice!, attempt);
    return t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'myfatoorah-signature': signWebhook(body, sign) }, payload: body });
  }

  const operations = {
    async purchase(u: number) {
      const card = pick([CARDS.paid, CARDS.paid, CARDS.declined, CARDS.staysPending, 'abandon']);
      const order = await checkout(t.app, users[u]!.cookie, { packageId: pick(packageRows).id, paymentMethod: pick(['kn', 'vm'] as const) });
      const entry: Order = { userIndex: u, invoiceId: order.invoiceId, transactionId: order.transactionId, paymentId: null, card };
      orders.push(entry);
      if (card === 'abandon') return;
      const paid = await payOnSandbox(t.app, order.paymentUrl, card);
      entry.paymentId = paid.paymentId;
      // Whoever gets there first: the page, the webhook, both at once, or nobody yet.
      const path = pick(['page', 'webhook', 'both', 'later'] as const);
      const calls: Promise<unknown>[] = [];
      if (path === 'page' || path === 'both') calls.push(verify(t.app, users[u]!.cookie, { paymentId: paid.paymentId! }));
      if (path === 'webhook' || path === 'both') calls.push(webhookFor(entry, secret));
      await Promise.all(calls);
    },
    async gameCreated(u: number) {
      try {
        await t.ctx.db.transaction((tx) => changePoints(tx, { userId: users[u]!.user.id, delta: -1, reason: 'game_created' }));
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'insufficient_points')) throw error;
        counts.refusedGame = (counts.refusedGame ?? 0) + 1;
      }
    },
    async recheck() {
      const order = orders.length > 0 ? pick(orders) : null;
      if (!order) return;
      const body: Record<string, string> = order.paymentId && rand() < 0.5 ? { paymentId: order.paymentId } : { invoiceId: order.invoiceId };
      const response = await verify(t.app, users[order.userIndex]!.cookie, body);
      expect(response.statusCode).toBe(200);
    },
    async foreignVerify(u: number) {
      const order = orders.find((o) => o.userIndex !== u && o.paymentId);
      if (!order) return;
      const response = await verify(t.app, users[u]!.cookie, { paymentId: order.paymentId! });
      expect(response.statusCode).toBe(404);
    },
    async forgedWebhook() {
      const order = orders.find((o) => o.paymentId);
      if (!order) return;
      const response = await webhookFor(order, 'forged-secret');
      expect(response?.statusCode ?? 401).toBe(401);
    },
    async duplicateWebhooks() {
      const order = orders.length > 0 ? pick(orders) : null;
      if (!order?.paymentId) return;
      await Promise.all([webhookFor(order, secret), webhookFor(order, secret), webhookFor(order, secret)]);
    },
    async refund() {
      const [row] = await queryRows<{ id: number; user_id: number; points: number; transaction_code: string }>(
        t.ctx.db,
        sql`select id, user_id, points, transaction_code from transactions where status = 'completed' order by random() limit 1`,
      );
      if (!row) return;
      try {
        await t.ctx.db.transaction((tx) => changePoints(tx, { userId: row.user_id, delta: -row.points, reason: 'refund', reference: row.transaction_code }));
      } catch (error) {
        const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
        if (!(error instanceof AppError) && code !== '23505') throw error; // spent already, or refunded already
      }
    },
    async adjustment(u: number) {
      const delta = pick([-3, -1, 1, 2, 5]);
      try {
        await t.ctx.db.transaction((tx) => changePoints(tx, { userId: users[u]!.user.id, delta, reason: 'admin_adjustment', note: 'random run' }));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    },
  };
  const weighted: (keyof typeof operations)[] = [
    ...Array<'purchase'>(8).fill('purchase'),
    ...Array<'gameCreated'>(6).fill('gameCreated'),
    'recheck', 'recheck', 'foreignVerify', 'forgedWebhook', 'duplicateWebhooks', 'refund', 'adjustment',
  ];

  for (let done = 0; done < 1000; done += 10) {
    await Promise.all(
      Array.from({ length: 10 }, () => {
        const name = pick(weighted);
        counts[name] = (counts[name] ?? 0) + 1;
        return operations[name](Math.floor(rand() * 20));
      }),
    );
  }

  // Let any order paid but not yet seen settle through the page, then check the books.
  for (const order of orders.filter((o) => o.paymentId)) await verify(t.app, users[order.userIndex]!.cookie, { invoiceId: order.invoiceId });
  await expectLedgerMatchesBalances(t.ctx.db);
  const problems = (
    await queryRows<{ id: number; status: string; credits: number }>(
      t.ctx.db,
      sql`select t.id, t.status, (select count(*)::int from point_ledger l where l.reason = 'purchase' and l.reference = t.transaction_code) as credits
      from transactions t`,
    )
  ).filter((r) => (r.status === 'completed' ? r.credits !== 1 : r.credits !== 0));
  expect(problems, `seed ${seed}`).toEqual([]);
  const orphanCredits = await queryRows(
    t.ctx.db,
    sql`select l.id from point_ledger l where l.reason = 'purchase' and not exists (select 1 from transactions t where t.transaction_code = l.reference)`,
  );
  expect(orphanCredits, `seed ${seed}`).toEqual([]);
  const paidOrders = orders.filter((o) => o.card === CARDS.paid).length;
  const [{ n: completed } = { n: -1 }] = await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from transactions where status = 'completed'`);
  expect(completed, `seed ${seed}`).toBe(paidOrders);
  expect(Object.values(counts).reduce((a, b) => a + b, 0) - (counts.refusedGame ?? 0)).toBe(1000);
});
