import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import type { AppContext } from '../../../context';
import { seedPackages } from '../../store/service';
import { createTestApp, testConfig, type TestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { CARDS, payOnSandbox } from '../../../../test/payments';
import { createMyFatoorahClient, MyFatoorahError, type FetchLike, type MyFatoorahClient } from '../provider/myfatoorah-client';
import { mapPaymentStatus } from '../provider/payment-status';
import { verifyWebhookSignature, type WebhookV2 } from '../provider/webhook-signature';
import { findSandboxInvoice, recordSandboxPayment, SANDBOX_METHODS } from './state';

/**
 * Contract tests: the provider client against the built-in sandbox. The sandbox must answer in
 * the provider's envelope and shapes, so the same client works against the real gateway.
 */
let t: TestApp;
let client: MyFatoorahClient;
const delivered: { body: WebhookV2; signature: string | null }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    config: { SANDBOX_WEBHOOK_DELAY_MS: '0' },
    // Record the sandbox's webhooks on their way to the app (and let them through).
    fetch: (self): FetchLike => async (url, init) => {
      if (url.endsWith('/api/payments/webhook')) {
        delivered.push({ body: JSON.parse(String(init.body)), signature: new Headers(init.headers).get('MyFatoorah-Signature') });
      }
      return self(url, init);
    },
  });
  client = createMyFatoorahClient({ baseUrl: t.ctx.config.payments.baseUrl, apiKey: t.ctx.config.payments.apiKey, fetch: (url, init) => selfFetch(url, init) });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await seedPackages(t.ctx.db);
  delivered.length = 0;
});
afterEach(() => t.app.paymentsSandbox!.webhooks.idle());

const selfFetch: FetchLike = async (url, init) => {
  const target = new URL(url);
  const response = await t.app.inject({
    method: init.method as 'POST',
    url: `${target.pathname}${target.search}`,
    headers: Object.fromEntries(new Headers(init.headers).entries()),
    payload: init.body as string,
  });
  return new Response(response.rawPayload, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? '') } });
};

async function newInvoice(valueKwd: number, method: 'kn' | 'vm' = 'vm', extra: Record<string, string> = {}) {
  const methods = await client.initiatePayment({ InvoiceAmount: valueKwd, CurrencyIso: 'KWD' });
  const chosen = methods.find((m) => m.PaymentMethodCode === method)!;
  return client.executePayment({
    InvoiceValue: valueKwd,
    PaymentMethodId: chosen.PaymentMethodId,
    CustomerName: 'Zahra Test',
    CustomerEmail: 'zahra@example.com',
    CallBackUrl: 'http://localhost:3000/payment/success',
    ErrorUrl: 'http://localhost:3000/payment/error?from=sandbox',
    CustomerReference: 'order_1',
    Language: 'en',
    ...extra,
  });
}

