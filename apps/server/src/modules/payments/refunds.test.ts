import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { AdminTransaction, AdminTransactionsResponse } from '@app/shared/contracts/admin';
import type { AdminRefund } from '@app/shared/contracts/admin-payments';
import type { AuditLogResponse } from '@app/shared/contracts/audit';
import type { TransactionsResponse } from '@app/shared/contracts/payments';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser } from '../../../test/factories';
import { balance, CARDS, checkout, expectLedgerMatchesBalances, packageId, payOnSandbox, verify } from '../../../test/payments';
import { pointLedger, refunds, sandboxInvoices } from '../../db/schema/index';
import { changePoints } from '../points/ledger';
import { seedPackages } from '../store/service';

/** The sandbox sends its webhooks at once here: a refund is pending, then refunded by its event. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { SANDBOX_WEBHOOK_DELAY_MS: '0' } });
});
beforeEach(async () => {
  await t.app.paymentsSandbox!.webhooks.idle();
  await t.reset();
  await seedPackages(t.ctx.db);
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** A player who bought the 5-point package (4.250 KWD): balance 2 + 5 = 7. */
async function buyer(email = 'zahra@example.com') {
  const player = await seedSignedInUser(t.app, t.ctx.db, { email, firstName: 'Zahra', lastName: 'Ali' });
  const order = await checkout(t.app, player.cookie, { packageId: await packageId(t.ctx.db, 5), paymentMethod: 'vm' });
  await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
  expect((await verify(t.app, player.cookie, { invoiceId: order.invoiceId })).json()).toMatchObject({ status: 'completed', points: 7 });
  await t.app.paymentsSandbox!.webhooks.idle();
  return { ...player, order };
}

const operator = () => seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'huda@example.com' });

async function sandboxRefunds(invoiceId: string) {
  const [invoice] = await t.ctx.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, Number(invoiceId)));
  return (invoice!.refunds as { AmountFils: number; Status: string; Comment: string }[]).map((r) => [r.AmountFils, r.Status, r.Comment]);
}

async function listed(cookie: string, query = ''): Promise<AdminTransaction[]> {
  return (await call('GET', `/api/admin/transactions${query}`, cookie)).json<AdminTransactionsResponse>().transactions;
}

