import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AdminRefund } from '@app/shared/contracts/admin-payments';
import type { ClaimGiftsResponse, TransactionsResponse } from '@app/shared/contracts/payments';
import type { MyPassResponse } from '@app/shared/contracts/store';
import type { AdminTransactionsResponse } from '@app/shared/contracts/admin';
import { createTestApp, type TestApp } from '../../../test/app';
import { loginCookie, randomIp, seedSignedInUser } from '../../../test/factories';
import { balance, CARDS, checkout, expectLedgerMatchesBalances, packageId, passId, payOnSandbox, purchaseCredits, verify } from '../../../test/payments';
import { operatorActions, pointLedger, refunds, transactions } from '../../db/schema/index';
import type { MailMessage } from '../../mail/mailer';
import { signWebhook } from '../payments/provider/webhook-signature';
import { webhookBody } from '../payments/sandbox/webhook-sender';
import { findSandboxInvoice, transactionsOf } from '../payments/sandbox/state';
import { seedPackages } from '../store/service';
import { seedPasses } from '../passes/index';

let t: TestApp;
let sent: MockInstance<(message: MailMessage) => void>;
beforeAll(async () => {
  t = await createTestApp({ config: { SANDBOX_WEBHOOK_DELAY_MS: '0' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.paymentsSandbox!.webhooks.idle();
  await t.reset();
  await seedPackages(t.ctx.db);
  await seedPasses(t.ctx.db);
  sent = vi.spyOn(t.app.mailer, 'send');
});
afterEach(async () => {
  await t.app.paymentsSandbox!.webhooks.idle();
  await t.app.mailer.idle();
  sent.mockRestore();
  await expectLedgerMatchesBalances(t.ctx.db);
});

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const giftMails = () => sent.mock.calls.map(([mail]) => mail).filter((mail) => mail.subject.includes('gift'));
const history = async (cookie: string) => (await call('GET', '/api/payments/transactions', cookie)).json<TransactionsResponse>().transactions;
const orderOf = async (id: number) => (await t.ctx.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;
const claim = (cookie: string) => call('POST', '/api/gifts/claim', cookie);

async function signedWebhook(invoiceId: string, paymentId: string) {
  const invoice = await findSandboxInvoice(t.ctx.db, { Key: invoiceId, KeyType: 'InvoiceId' });
  const attempt = transactionsOf(invoice!).find((a) => a.PaymentId === paymentId)!;
  const body = webhookBody(invoice!, attempt);
  return { body, signature: signWebhook(body, t.ctx.config.payments.webhookSecret) };
}

/** Zahra (2 points) pays for the 10-point package as a gift; the return page settles it. */
async function giftBuyer(gift: { email: string; message?: string }, product?: { passId: number }) {
  const buyer = await seedSignedInUser(t.app, t.ctx.db, { email: 'zahra@example.com', firstName: 'Zahra', lastName: 'Ali', points: 2 });
  const order = await checkout(t.app, buyer.cookie, { ...(product ?? { packageId: await packageId(t.ctx.db, 10) }), paymentMethod: 'vm', gift } as never);
  const paid = await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
  return { ...buyer, order, paid };
}

async function paidGift(gift: { email: string; message?: string }, product?: { passId: number }) {
  const bought = await giftBuyer(gift, product);
  expect((await verify(t.app, bought.cookie, { invoiceId: bought.order.invoiceId })).json()).toMatchObject({ status: 'completed', points: 2 });
  await t.app.paymentsSandbox!.webhooks.idle();
  return bought;
}

/** A new account signs up with the address and confirms it through the mailed link. */
async function signUpAndConfirm(email: string) {
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { 'x-forwarded-for': randomIp() },
    payload: { firstName: 'Sara', lastName: 'Hasan', email, password: 'secret12', confirmPassword: 'secret12', country: 'KW', phone: '55512345' },
  });
  expect(signup.statusCode).toBe(201);
  const cookie = `sid=${signup.cookies.find((c) => c.name === 'sid')!.value}`;
  const userId = signup.json().user.id as number;
  const confirmation = sent.mock.calls.map(([mail]) => mail).find((mail) => mail.text.includes('/confirm-email?token='))!;
  const token = /confirm-email\?token=([\w-]+)/.exec(confirmation.text)![1]!;
  return { cookie, userId, confirm: () => t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } }) };
}