describe('sandbox API through the provider client', () => {
  it('InitiatePayment offers KNET and Visa/Master, matched on the code', async () => {
    const methods = await client.initiatePayment({ InvoiceAmount: 2.75, CurrencyIso: 'KWD' });
    expect(methods.map((m) => [m.PaymentMethodCode, m.PaymentMethodEn, m.PaymentMethodAr, m.TotalAmount, m.CurrencyIso, m.IsDirectPayment])).toEqual([
      ['kn', 'KNET', 'كي نت', 2.75, 'KWD', false],
      ['vm', 'VISA/MASTER', 'فيزا / ماستر', 2.75, 'KWD', false],
    ]);
  });

  it('ExecutePayment creates an invoice with a hosted payment URL; GetPaymentStatus shows it pending', async () => {
    const invoice = await newInvoice(2.75, 'kn');
    expect(invoice.InvoiceId).toMatch(/^\d+$/);
    expect(invoice.CustomerReference).toBe('order_1');
    expect(invoice.PaymentURL).toMatch(new RegExp(`^http://localhost:3000/sandbox/myfatoorah/checkout/${invoice.InvoiceId}\\?token=[0-9a-f]{32}&method=kn$`));
    const status = await client.getPaymentStatus({ Key: invoice.InvoiceId, KeyType: 'InvoiceId' });
    expect(status).toMatchObject({
      InvoiceId: invoice.InvoiceId,
      InvoiceStatus: 'Pending',
      CustomerReference: 'order_1',
      InvoiceValue: 2.75,
      InvoiceDisplayValue: '2.750 KD',
      InvoiceTransactions: [],
    });
    expect(status.ExpiryDate).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(status.ExpiryTime).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3}$/);
    expect(status.CreatedDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
    expect(mapPaymentStatus(status).status).toBe('pending');
  });

  it('writes large amounts with thousands commas and the currency as KD', async () => {
    const invoice = await newInvoice(1500);
    const status = await client.getPaymentStatus({ Key: invoice.InvoiceId, KeyType: 'InvoiceId' });
    expect(status.InvoiceValue).toBe(1500);
    expect(status.InvoiceDisplayValue).toBe('1,500.000 KD');
    const paid = await payOnSandbox(t.app, invoice.PaymentURL, CARDS.paid);
    const after = await client.getPaymentStatus({ Key: paid.paymentId!, KeyType: 'PaymentId' });
    expect(after.InvoiceTransactions[0]).toMatchObject({ TransationValue: '1,500.000', PaidCurrency: 'KD', Currency: 'KD', TransactionStatus: 'Succss' });
  });

  it('4242: paid, redirected with ?paymentId=X&Id=X, Succss as the real API spells it, and a signed webhook', async () => {
    const invoice = await newInvoice(2.75);
    const paid = await payOnSandbox(t.app, invoice.PaymentURL, CARDS.paid);
    expect(paid.status).toBe(303);
    const location = new URL(paid.location!);
    expect(location.pathname).toBe('/payment/success');
    expect(location.searchParams.get('paymentId')).toBe(location.searchParams.get('Id'));
    expect(paid.paymentId).toMatch(/^07\d{18}$/);

    const byPayment = await client.getPaymentStatus({ Key: paid.paymentId!, KeyType: 'PaymentId' });
    expect(byPayment.InvoiceStatus).toBe('Paid');
    expect(byPayment.InvoiceTransactions).toHaveLength(1);
    expect(byPayment.InvoiceTransactions[0]).toMatchObject({
      PaymentId: paid.paymentId,
      TransactionStatus: 'Succss',
      PaymentGateway: 'VISA/MASTER',
      TransationValue: '2.750',
      ErrorCode: '',
      Error: null,
    });
    expect(mapPaymentStatus(byPayment, { lookedUpPaymentId: paid.paymentId })).toMatchObject({
      status: 'completed',
      paymentId: paid.paymentId,
      invoiceValueFils: 2750,
      customerReference: 'order_1',
    });
    const byReference = await client.getPaymentStatus({ Key: 'order_1', KeyType: 'CustomerReference' });
    expect(byReference.InvoiceId).toBe(invoice.InvoiceId);

    await t.app.paymentsSandbox!.webhooks.idle();
    expect(delivered).toHaveLength(1);
    const [hook] = delivered;
    expect(hook!.body.Event).toMatchObject({ Code: 1, Name: 'PAYMENT_STATUS_CHANGED', CountryIsoCode: 'KWT' });
    expect(hook!.body.Data).toMatchObject({
      Invoice: { Id: invoice.InvoiceId, Status: 'PAID', ExternalIdentifier: 'order_1' },
      Transaction: { Status: 'SUCCESS', PaymentId: paid.paymentId, PaymentMethod: 'VISA/MASTER', Error: { Code: '', Message: '' } },
      Amount: { BaseCurrency: 'KWD', ValueInBaseCurrency: '2.750' },
    });
    expect(verifyWebhookSignature(hook!.body, hook!.signature ?? undefined, t.ctx.config.payments.webhookSecret)).toBe(true);
  });

  it('MakeRefund: a paid invoice is refunded in parts up to its value, each with a signed refund event once executed', async () => {
    const invoice = await newInvoice(2.75);
    const unpaid = await client.makeRefund({ KeyType: 'InvoiceId', Key: invoice.InvoiceId, Amount: 2.75, ServiceChargeOnCustomer: false, Comment: 'x' }).catch((e: unknown) => e);
    expect(unpaid).toMatchObject({ kind: 'rejected', message: 'This invoice is not paid and cannot be refunded' });
    const paid = await payOnSandbox(t.app, invoice.PaymentURL, CARDS.paid);
    await t.app.paymentsSandbox!.webhooks.idle();
    delivered.length = 0;

    const first = await client.makeRefund({ KeyType: 'PaymentId', Key: paid.paymentId!, Amount: 1, ServiceChargeOnCustomer: false, Comment: 'Part one' });
    expect(first).toMatchObject({ Key: invoice.InvoiceId, Amount: 1, Comment: 'Part one' });
    expect(first.RefundId).toMatch(/^\d{6}$/);
    const tooMuch = await client.makeRefund({ KeyType: 'InvoiceId', Key: invoice.InvoiceId, Amount: 1.751, ServiceChargeOnCustomer: false, Comment: 'x' }).catch((e: unknown) => e);
    expect(tooMuch).toMatchObject({ kind: 'rejected', message: 'The refund amount exceeds the available amount' });
    await client.makeRefund({ KeyType: 'InvoiceId', Key: invoice.InvoiceId, Amount: 1.75, ServiceChargeOnCustomer: false, Comment: 'Part two' });
    const invalid = await client.makeRefund({ KeyType: 'CustomerReference' as 'InvoiceId', Key: '', Amount: -1, ServiceChargeOnCustomer: false, Comment: 'x' }).catch((e: unknown) => e);
    expect((invalid as MyFatoorahError).details.validationErrors?.map((e) => e.Name)).toEqual(['Key', 'KeyType', 'Amount']);

    await t.app.paymentsSandbox!.webhooks.idle();
    expect(delivered.map((d) => [d.body.Event?.Code, d.body.Data?.Refund?.Status, d.body.Data?.Amount?.ValueInBaseCurrency, d.body.Data?.ReferencedInvoice?.Id])).toEqual([
      [2, 'REFUNDED', '1.000', invoice.InvoiceId],
      [2, 'REFUNDED', '1.750', invoice.InvoiceId],
    ]);
    for (const hook of delivered) expect(verifyWebhookSignature(hook.body, hook.signature ?? undefined, t.ctx.config.payments.webhookSecret)).toBe(true);
  });

  it('4000...0002: declined with MF002, sent to the ErrorUrl; the invoice stays open for another try', async () => {
    const invoice = await newInvoice(2.75, 'kn');
    const declined = await payOnSandbox(t.app, invoice.PaymentURL, CARDS.declined);
    const location = new URL(declined.location!);
    expect(`${location.pathname}${location.search}`).toBe(`/payment/error?from=sandbox&paymentId=${declined.paymentId}&Id=${declined.paymentId}`);
    const status = await client.getPaymentStatus({ Key: declined.paymentId!, KeyType: 'PaymentId' });
    expect(status.InvoiceStatus).toBe('Pending');
    expect(status.InvoiceTransactions[0]).toMatchObject({ TransactionStatus: 'Failed', ErrorCode: 'MF002', Error: 'Declined by the card issuer', PaymentGateway: 'KNET' });
    expect(mapPaymentStatus(status, { lookedUpPaymentId: declined.paymentId })).toMatchObject({ status: 'failed', failure: { code: 'MF002', message: 'Declined by the card issuer' } });
    // Looked up by invoice, a declined attempt alone does not end the invoice.
    expect(mapPaymentStatus(status).status).toBe('pending');

    const retry = await payOnSandbox(t.app, invoice.PaymentURL, CARDS.paid);
    const after = await client.getPaymentStatus({ Key: invoice.InvoiceId, KeyType: 'InvoiceId' });
    expect(after.InvoiceStatus).toBe('Paid');
    expect(mapPaymentStatus(after)).toMatchObject({ status: 'completed', paymentId: retry.paymentId });
    await t.app.paymentsSandbox!.webhooks.idle();
    expect(delivered.map((d) => d.body.Data?.Transaction?.Status)).toEqual(['FAILED', 'SUCCESS']);
  });

  it('cancel on the hosted page is a failed attempt with MF006', async () => {
    const invoice = await newInvoice(1);
    const canceled = await payOnSandbox(t.app, invoice.PaymentURL, '', { action: 'cancel' });
    expect(canceled.location).toContain('/payment/error');
    const status = await client.getPaymentStatus({ Key: canceled.paymentId!, KeyType: 'PaymentId' });
    expect(status.InvoiceTransactions[0]).toMatchObject({ TransactionStatus: 'Canceled', ErrorCode: 'MF006' });
    expect(mapPaymentStatus(status, { lookedUpPaymentId: canceled.paymentId }).status).toBe('failed');
  });

  it('4000...0259 is in progress for about 5 s, then paid (settled lazily, so a restart loses nothing)', async () => {
    const invoice = await newInvoice(4.25);
    const started = new Date();
    const result = await recordSandboxPayment(t.ctx.db, Number(invoice.InvoiceId), SANDBOX_METHODS[1], { kind: 'pending', settleAfterMs: 5000 }, started);
    expect('transaction' in result && result.transaction.TransactionStatus).toBe('InProgress');
    const at4s = await findSandboxInvoice(t.ctx.db, { Key: invoice.InvoiceId, KeyType: 'InvoiceId' }, new Date(started.getTime() + 4000));
    expect(at4s!.status).toBe('Pending');
    const at5s = await findSandboxInvoice(t.ctx.db, { Key: invoice.InvoiceId, KeyType: 'InvoiceId' }, new Date(started.getTime() + 5000));
    expect(at5s!.status).toBe('Paid');
    const status = await client.getPaymentStatus({ Key: invoice.InvoiceId, KeyType: 'InvoiceId' });
    expect(status.InvoiceTransactions[0]!.TransactionStatus).toBe('Succss');
  });

  it('4000...0259 through the page: pending at first; 4000...9995 stays pending', async () => {
    const first = await newInvoice(1);
    const pending = await payOnSandbox(t.app, first.PaymentURL, CARDS.pendingThenPaid);
    expect(new URL(pending.location!).pathname).toBe('/payment/success');
    const status = await client.getPaymentStatus({ Key: pending.paymentId!, KeyType: 'PaymentId' });
    expect(status.InvoiceTransactions[0]!.TransactionStatus).toBe('InProgress');
    expect(mapPaymentStatus(status, { lookedUpPaymentId: pending.paymentId }).status).toBe('pending');

    const second = await newInvoice(1, 'vm', { CustomerReference: 'order_2' });
    const stays = await payOnSandbox(t.app, second.PaymentURL, CARDS.staysPending);
    const later = await findSandboxInvoice(t.ctx.db, { Key: stays.paymentId!, KeyType: 'PaymentId' }, new Date(Date.now() + 3_600_000));
    expect(later!.status).toBe('Pending');
    // While an attempt is in progress the page does not take another one.
    const page = await t.app.inject({ method: 'GET', url: new URL(second.PaymentURL).pathname + new URL(second.PaymentURL).search });
    expect(page.body).toContain('A payment for this invoice is being processed.');
  });

  it('refuses a wrong API key, bad input and unknown keys in the provider envelope', async () => {
    const wrongKey = createMyFatoorahClient({ baseUrl: t.ctx.config.payments.baseUrl, apiKey: 'nope', fetch: selfFetch });
    await expect(wrongKey.initiatePayment({ InvoiceAmount: 1, CurrencyIso: 'KWD' })).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Authorization has been denied for this request.',
      details: { httpStatus: 401 },
    });
    await expect(client.executePayment({ InvoiceValue: -1, PaymentMethodId: 99 })).rejects.toMatchObject({
      kind: 'rejected',
      message: 'InvoiceValue: Invoice value must be a positive number with at most 3 decimals; PaymentMethodId: Invalid payment method',
    });
    await expect(client.executePayment({ InvoiceValue: 1, PaymentMethodId: 1, CallBackUrl: `http://localhost:3000/${'a'.repeat(260)}` })).rejects.toMatchObject({
      kind: 'rejected',
      message: 'CallBackUrl: CallBackUrl must be a URL on http://localhost:3000 of at most 254 characters',
    });
    const unknown = client.getPaymentStatus({ Key: '999999999', KeyType: 'InvoiceId' });
    await expect(unknown).rejects.toBeInstanceOf(MyFatoorahError);
    await expect(unknown).rejects.toMatchObject({ kind: 'rejected', message: 'No data match with specified key' });
  });
});