describe('refunding a purchase', () => {
  it('refunds the full amount, takes the points back through the ledger, logs it, and shows it to the player', async () => {
    const zahra = await buyer();
    const huda = await operator();
    const response = await call('POST', `/api/admin/transactions/${zahra.order.transactionId}/refund`, huda.cookie, { reason: 'Double charge', takePoints: true });
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminRefund>()).toMatchObject({ amountFils: 4250, takePoints: true, pointsTaken: 5, reason: 'Double charge', failureReason: null });
    expect(response.json<AdminRefund>().providerRefundId).toMatch(/^\d{6}$/);
    await t.app.paymentsSandbox!.webhooks.idle();

    expect(await balance(t.ctx.db, zahra.user.id)).toBe(2);
    const ledger = await t.ctx.db.select().from(pointLedger).where(and(eq(pointLedger.userId, zahra.user.id), eq(pointLedger.reason, 'refund')));
    const [{ transactionCode }] = (await listed(huda.cookie)) as [AdminTransaction];
    const refundId = response.json<AdminRefund>().id;
    expect(ledger.map((l) => [l.delta, l.reference, l.note])).toEqual([[-5, `${transactionCode}/refund-${refundId}`, `Refund of order ${transactionCode}`]]);
    await expectLedgerMatchesBalances(t.ctx.db);
    expect(await sandboxRefunds(zahra.order.invoiceId)).toEqual([[4250, 'REFUNDED', 'Double charge']]);

    const [row] = await listed(huda.cookie);
    expect(row).toMatchObject({ id: zahra.order.transactionId, status: 'refunded', refund: { status: 'refunded', pointsTaken: 5, amountFils: 4250 } });
    expect((await listed(huda.cookie, '?status=refunded')).map((r) => r.id)).toEqual([zahra.order.transactionId]);
    expect(await listed(huda.cookie, '?status=completed')).toEqual([]);

    const own = (await call('GET', '/api/payments/transactions?status=refunded', zahra.cookie)).json<TransactionsResponse>();
    expect(own.transactions.map((tx) => [tx.id, tx.status, tx.points])).toEqual([[zahra.order.transactionId, 'refunded', 5]]);
    expect(own.transactions[0]!.refundedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const audit = (await call('GET', '/api/admin/audit', huda.cookie)).json<AuditLogResponse>();
    const entry = audit.entries.find((e) => e.action === 'payment.refund');
    expect(entry).toMatchObject({
      operator: { email: 'huda@example.com' },
      target: `transaction:${zahra.order.transactionId}`,
      before: { status: 'completed' },
      after: { status: 'refunded', amount: '4.250', points: 5, takePoints: true, pointsTaken: 5, reason: 'Double charge' },
    });
  });

  it('tells the operator how many points the player already used, and refunds without taking them only when asked', async () => {
    const zahra = await buyer();
    await t.ctx.db.transaction((tx) => changePoints(tx, { userId: zahra.user.id, delta: -6, reason: 'admin_adjustment' }));
    const huda = await operator();
    const url = `/api/admin/transactions/${zahra.order.transactionId}/refund`;
    const short = await call('POST', url, huda.cookie, { reason: 'Unauthorised purchase', takePoints: true });
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toEqual({
      code: 'refund_points_short',
      message: 'The player has already used 4 of the 5 points. Refund without taking the points back, or do not refund.',
      details: { points: 5, balance: 1, used: 4 },
    });
    expect(await sandboxRefunds(zahra.order.invoiceId)).toEqual([]);
    expect(await t.ctx.db.select().from(refunds)).toEqual([]);

    const without = await call('POST', url, huda.cookie, { reason: 'Unauthorised purchase', takePoints: false });
    expect(without.statusCode).toBe(201);
    expect(without.json<AdminRefund>()).toMatchObject({ takePoints: false, pointsTaken: 0 });
    await t.app.paymentsSandbox!.webhooks.idle();
    expect(await balance(t.ctx.db, zahra.user.id)).toBe(1);
    expect((await listed(huda.cookie))[0]).toMatchObject({ status: 'refunded', refund: { status: 'refunded', takePoints: false, pointsTaken: 0 } });
    await expectLedgerMatchesBalances(t.ctx.db);
  });

  it('refuses a second refund of the same purchase, also when two clicks arrive together', async () => {
    const zahra = await buyer();
    const huda = await operator();
    const url = `/api/admin/transactions/${zahra.order.transactionId}/refund`;
    const both = await Promise.all([1, 2].map(() => call('POST', url, huda.cookie, { reason: 'Technical error', takePoints: true })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(['refund_in_progress', 'already_refunded']).toContain(both.find((r) => r.statusCode === 409)!.json().error.code);
    await t.app.paymentsSandbox!.webhooks.idle();

    const again = await call('POST', url, huda.cookie, { reason: 'Technical error', takePoints: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_refunded');
    expect(again.json().error.message).toMatch(/^This purchase was already refunded \(\d{4}-\d{2}-\d{2}T.*\)\.$/);
    expect(await sandboxRefunds(zahra.order.invoiceId)).toEqual([[4250, 'REFUNDED', 'Technical error']]);
    expect(await balance(t.ctx.db, zahra.user.id)).toBe(2);
    await expectLedgerMatchesBalances(t.ctx.db);
  });

  it('refuses a purchase that is not completed, and a provider refusal frees the purchase for another try', async () => {
    const zahra = await buyer();
    const huda = await operator();
    const open = await checkout(t.app, zahra.cookie, { packageId: await packageId(t.ctx.db, 3) });
    const pending = await call('POST', `/api/admin/transactions/${open.transactionId}/refund`, huda.cookie, { reason: 'x', takePoints: false });
    expect([pending.statusCode, pending.json().error.code]).toEqual([409, 'refund_not_allowed']);
    const missing = await call('POST', '/api/admin/transactions/999999/refund', huda.cookie, { reason: 'x', takePoints: false });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'transaction_not_found']);
    const invalid = await call('POST', `/api/admin/transactions/${zahra.order.transactionId}/refund`, huda.cookie, { reason: ' ' });
    expect([invalid.statusCode, invalid.json().error.fields]).toEqual([400, { reason: 'refund_reason_required', takePoints: 'take_points_invalid' }]);

    // The provider says the invoice is not paid: nothing changes here, and the purchase can be tried again.
    await t.ctx.db.execute(sql`update sandbox_invoices set status = 'Pending' where id = ${Number(zahra.order.invoiceId)}`);
    const refused = await call('POST', `/api/admin/transactions/${zahra.order.transactionId}/refund`, huda.cookie, { reason: 'Technical error', takePoints: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'refund_refused', message: 'The payment provider refused the refund: This invoice is not paid and cannot be refunded' });
    expect(await balance(t.ctx.db, zahra.user.id)).toBe(7);
    expect((await listed(huda.cookie, '?status=completed'))[0]).toMatchObject({ refund: { status: 'failed' } });

    await t.ctx.db.execute(sql`update sandbox_invoices set status = 'Paid' where id = ${Number(zahra.order.invoiceId)}`);
    const retried = await call('POST', `/api/admin/transactions/${zahra.order.transactionId}/refund`, huda.cookie, { reason: 'Technical error', takePoints: true });
    expect(retried.statusCode).toBe(201);
    expect(await balance(t.ctx.db, zahra.user.id)).toBe(2);
  });
});

describe('console payments', () => {
  it('filters by the days purchases were made (Kuwait time) and refuses a wrong range', async () => {
    const zahra = await buyer();
    const huda = await operator();
    const open = await checkout(t.app, zahra.cookie, { packageId: await packageId(t.ctx.db, 3) });
    // 2026-01-10 22:30 UTC is already 2026-01-11 in Kuwait.
    await t.ctx.db.execute(sql`update transactions set created_at = '2026-01-10T22:30:00Z' where id = ${open.transactionId}`);
    expect((await listed(huda.cookie, '?from=2026-01-11&to=2026-01-11')).map((r) => r.id)).toEqual([open.transactionId]);
    expect(await listed(huda.cookie, '?from=2026-01-10&to=2026-01-10')).toEqual([]);
    expect((await listed(huda.cookie, '?from=2026-01-12')).map((r) => r.id)).toEqual([zahra.order.transactionId]);
    expect((await listed(huda.cookie, '?to=2026-01-11&status=pending')).map((r) => r.id)).toEqual([open.transactionId]);
    const wrong = await call('GET', '/api/admin/transactions?from=2026-02-01&to=2026-01-01', huda.cookie);
    expect([wrong.statusCode, wrong.json().error.fields]).toEqual([400, { to: 'date_range_invalid' }]);
    const notADate = await call('GET', '/api/admin/transactions?from=yesterday', huda.cookie);
    expect([notADate.statusCode, notADate.json().error.fields]).toEqual([400, { from: 'date_invalid' }]);
  });

  it('"Re-check now" asks the provider at once and credits a payment that went through', async () => {
    const player = await seedSignedInUser(t.app, t.ctx.db);
    const huda = await operator();
    const order = await checkout(t.app, player.cookie, { packageId: await packageId(t.ctx.db, 5) });
    await payOnSandbox(t.app, order.paymentUrl, CARDS.staysPending);
    const recheck = () => call('POST', `/api/admin/transactions/${order.transactionId}/recheck`, huda.cookie);
    const still = await recheck();
    expect([still.statusCode, still.json().status]).toEqual([200, 'pending']);

    // The bank confirms the attempt: the provider now says paid.
    await t.ctx.db.execute(sql`update sandbox_invoices set status = 'Paid', transactions = jsonb_set(transactions, '{0,TransactionStatus}', '"Succss"') where id = ${Number(order.invoiceId)}`);
    const paid = await recheck();
    expect(paid.json()).toMatchObject({ id: order.transactionId, status: 'completed', credited: true });
    expect(await balance(t.ctx.db, player.user.id)).toBe(7);
    expect((await recheck()).json()).toMatchObject({ status: 'completed' });
    expect(await balance(t.ctx.db, player.user.id)).toBe(7);

    const audit = (await call('GET', '/api/admin/audit', huda.cookie)).json<AuditLogResponse>();
    expect(audit.entries.filter((e) => e.action === 'payment.recheck').map((e) => e.after)).toEqual([
      { status: 'completed', credited: true },
      { status: 'pending', credited: false },
    ]);
  });
});