describe('buying a gift', () => {
  it("refuses the buyer's own address, in any case and with spaces, and a message over 300 characters", async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { email: 'zahra@example.com' });
    const pkg = await packageId(t.ctx.db, 10);
    const own = await call('POST', '/api/payments/checkout', cookie, { packageId: pkg, gift: { email: '  Zahra@Example.COM ' } });
    expect(own.statusCode).toBe(422);
    expect(own.json().error).toEqual({
      code: 'gift_to_self',
      message: "You cannot send a gift to your own address. Buy it for yourself instead, or enter the recipient's e-mail.",
    });
    const long = await call('POST', '/api/payments/checkout', cookie, { packageId: pkg, gift: { email: 'sara@example.com', message: 'x'.repeat(301) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ gift: 'gift_message_too_long' });
    const bad = await call('POST', '/api/payments/checkout', cookie, { packageId: pkg, gift: { email: 'sara@' } });
    expect(bad.json().error.fields).toEqual({ gift: 'email_invalid' });
    expect(await t.ctx.db.select().from(transactions)).toEqual([]);
  });

  it('a paid gift credits nobody, waits, and sends one bilingual e-mail with the message as typed', async () => {
    const message = 'عيدكم مبارك <3 — Eid Mubarak!';
    const zahra = await paidGift({ email: ' Sara@Example.com ', message });
    const row = await orderOf(zahra.order.transactionId);
    expect(row).toMatchObject({ status: 'completed', giftEmail: 'sara@example.com', giftMessage: message, giftStatus: 'waiting', giftRecipientId: null, points: 10 });
    expect(await balance(t.ctx.db, zahra.user.id)).toBe(2);
    expect(await purchaseCredits(t.ctx.db, zahra.user.id)).toBe(0);

    const mails = giftMails();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['sara@example.com', 'Zahra Ali sent you a gift on Thaqalayn Quiz | أرسل لك Zahra Ali هدية في مسابقة الثقلين'],
    ]);
    const [mail] = mails;
    expect(mail!.text).toContain('Zahra Ali has bought you a gift on Thaqalayn Quiz: 10 points, one game each.');
    expect(mail!.text).toContain('اشترى لك Zahra Ali هدية في مسابقة الثقلين: 10 نقاط، لعبة واحدة لكل نقطة.');
    expect(mail!.text.split(message).length - 1).toBe(2);
    expect(mail!.text).toContain('http://localhost:3000/gift');
    expect(mail!.html).toContain('<p dir="auto" style="margin-top:0;padding:12px 16px;background:#fbf7ee;border-radius:8px;white-space:pre-wrap">عيدكم مبارك &lt;3 — Eid Mubarak!</p>');
    expect(mail!.html).not.toContain('<3');

    expect((await history(zahra.cookie)).map((tx) => [tx.status, tx.points, tx.gift])).toEqual([
      ['completed', 10, { to: 's***@example.com', message, status: 'waiting' }],
    ]);
  });

  it('50 verify calls and 20 webhooks for one paid gift: one e-mail, nobody credited; then the recipient gets it once', async () => {
    const sara = await seedSignedInUser(t.app, t.ctx.db, { email: 'sara@example.com', points: 2 });
    const zahra = await giftBuyer({ email: 'sara@example.com' });
    const hook = await signedWebhook(zahra.order.invoiceId, zahra.paid.paymentId!);
    const responses = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) =>
        verify(t.app, zahra.cookie, i % 3 === 0 ? { invoiceId: zahra.order.invoiceId } : i % 3 === 1 ? { paymentId: zahra.paid.paymentId! } : { rawInput: zahra.paid.location! }),
      ),
      ...Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'myfatoorah-signature': hook.signature }, payload: hook.body }),
      ),
      // The recipient opens the gift page meanwhile: whatever has not been paid yet is not delivered.
      ...Array.from({ length: 5 }, () => claim(sara.cookie)),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(75).fill(200));
    await t.app.paymentsSandbox!.webhooks.idle();
    expect(giftMails()).toHaveLength(1);
    expect(await purchaseCredits(t.ctx.db, zahra.user.id)).toBe(0);
    expect(await balance(t.ctx.db, zahra.user.id)).toBe(2);

    // Delivered at most once among the claims above, else by the next sign-in; never twice.
    await loginCookie(t.app, 'sara@example.com');
    const again = await claim(sara.cookie);
    expect(again.json<ClaimGiftsResponse>()).toEqual({ delivered: [], needsConfirmation: false, points: 12 });
    expect(await balance(t.ctx.db, sara.user.id)).toBe(12);
    expect(await purchaseCredits(t.ctx.db, sara.user.id)).toBe(1);
    expect((await history(zahra.cookie))[0]!.gift).toEqual({ to: 's***@example.com', message: null, status: 'delivered' });
  });
});

