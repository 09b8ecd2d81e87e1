import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { seedPackages } from '../../src/modules/store/service';
import { createTestApp, type TestApp } from '../app';
import { seedSignedInUser } from '../factories';
import { checkout, packageId } from '../payments';

/** Finding 2: the payment sandbox's secrets, return addresses and production use. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await seedPackages(t.ctx.db);
});

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'sandbox-'));
const api = (url: string, payload: object, key = t.ctx.config.payments.apiKey) =>
  t.app.inject({ method: 'POST', url: `/sandbox/myfatoorah/v2/${url}`, headers: { authorization: `Bearer ${key}` }, payload });

async function pendingPurchase() {
  const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { email: 'buyer@example.com', firstName: 'Zainab' });
  const started = await checkout(t.app, cookie, { packageId: await packageId(t.ctx.db, 3) });
  const invoiceId = Number(new URL(started.paymentUrl).pathname.split('/').pop());
  return { user, started, invoiceId };
}

describe('sandbox lockdown', () => {
  it('generates its API key, webhook secret and checkout key once per installation, in DATA_DIR', () => {
    const first = dataDir();
    const a = loadConfig({ DATA_DIR: first }).payments;
    const b = loadConfig({ DATA_DIR: dataDir() }).payments;
    for (const [name, value] of [['sandbox-api-key', a.apiKey], ['sandbox-webhook-secret', a.webhookSecret], ['sandbox-checkout-key', a.sandboxCheckoutKey]] as const) {
      expect(value).toMatch(/^[0-9a-f]{64}$/);
      expect(readFileSync(path.join(first, name), 'utf8')).toBe(value);
      expect(statSync(path.join(first, name)).mode & 0o777).toBe(0o600);
    }
    expect(loadConfig({ DATA_DIR: first }).payments).toEqual(a);
    expect(b.apiKey).not.toBe(a.apiKey);
    expect(new Set([a.apiKey, a.webhookSecret, a.sandboxCheckoutKey]).size).toBe(3);
    expect(loadConfig({ DATA_DIR: dataDir(), MYFATOORAH_API_KEY: 'k'.repeat(40), SANDBOX_CHECKOUT_KEY: 'c'.repeat(40) }).payments).toMatchObject({
      apiKey: 'k'.repeat(40),
      sandboxCheckoutKey: 'c'.repeat(40),
    });
  });

  it("the former public key cannot read another buyer's name and e-mail", async () => {
    const { invoiceId } = await pendingPurchase();
    const leaked = await api('GetPaymentStatus', { Key: String(invoiceId), KeyType: 'InvoiceId' }, 'sandbox-api-key');
    expect(leaked.statusCode).toBe(401);
    expect(leaked.body).not.toContain('buyer@example.com');
  });

  it("a checkout token forged with the former constant cannot open or cancel another user's purchase", async () => {
    const { invoiceId } = await pendingPurchase();
    const forged = createHmac('sha256', 'sandbox-webhook-secret:checkout').update(String(invoiceId)).digest('hex').slice(0, 32);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/myfatoorah/checkout/${invoiceId}?token=${forged}` });
    expect(page.statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/sandbox/myfatoorah/checkout/${invoiceId}?token=${forged}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel&method=vm&lang=en',
    });
    expect(cancel.statusCode).toBe(404);
    const status = await api('GetPaymentStatus', { Key: String(invoiceId), KeyType: 'InvoiceId' });
    expect(status.json().Data.InvoiceStatus).toBe('Pending');
  });

  it('refuses return addresses off the app origin, so the sandbox is no open redirect', async () => {
    for (const name of ['CallBackUrl', 'ErrorUrl']) {
      const response = await api('ExecutePayment', {
        InvoiceValue: 1,
        PaymentMethodId: 2,
        CallBackUrl: 'http://localhost:3000/payment/success',
        [name]: 'http://evil.example/phish',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().ValidationErrors).toEqual([{ Name: name, Error: `${name} must be a URL on http://localhost:3000 of at most 254 characters` }]);
    }
  });

  it('refuses to start on an https APP_URL unless SANDBOX_IN_PRODUCTION=true; then the store says "test payments"', async () => {
    const production = { DATA_DIR: dataDir(), APP_URL: 'https://quiz.example.com', MAIL_OUTBOX_IN_PRODUCTION: 'true' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow('Refusing to start: PAYMENT_PROVIDER=sandbox with an https APP_URL');
    expect(loadConfig({ ...production, SANDBOX_IN_PRODUCTION: 'true' }).payments.sandboxInProduction).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir() }).payments.sandboxInProduction).toBe(false);

    expect((await t.app.inject({ method: 'GET', url: '/api/store/packages' })).json().testPayments).toBe(false);
    const shown = await createTestApp({ config: { APP_URL: 'https://quiz.example.com', SANDBOX_IN_PRODUCTION: 'true', MAIL_OUTBOX_IN_PRODUCTION: 'true' } });
    expect((await shown.app.inject({ method: 'GET', url: '/api/store/packages' })).json().testPayments).toBe(true);
    await shown.close();
  });
});
