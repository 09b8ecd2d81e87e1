import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMyFatoorahClient, describeBody, MyFatoorahError, type MyFatoorahClient } from './myfatoorah-client';
import { mapPaymentStatus, parseKuwaitExpiry } from './payment-status';
import { signWebhook, verifyWebhookSignature, webhookSignatureString, type WebhookV2 } from './webhook-signature';

/**
 * Contract tests of the client against recorded answers in the real provider's shapes
 * (PAYMENTS.md), served by a tiny local HTTP server.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const recording = (name: string) => readFileSync(path.resolve(here, '../../../../test/recordings', name), 'utf8');

type Handler = (request: IncomingMessage & { body: string }, response: ServerResponse) => void;
let server: Server;
let baseUrl: string;
let handlers: Handler[] = [];
let received: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let sleeps: number[] = [];

const json = (body: string, status = 200): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body);
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const handler = handlers.shift();
      if (!handler) return res.writeHead(500).end('no recording queued');
      handler(Object.assign(req, { body }), res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  handlers = [];
  received = [];
  sleeps = [];
});

function client(options: Partial<Parameters<typeof createMyFatoorahClient>[0]> = {}): MyFatoorahClient {
  return createMyFatoorahClient({
    baseUrl: `${baseUrl}/`,
    apiKey: 'test-key',
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
}

describe('GetPaymentStatus against recorded answers', () => {
  it('paid: Succss, commas in amounts, PaymentId kept as a string', async () => {
    handlers.push(json(recording('paid.json')));
    const data = await client().getPaymentStatus({ Key: '100202120965964751', KeyType: 'PaymentId' });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/v2/GetPaymentStatus' });
    expect(received[0]!.headers.authorization).toBe('Bearer test-key');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]!.body)).toEqual({ Key: '100202120965964751', KeyType: 'PaymentId' });
    expect(data.InvoiceId).toBe('915102');
    expect(data.InvoiceTransactions[0]).toMatchObject({ PaymentId: '100202120965964751', TransactionStatus: 'Succss', TransationValue: '12,345.000', PaidCurrency: 'KD' });
    expect(mapPaymentStatus(data, { lookedUpPaymentId: '100202120965964751' })).toEqual({
      status: 'completed',
      invoiceId: '915102',
      paymentId: '100202120965964751',
      transactionId: '202120965959207',
      failure: null,
      customerReference: 'order_1',
      invoiceValueFils: 12_345_000,
    });
  });

  it('failed: the looked-up payment failed with an MF error code', async () => {
    handlers.push(json(recording('failed.json')));
    const data = await client().getPaymentStatus({ Key: '07076409988323998875', KeyType: 'PaymentId' });
    expect(data.InvoiceTransactions[0]!.PaymentId).toBe('07076409988323998875');
    expect(mapPaymentStatus(data, { lookedUpPaymentId: '07076409988323998875' })).toMatchObject({
      status: 'failed',
      invoiceId: '6409988',
      paymentId: '07076409988323998875',
      failure: { code: 'MF004', message: 'Insufficient Funds' },
      invoiceValueFils: 2750,
    });
    // Asked by invoice id, one failed attempt leaves the (still payable) invoice pending.
    expect(mapPaymentStatus(data).status).toBe('pending');
  });

  it('pending: an attempt in progress', async () => {
    handlers.push(json(recording('pending.json')));
    const data = await client().getPaymentStatus({ Key: '6409990', KeyType: 'InvoiceId' });
    expect(mapPaymentStatus(data, { now: new Date('2024-03-10T08:00:00Z') })).toMatchObject({ status: 'pending', failure: null, invoiceValueFils: 4250 });
  });

  it('expired: past ExpiryDate + ExpiryTime in Kuwait time', async () => {
    handlers.push(json(recording('expired.json')));
    const data = await client().getPaymentStatus({ Key: '6409991', KeyType: 'InvoiceId' });
    // 09:00 in Kuwait is 06:00 UTC.
    expect(parseKuwaitExpiry(data.ExpiryDate, data.ExpiryTime)?.toISOString()).toBe('2023-01-02T06:00:00.000Z');
    expect(mapPaymentStatus(data, { now: new Date('2023-01-02T05:59:59Z') }).status).toBe('pending');
    expect(mapPaymentStatus(data, { now: new Date('2023-01-02T06:00:01Z') })).toMatchObject({ status: 'failed', failure: { code: 'expired' } });
  });

  it('canceled invoices and DuplicatePayment follow the official library', () => {
    const base = JSON.parse(recording('pending.json')).Data;
    expect(mapPaymentStatus({ ...base, InvoiceId: '1', InvoiceStatus: 'Canceled' }).status).toBe('failed');
    expect(mapPaymentStatus({ ...base, InvoiceId: '1', InvoiceStatus: 'DuplicatePayment' }).status).toBe('completed');
  });

  it('an invalid key is a refusal with the validation message', async () => {
    handlers.push(json(recording('invalid-key.json'), 400));
    const error = await client().getPaymentStatus({ Key: 'x', KeyType: 'InvoiceId' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MyFatoorahError);
    expect(error).toMatchObject({ kind: 'rejected', message: 'KeyType: Invalid KeyType', details: { httpStatus: 400 } });
    expect(sleeps).toEqual([]);
  });
});

describe('unreachable provider and the retry guidance', () => {
  it('an HTML error page is never read as JSON: unreachable, with a readable excerpt', async () => {
    handlers.push((_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end(recording('gateway-error.html')));
    const error = await client().getPaymentStatus({ Key: '1', KeyType: 'InvoiceId' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unreachable', message: 'The payment provider answered HTTP 502 without JSON: 502 Bad Gateway', details: { httpStatus: 502 } });
  });

  it('an HTML page with status 200 is still not an answer', async () => {
    handlers.push((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>Maintenance</h1></body></html>'));
    await expect(client().getPaymentStatus({ Key: '1', KeyType: 'InvoiceId' })).rejects.toMatchObject({ kind: 'unreachable' });
    expect(describeBody('<p>Service   <b>down</b></p>')).toBe('Service down');
  });

  it('a timeout ends the call at the configured limit', async () => {
    handlers.push(() => undefined); // never answers
    const started = Date.now();
    const error = await client().getPaymentStatus({ Key: '1', KeyType: 'InvoiceId' }, { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unreachable', message: 'The payment provider did not answer within 300 ms' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('retries 3 times 5 s apart when unreachable, then gives up', async () => {
    for (let i = 0; i < 4; i++) handlers.push((_req, res) => res.writeHead(503, { 'content-type': 'text/html' }).end('<title>Service Unavailable</title>'));
    const error = await client().getPaymentStatus({ Key: '1', KeyType: 'InvoiceId' }, { retries: 3 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unreachable' });
    expect(received).toHaveLength(4);
    expect(sleeps).toEqual([5000, 5000, 5000]);
  });

  it('a retry that reaches the provider returns its answer', async () => {
    handlers.push(() => undefined, json(recording('paid.json')));
    const data = await client().getPaymentStatus({ Key: '915102', KeyType: 'InvoiceId' }, { retries: 3, timeoutMs: 200 });
    expect(data.InvoiceStatus).toBe('Paid');
    expect(sleeps).toEqual([5000]);
  });

  it('never retries a refusal', async () => {
    handlers.push(json(recording('execute-refused.json'), 400));
    await expect(client().executePayment({ InvoiceValue: 0, PaymentMethodId: 1 }, { retries: 3 })).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Invoice value must be greater than zero',
    });
    expect(received).toHaveLength(1);
  });

  it('a body that is not the envelope is unreachable, not a crash', async () => {
    handlers.push(json('{"hello":"world"}'), json('{"IsSuccess":true,"Message":"","Data":{"InvoiceId":"x"}}'));
    await expect(client().getPaymentStatus({ Key: '1', KeyType: 'InvoiceId' })).rejects.toMatchObject({ kind: 'unreachable' });
    await expect(client().getPaymentStatus({ Key: '1', KeyType: 'InvoiceId' })).rejects.toMatchObject({
      kind: 'unreachable',
      message: "The payment provider's answer to /v2/GetPaymentStatus has an unexpected shape",
    });
  });

  it('a refused connection is unreachable', async () => {
    const closed = createMyFatoorahClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k' });
    await expect(closed.getPaymentStatus({ Key: '1', KeyType: 'InvoiceId' })).rejects.toMatchObject({ kind: 'unreachable' });
  });
});

describe('InitiatePayment and ExecutePayment against recorded answers', () => {
  it('reads methods (ids differ per account) and the invoice with its payment URL', async () => {
    handlers.push(json(recording('initiate.json')), json(recording('execute.json')));
    const methods = await client().initiatePayment({ InvoiceAmount: 2.75, CurrencyIso: 'KWD' });
    const card = methods.find((m) => m.PaymentMethodCode === 'vm')!;
    expect(card.PaymentMethodId).toBe(20);
    const invoice = await client().executePayment({ InvoiceValue: 2.75, PaymentMethodId: card.PaymentMethodId, CustomerReference: 'order_5' });
    expect(invoice).toEqual({
      InvoiceId: '6409992',
      PaymentURL: 'https://demo.MyFatoorah.com/En/KWT/PayInvoice/Checkout?invoiceKey=abc&paymentGatewayId=20',
      CustomerReference: 'order_5',
      UserDefinedField: '21',
    });
    expect(JSON.parse(received[1]!.body)).toEqual({ InvoiceValue: 2.75, PaymentMethodId: 20, CustomerReference: 'order_5' });
  });
});

describe('MakeRefund against recorded answers', () => {
  it('sends the key, the decimal amount and the comment; reads the refund id as a string', async () => {
    handlers.push(json(recording('make-refund.json')));
    const refund = await client().makeRefund({ KeyType: 'InvoiceId', Key: '6409992', Amount: 2.75, ServiceChargeOnCustomer: false, Comment: 'Double charge' });
    expect(refund).toEqual({ Key: '6409992', RefundId: '28401', RefundReference: '2024000019', Amount: 2.75, Comment: 'Double charge' });
    expect(received[0]!.url).toBe('/v2/MakeRefund');
    expect(JSON.parse(received[0]!.body)).toEqual({ KeyType: 'InvoiceId', Key: '6409992', Amount: 2.75, ServiceChargeOnCustomer: false, Comment: 'Double charge' });
  });

  it('a refusal carries the validation message and is never retried', async () => {
    handlers.push(json(recording('make-refund-refused.json'), 400));
    const error = await client().makeRefund({ KeyType: 'InvoiceId', Key: '1', Amount: 9, ServiceChargeOnCustomer: false, Comment: 'x' }, { retries: 3 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rejected', message: 'Amount: The refund amount exceeds the available amount' });
    expect(received).toHaveLength(1);
  });

  it('an unreachable provider is not asked again (no idempotency key)', async () => {
    handlers.push((_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<html><title>Bad gateway</title></html>'));
    const error = await client().makeRefund({ KeyType: 'InvoiceId', Key: '1', Amount: 1, ServiceChargeOnCustomer: false, Comment: 'x' }, { retries: 3 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unreachable' });
    expect(received).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe('webhook V2 signature', () => {
  const event: WebhookV2 = {
    Event: { Code: 1, Name: 'PAYMENT_STATUS_CHANGED', CountryIsoCode: 'KWT', CreationDate: '2024-03-10T10:01:13', Reference: 'WH-626519' },
    Data: {
      Invoice: { Id: '6409988', Status: 'PAID', Reference: '2024012345', UserDefinedField: '', ExternalIdentifier: null },
      Transaction: { Id: '86781', Status: 'SUCCESS', PaymentMethod: 'VISA/MASTER', PaymentId: '07076409988323998875', ReferenceId: 'x', Error: { Code: '', Message: '' } },
      Amount: { BaseCurrency: 'KWD', ValueInBaseCurrency: '1' },
    },
  };

  it('signs the fixed field order, null written as empty', () => {
    expect(webhookSignatureString(event)).toBe(
      'Invoice.Id=6409988,Invoice.Status=PAID,Transaction.Status=SUCCESS,Transaction.PaymentId=07076409988323998875,Invoice.ExternalIdentifier=',
    );
    // Computed independently: printf '%s' "$S" | openssl dgst -sha256 -hmac whsec_test -binary | base64
    expect(signWebhook(event, 'whsec_test')).toBe('/qEs0UPcW1Wu0Uin1V1BTwn11BYB+vpAkloyx2E75OM=');
  });

  it('accepts the right signature and refuses a missing, forged or tampered one', () => {
    const signature = '/qEs0UPcW1Wu0Uin1V1BTwn11BYB+vpAkloyx2E75OM=';
    expect(verifyWebhookSignature(event, signature, 'whsec_test')).toBe(true);
    expect(verifyWebhookSignature(event, undefined, 'whsec_test')).toBe(false);
    expect(verifyWebhookSignature(event, '', 'whsec_test')).toBe(false);
    expect(verifyWebhookSignature(event, 'not-base64!!', 'whsec_test')).toBe(false);
    expect(verifyWebhookSignature(event, ['a', 'b'], 'whsec_test')).toBe(false);
    expect(verifyWebhookSignature(event, signature, 'other-secret')).toBe(false);
    const tampered = { ...event, Data: { ...event.Data, Invoice: { ...event.Data!.Invoice, Id: '6409989' } } };
    expect(verifyWebhookSignature(tampered, signature, 'whsec_test')).toBe(false);
  });

  it('a refund event (code 2) signs its own fields: Refund.Id, Refund.Status, Amount.ValueInBaseCurrency, ReferencedInvoice.Id', () => {
    const refund: WebhookV2 = {
      Event: { Code: 2, Name: 'REFUND_STATUS_CHANGED', CountryIsoCode: 'KWT', CreationDate: '2024-03-10T10:01:13', Reference: 'WH-626520' },
      Data: { Refund: { Id: '28401', Status: 'REFUNDED', Reference: '2024000019' }, Amount: { ValueInBaseCurrency: '2.75' }, ReferencedInvoice: { Id: '6409992' } },
    };
    expect(webhookSignatureString(refund)).toBe('Refund.Id=28401,Refund.Status=REFUNDED,Amount.ValueInBaseCurrency=2.75,ReferencedInvoice.Id=6409992');
    const signature = signWebhook(refund, 'whsec_test');
    expect(verifyWebhookSignature(refund, signature, 'whsec_test')).toBe(true);
    const tampered = { ...refund, Data: { ...refund.Data, Refund: { Id: '28401', Status: 'CANCELED' } } };
    expect(verifyWebhookSignature(tampered, signature, 'whsec_test')).toBe(false);
  });
});