describe('the hosted checkout page', () => {
  const path = (paymentUrl: string) => `${new URL(paymentUrl).pathname}${new URL(paymentUrl).search}`;

  it('offers KNET and card in English', async () => {
    const invoice = await newInvoice(2.75, 'kn');
    const page = await t.app.inject({ method: 'GET', url: path(invoice.PaymentURL) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain('id="method-kn" checked');
    expect(page.body).toContain('> KNET</label>');
    expect(page.body).toContain('> Visa / Mastercard</label>');
    expect(page.body).toContain('<b data-testid="sandbox-amount"><bdi>2.750 KD</bdi></b>');
    expect(page.body).toContain('<code dir="ltr">4000 0000 0000 0259</code> pending for about 5 seconds, then paid');
  });

  it('is in Arabic, right to left, for an Arabic invoice or ?lang=ar', async () => {
    const invoice = await newInvoice(2.75, 'vm', { Language: 'ar' });
    const page = await t.app.inject({ method: 'GET', url: path(invoice.PaymentURL) });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    // Its icon is in the page: the browser does not ask for a missing /favicon.ico.
    expect(page.body).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+">/);
    expect(page.body).toContain('> كي نت</label>');
    expect(page.body).toContain('> فيزا / ماستركارد</label>');
    expect(page.body).toContain('id="method-vm" checked');
    expect(page.body).toContain('بيئة تجريبية: لا تُخصم أي أموال حقيقية');
    const english = await t.app.inject({ method: 'GET', url: `${path(invoice.PaymentURL)}&lang=en` });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
  });

  it('answers a wrong token with 404 and explains bad card details', async () => {
    const invoice = await newInvoice(1);
    const url = new URL(invoice.PaymentURL);
    const forged = await t.app.inject({ method: 'GET', url: `${url.pathname}?token=${'0'.repeat(32)}` });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('This payment link is not valid.');
    const bad = await payOnSandbox(t.app, invoice.PaymentURL, '4242 4242 4242 4241', { expiry: '01/20' });
    expect(bad.status).toBe(422);
    expect(bad.body).toContain('Enter a valid card number.');
    expect(bad.body).toContain('Enter a valid expiry date (MM/YY) that is not in the past.');
    const status = await client.getPaymentStatus({ Key: invoice.InvoiceId, KeyType: 'InvoiceId' });
    expect(status.InvoiceTransactions).toEqual([]);
  });

  it('takes a KNET expiry typed without its slash ("1229")', async () => {
    const invoice = await newInvoice(1, 'kn');
    const paid = await payOnSandbox(t.app, invoice.PaymentURL, CARDS.paid, { method: 'kn', expiry: '1239' });
    expect(paid.status).toBe(303);
    expect(paid.paymentId).toMatch(/^\d+$/);
  });

  it('keeps the typed PIN or CVV when another field was wrong, and empties it when it was the wrong one', async () => {
    const knet = await newInvoice(1, 'kn');
    const wrongExpiry = await payOnSandbox(t.app, knet.PaymentURL, CARDS.paid, { method: 'kn', expiry: '01/20', secret: '4321' });
    expect(wrongExpiry.status).toBe(422);
    expect(wrongExpiry.body).toContain('id="knet-pin" name="pin" type="password" inputmode="numeric" dir="ltr" autocomplete="off" value="4321">');
    expect(wrongExpiry.body).toContain('id="knet-expiry" name="knetExpiry" placeholder="MM/YY" dir="ltr" autocomplete="off" value="01/20" aria-invalid="true"');
    const wrongPin = await payOnSandbox(t.app, knet.PaymentURL, CARDS.paid, { method: 'kn', secret: '12' });
    expect(wrongPin.body).toContain('value="" aria-invalid="true" aria-describedby="error-pin">');
    expect(wrongPin.body).toContain('Enter your 4-digit PIN.');

    const card = await newInvoice(1, 'vm');
    const wrongNumber = await payOnSandbox(t.app, card.PaymentURL, '4242 4242 4242 4241', { secret: '987' });
    expect(wrongNumber.body).toContain('autocomplete="cc-csc" value="987">');
    const wrongCvv = await payOnSandbox(t.app, card.PaymentURL, CARDS.paid, { secret: '9' });
    expect(wrongCvv.body).toContain('autocomplete="cc-csc" value="" aria-invalid="true" aria-describedby="error-cvv">');
  });

  it('shows a paid invoice as paid, with the way back to the shop', async () => {
    const invoice = await newInvoice(1);
    const paid = await payOnSandbox(t.app, invoice.PaymentURL, CARDS.paid);
    const page = await t.app.inject({ method: 'GET', url: path(invoice.PaymentURL) });
    expect(page.body).toContain('This invoice has already been paid.');
    expect(page.body).toContain(`href="http://localhost:3000/payment/success?paymentId=${paid.paymentId}&amp;Id=${paid.paymentId}"`);
    const again = await payOnSandbox(t.app, invoice.PaymentURL, CARDS.paid);
    expect(again.status).toBe(200);
    expect(again.body).toContain('This invoice has already been paid.');
  });
});

describe('over a real HTTP port', () => {
  it('the same client talks to the sandbox of a listening server', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const database = await createTestDatabase();
    const config = testConfig({ APP_URL: `http://127.0.0.1:${port}`, SANDBOX_WEBHOOK_DELAY_MS: '600000' });
    const ctx: AppContext = { config, database, db: database.db };
    const app = await buildApp(ctx);
    await app.listen({ port, host: '127.0.0.1' });
    try {
      const real = createMyFatoorahClient({ baseUrl: config.payments.baseUrl, apiKey: config.payments.apiKey });
      const invoice = await real.executePayment({ InvoiceValue: 7.5, PaymentMethodId: 2, CustomerReference: 'order_http' });
      const status = await real.getPaymentStatus({ Key: invoice.InvoiceId, KeyType: 'InvoiceId' });
      expect(status).toMatchObject({ InvoiceStatus: 'Pending', InvoiceDisplayValue: '7.500 KD', CustomerReference: 'order_http' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