describe('receiving a gift', () => {
  it('a new account gets it on confirming its address, once, with a ledger row that names the gift', async () => {
    const zahra = await paidGift({ email: 'sara@example.com', message: 'For Thursday nights' });
    const sara = await signUpAndConfirm('  SARA@example.com');
    // Not confirmed yet: nothing is delivered.
    expect((await claim(sara.cookie)).json<ClaimGiftsResponse>()).toEqual({ delivered: [], needsConfirmation: true, points: 2 });
    expect((await orderOf(zahra.order.transactionId)).giftStatus).toBe('waiting');

    expect((await sara.confirm()).json()).toEqual({
      ok: true,
      alreadyConfirmed: false,
      gifts: [{ id: zahra.order.transactionId, fromName: 'Zahra Ali', points: 10, pass: null, message: 'For Thursday nights' }],
    });
    expect(await balance(t.ctx.db, sara.userId)).toBe(12);
    const ledger = await t.ctx.db.select().from(pointLedger).where(and(eq(pointLedger.userId, sara.userId), eq(pointLedger.reason, 'purchase')));
    const row = await orderOf(zahra.order.transactionId);
    expect(ledger.map((l) => [l.delta, l.reference, l.note])).toEqual([[10, row.transactionCode, 'Gift from Zahra Ali: 10 points']]);
    expect(row).toMatchObject({ giftStatus: 'delivered', giftRecipientId: sara.userId });

    // Confirming again, signing in, the gift page, all at once: nothing more.
    const more = await Promise.all([sara.confirm(), ...Array.from({ length: 10 }, () => claim(sara.cookie)), loginCookie(t.app, 'sara@example.com', 'secret12')]);
    expect(more.slice(1, 11).map((r) => (r as Awaited<ReturnType<typeof claim>>).json<ClaimGiftsResponse>().delivered)).toEqual(Array(10).fill([]));
    expect(await balance(t.ctx.db, sara.userId)).toBe(12);
    expect(await purchaseCredits(t.ctx.db, sara.userId)).toBe(1);
    expect((await history(zahra.cookie))[0]!.gift!.status).toBe('delivered');
    // The recipient's own history holds no purchase of theirs.
    expect(await history(sara.cookie)).toEqual([]);
  });

  it('an existing confirmed account gets it at its next sign-in (its answer shows the new balance)', async () => {
    const sara = await seedSignedInUser(t.app, t.ctx.db, { email: 'sara@example.com', points: 2 });
    await paidGift({ email: 'sara@example.com' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': randomIp() }, payload: { email: 'sara@example.com', password: sara.user.password } });
    expect(login.json().user.points).toBe(12);
    // The sign-in's page is told what arrived.
    expect(login.json().gifts).toEqual([{ id: expect.any(Number), fromName: 'Zahra Ali', points: 10, pass: null, message: null }]);
    expect(await purchaseCredits(t.ctx.db, sara.user.id)).toBe(1);
  });

  it('20 concurrent claims of one gift deliver it once', async () => {
    const sara = await seedSignedInUser(t.app, t.ctx.db, { email: 'sara@example.com', points: 2 });
    await paidGift({ email: 'sara@example.com' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(sara.cookie)));
    expect(answers.map((a) => a.json<ClaimGiftsResponse>().delivered.length).sort()).toEqual([...Array(19).fill(0), 1]);
    expect(answers.find((a) => a.json<ClaimGiftsResponse>().delivered.length === 1)!.json<ClaimGiftsResponse>().delivered).toEqual([
      { id: expect.any(Number), fromName: 'Zahra Ali', points: 10, pass: null, message: null },
    ]);
    expect(await balance(t.ctx.db, sara.user.id)).toBe(12);
  });

  it('a gifted pass goes to the recipient, not the buyer', async () => {
    const sara = await seedSignedInUser(t.app, t.ctx.db, { email: 'sara@example.com', points: 2 });
    const zahra = await paidGift({ email: 'sara@example.com' }, { passId: await passId(t.ctx.db) });
    const mail = giftMails()[0]!;
    expect(mail.text).toContain('Majlis pass: 30 days (30 days of free games)');
    expect(mail.text).toContain('اشتراك المجلس: 30 يومًا (30 يومًا من الألعاب المجانية)');
    const myPass = async (cookie: string) => (await call('GET', '/api/store/my-pass', cookie)).json<MyPassResponse>().pass;
    expect(await myPass(zahra.cookie)).toBeNull();
    expect((await claim(sara.cookie)).json<ClaimGiftsResponse>().delivered.map((g) => g.pass?.nameEn)).toEqual(['Majlis pass: 30 days']);
    expect(await myPass(sara.cookie)).not.toBeNull();
    expect(await myPass(zahra.cookie)).toBeNull();
    expect(await balance(t.ctx.db, sara.user.id)).toBe(2);
  });
});

describe('refunding a gift', () => {
  const operator = () => seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'huda@example.com' });
  const refund = (cookie: string, transactionId: number) =>
    call('POST', `/api/admin/transactions/${transactionId}/refund`, cookie, { reason: 'Sent to the wrong address', takePoints: true });

  it('an unclaimed gift is cancelled and refunded, audited; its address later receives nothing', async () => {
    const zahra = await paidGift({ email: 'sara@example.com' });
    const huda = await operator();
    const listed = (await call('GET', '/api/admin/transactions', huda.cookie)).json<AdminTransactionsResponse>().transactions;
    expect(listed.map((tx) => tx.gift)).toEqual([{ email: 'sara@example.com', message: null, status: 'waiting', deliveredAt: null }]);
    const response = await refund(huda.cookie, zahra.order.transactionId);
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminRefund>()).toMatchObject({ amountFils: 7500, pointsTaken: 0 });
    expect(await orderOf(zahra.order.transactionId)).toMatchObject({ status: 'refunded', giftStatus: 'cancelled' });
    const [audit] = await t.ctx.db.select().from(operatorActions).where(eq(operatorActions.action, 'payment.refund'));
    expect(audit!.after).toMatchObject({ status: 'refunded', giftTo: 'sara@example.com', giftStatus: 'cancelled', pointsTaken: 0 });

    const sara = await signUpAndConfirm('sara@example.com');
    await sara.confirm();
    expect(await balance(t.ctx.db, sara.userId)).toBe(2);
    expect((await history(zahra.cookie))[0]).toMatchObject({ status: 'refunded', gift: { status: 'cancelled' } });
  });

  it('a refund the provider refuses leaves the gift waiting: its recipient still receives it', async () => {
    const zahra = await paidGift({ email: 'sara@example.com' });
    const huda = await operator();
    await t.ctx.db.execute(sql`update sandbox_invoices set status = 'Pending' where id = ${Number(zahra.order.invoiceId)}`);
    const refused = await refund(huda.cookie, zahra.order.transactionId);
    expect([refused.statusCode, refused.json().error.code]).toEqual([422, 'refund_refused']);
    expect(await orderOf(zahra.order.transactionId)).toMatchObject({ status: 'completed', giftStatus: 'waiting' });
    const sara = await signUpAndConfirm('sara@example.com');
    await sara.confirm();
    expect(await balance(t.ctx.db, sara.userId)).toBe(12);
  });

  it("a delivered gift's refund takes its points back from the recipient", async () => {
    const sara = await seedSignedInUser(t.app, t.ctx.db, { email: 'sara@example.com', points: 2 });
    const zahra = await paidGift({ email: 'sara@example.com' });
    await claim(sara.cookie);
    const huda = await operator();
    const response = await refund(huda.cookie, zahra.order.transactionId);
    expect(response.json<AdminRefund>()).toMatchObject({ pointsTaken: 10 });
    expect(await balance(t.ctx.db, sara.user.id)).toBe(2);
    expect(await balance(t.ctx.db, zahra.user.id)).toBe(2);
  });

  it('a refund racing claims: exactly one wins, and nothing is credited twice', async () => {
    for (let round = 0; round < 4; round++) {
      await t.reset();
      await seedPackages(t.ctx.db);
      const sara = await seedSignedInUser(t.app, t.ctx.db, { email: 'sara@example.com', points: 2 });
      const zahra = await paidGift({ email: 'sara@example.com' });
      const huda = await operator();
      const [refunded, ...claims] = await Promise.all([refund(huda.cookie, zahra.order.transactionId), ...Array.from({ length: 5 }, () => claim(sara.cookie))]);
      expect(refunded!.statusCode).toBe(201);
      const delivered = claims.flatMap((c) => c.json<ClaimGiftsResponse>().delivered);
      const row = await orderOf(zahra.order.transactionId);
      const [refundRow] = await t.ctx.db.select().from(refunds).where(eq(refunds.transactionId, row.id));
      if (row.giftStatus === 'delivered') {
        // The claim came first: delivered once, and the refund took the points back.
        expect(delivered).toHaveLength(1);
        expect(refundRow!.pointsTaken).toBe(10);
      } else {
        expect(row.giftStatus).toBe('cancelled');
        expect(delivered).toHaveLength(0);
        expect(refundRow!.pointsTaken).toBe(0);
      }
      expect(await purchaseCredits(t.ctx.db, sara.user.id)).toBe(delivered.length);
      expect(await balance(t.ctx.db, sara.user.id)).toBe(2);
      await expectLedgerMatchesBalances(t.ctx.db);
    }
  });

  it('a refund racing the payment webhook: one e-mail, the gift cancelled, nobody credited', async () => {
    const zahra = await giftBuyer({ email: 'sara@example.com' });
    await verify(t.app, zahra.cookie, { invoiceId: zahra.order.invoiceId });
    const hook = await signedWebhook(zahra.order.invoiceId, zahra.paid.paymentId!);
    const huda = await operator();
    const [refunded] = await Promise.all([
      refund(huda.cookie, zahra.order.transactionId),
      ...Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'myfatoorah-signature': hook.signature }, payload: hook.body }),
      ),
    ]);
    expect(refunded!.statusCode).toBe(201);
    await t.app.paymentsSandbox!.webhooks.idle();
    expect(giftMails()).toHaveLength(1);
    expect(await orderOf(zahra.order.transactionId)).toMatchObject({ status: 'refunded', giftStatus: 'cancelled' });
    const sara = await signUpAndConfirm('sara@example.com');
    await sara.confirm();
    expect(await balance(t.ctx.db, sara.userId)).toBe(2);
    const credits = await t.ctx.db.select().from(pointLedger).where(eq(pointLedger.reason, 'purchase')).orderBy(asc(pointLedger.id));
    expect(credits).toEqual([]);
  });
});
