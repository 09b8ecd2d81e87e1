import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatKwd, parseKwdToFils } from '@app/shared/money';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import type { FetchLike } from '../provider/myfatoorah-client';
import { renderCheckoutPage, renderStatePage, type CheckoutErrors, type CheckoutLanguage } from './checkout-page';
import {
  SANDBOX_METHODS,
  createSandboxInvoice,
  findSandboxInvoice,
  invoiceExpired,
  paymentStatusData,
  recordSandboxPayment,
  transactionsOf,
  type SandboxInvoice,
} from './state';
import { CANCELED_OUTCOME, cardDigits, cardOutcome, luhnValid, type CardOutcome } from './test-cards';
import { createWebhookSender, webhookBody, type WebhookSender } from './webhook-sender';
import { refundWebhookBody, requestSandboxRefund, settleSandboxRefund, type RefundRefusal } from './refunds';

const REFUND_REFUSALS: Record<RefundRefusal, string> = {
  not_found: 'No data match with specified key',
  not_paid: 'This invoice is not paid and cannot be refunded',
  exceeds_paid: 'The refund amount exceeds the available amount',
};

/**
 * The built-in MyFatoorah sandbox (DECISIONS.md 15): the provider's v2 endpoints with its
 * envelope and shapes, a hosted checkout page, the redirect ?paymentId=X&Id=X and a signed V2
 * webhook to the app's own webhook route. Registered only when PAYMENT_PROVIDER=sandbox.
 */
export const SANDBOX_PREFIX = '/sandbox/myfatoorah';

type Envelope = { IsSuccess: boolean; Message: string; ValidationErrors: { Name: string; Error: string }[] | null; Data: unknown };
const ok = (data: unknown, message = ''): Envelope => ({ IsSuccess: true, Message: message, ValidationErrors: null, Data: data });
const refused = (message: string, validationErrors: { Name: string; Error: string }[] | null = null): Envelope => ({
  IsSuccess: false,
  Message: message,
  ValidationErrors: validationErrors,
  Data: null,
});

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A return address on the app's own origin: the sandbox is never a redirect to anywhere else. */
function validUrl(value: unknown, origin: string): value is string {
  if (typeof value !== 'string' || value.length > 254) return false;
  try {
    return new URL(value).origin === origin;
  } catch {
    return false;
  }
}

function amountFils(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const fils = parseKwdToFils(value);
  return fils !== null && fils > 0 && fils <= 1_000_000_000 ? fils : null;
}

const optionalString = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : value == null ? null : undefined);

/** Appends the provider's redirect parameters: ?paymentId=X&Id=X (both the PaymentId). */
export function withPaymentId(url: string, paymentId: string): string {
  const target = new URL(url);
  target.searchParams.set('paymentId', paymentId);
  target.searchParams.set('Id', paymentId);
  return target.toString();
}

export type SandboxHandle = { webhooks: WebhookSender };

export function registerSandboxRoutes(app: FastifyInstance, { config, db }: AppContext, deps: { fetch: FetchLike }): SandboxHandle {
  const { appUrl, payments } = config;
  const appOrigin = new URL(appUrl).origin;
  const checkoutToken = (invoiceId: number) =>
    createHmac('sha256', payments.sandboxCheckoutKey).update(String(invoiceId)).digest('hex').slice(0, 32);
  const webhooks = createWebhookSender({
    url: `${appUrl}/api/payments/webhook`,
    secret: payments.webhookSecret,
    fetch: deps.fetch,
    onError: (error, attempt) => app.log.warn({ err: error, attempt }, 'sandbox webhook delivery failed'),
  });
  app.addHook('onClose', async () => webhooks.close());

  /** Sends the webhook of one attempt once its status is final (the 5-second card settles later). */
  function scheduleWebhook(invoiceId: number, paymentId: string, outcome: CardOutcome) {
    if (outcome.kind === 'pending' && outcome.settleAfterMs === null) return;
    const wait = (outcome.kind === 'pending' ? outcome.settleAfterMs ?? 0 : 0) + payments.sandboxWebhookDelayMs;
    webhooks.schedule(async () => {
      const invoice = await findSandboxInvoice(db, { Key: String(invoiceId), KeyType: 'InvoiceId' });
      const transaction = invoice && transactionsOf(invoice).find((t) => t.PaymentId === paymentId);
      if (!invoice || !transaction || transaction.TransactionStatus === 'InProgress') return null;
      return webhookBody(invoice, transaction);
    }, wait);
  }

  app.register(
    async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      scope.setErrorHandler((error: { statusCode?: number; status?: number; message: string }, request, reply) => {
        const code = error instanceof AppError ? error.status : error.statusCode;
        const status = code && code < 500 ? code : 500;
        if (status === 500) request.log.error({ err: error }, 'sandbox request failed');
        return reply.status(status).send(refused(status === 500 ? 'Internal server error' : error.message));
      });

      const api = (handler: (body: Record<string, unknown>, reply: FastifyReply) => Promise<Envelope>) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          const auth = request.headers.authorization ?? '';
          if (!sameText(auth, `Bearer ${payments.apiKey}`)) {
            return reply.status(401).send(refused('Authorization has been denied for this request.'));
          }
          const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
          return handler(body, reply);
        };

      scope.post('/v2/InitiatePayment', api(async (body, reply) => {
        const fils = amountFils(body.InvoiceAmount);
        const errors = [
          ...(fils === null ? [{ Name: 'InvoiceAmount', Error: 'Invoice amount must be a positive number with at most 3 decimals' }] : []),
          ...(body.CurrencyIso !== 'KWD' ? [{ Name: 'CurrencyIso', Error: 'The sandbox accepts KWD only' }] : []),
        ];
        if (errors.length > 0) {
          reply.status(400);
          return refused('Invalid data', errors);
        }
        const total = fils! / 1000;
        return ok(
          {
            PaymentMethods: SANDBOX_METHODS.map(({ gateway: _gateway, ...method }) => ({
              ...method,
              IsDirectPayment: false,
              ServiceCharge: 0,
              TotalAmount: total,
              CurrencyIso: 'KWD',
              ImageUrl: '',
              IsEmbeddedSupported: false,
              PaymentCurrencyIso: 'KWD',
            })),
          },
          'Initiated Successfully!',
        );
      }));

      scope.post('/v2/ExecutePayment', api(async (body, reply) => {
        const fils = amountFils(body.InvoiceValue);
        const method = SANDBOX_METHODS.find((m) => m.PaymentMethodId === body.PaymentMethodId);
        const language = body.Language === 'ar' ? 'ar' : 'en';
        const errors: { Name: string; Error: string }[] = [];
        if (fils === null) errors.push({ Name: 'InvoiceValue', Error: 'Invoice value must be a positive number with at most 3 decimals' });
        if (!method) errors.push({ Name: 'PaymentMethodId', Error: 'Invalid payment method' });
        for (const name of ['CallBackUrl', 'ErrorUrl'] as const) {
          if (body[name] != null && !validUrl(body[name], appOrigin)) {
            errors.push({ Name: name, Error: `${name} must be a URL on ${appOrigin} of at most 254 characters` });
          }
        }
        const texts = {
          CustomerName: optionalString(body.CustomerName, 100),
          CustomerEmail: optionalString(body.CustomerEmail, 254),
          CustomerReference: optionalString(body.CustomerReference, 100),
          UserDefinedField: optionalString(body.UserDefinedField, 500),
        };
        for (const [name, value] of Object.entries(texts)) {
          if (value === undefined) errors.push({ Name: name, Error: `${name} is too long or not text` });
        }
        if (errors.length > 0) {
          reply.status(400);
          return refused('Invalid data', errors);
        }
        const invoice = await createSandboxInvoice(db, {
          valueFils: fils!,
          customerName: texts.CustomerName,
          customerEmail: texts.CustomerEmail,
          customerReference: texts.CustomerReference,
          userDefinedField: texts.UserDefinedField,
          callbackUrl: (body.CallBackUrl as string | undefined) ?? null,
          errorUrl: (body.ErrorUrl as string | undefined) ?? null,
          language,
        });
        const paymentUrl = `${appUrl}${SANDBOX_PREFIX}/checkout/${invoice.id}?token=${checkoutToken(invoice.id)}&method=${method!.PaymentMethodCode}`;
        return ok(
          {
            InvoiceId: invoice.id,
            IsDirectPayment: false,
            PaymentURL: paymentUrl,
            CustomerReference: invoice.customerReference,
            UserDefinedField: invoice.userDefinedField,
            RecurringId: '',
          },
          'Invoice Created Successfully!',
        );
      }));

      scope.post('/v2/GetPaymentStatus', api(async (body, reply) => {
        const keyType = body.KeyType;
        const key = typeof body.Key === 'number' ? String(body.Key) : body.Key;
        if (typeof key !== 'string' || key.trim() === '' || key.length > 200 || !['InvoiceId', 'PaymentId', 'CustomerReference'].includes(keyType as string)) {
          reply.status(400);
          return refused('Invalid data', [
            ...(typeof key !== 'string' || key.trim() === '' ? [{ Name: 'Key', Error: 'The Key field is required.' }] : []),
            ...(!['InvoiceId', 'PaymentId', 'CustomerReference'].includes(keyType as string) ? [{ Name: 'KeyType', Error: 'Invalid KeyType' }] : []),
          ]);
        }
        const invoice = await findSandboxInvoice(db, { Key: key.trim(), KeyType: keyType as 'InvoiceId' });
        if (!invoice) {
          reply.status(400);
          return refused('No data match with specified key');
        }
        return ok(paymentStatusData(invoice));
      }));

      scope.post('/v2/MakeRefund', api(async (body, reply) => {
        const keyType = body.KeyType;
        const key = typeof body.Key === 'number' ? String(body.Key) : body.Key;
        const fils = amountFils(body.Amount);
        const comment = optionalString(body.Comment, 500);
        const errors: { Name: string; Error: string }[] = [];
        if (typeof key !== 'string' || key.trim() === '' || key.length > 200) errors.push({ Name: 'Key', Error: 'The Key field is required.' });
        if (keyType !== 'InvoiceId' && keyType !== 'PaymentId') errors.push({ Name: 'KeyType', Error: 'Invalid KeyType' });
        if (fils === null) errors.push({ Name: 'Amount', Error: 'Amount must be a positive number with at most 3 decimals' });
        if (comment === undefined) errors.push({ Name: 'Comment', Error: 'Comment is too long or not text' });
        if (body.ServiceChargeOnCustomer !== undefined && typeof body.ServiceChargeOnCustomer !== 'boolean') {
          errors.push({ Name: 'ServiceChargeOnCustomer', Error: 'ServiceChargeOnCustomer must be true or false' });
        }
        if (errors.length > 0) {
          reply.status(400);
          return refused('Invalid data', errors);
        }
        const result = await requestSandboxRefund(db, {
          key: { Key: (key as string).trim(), KeyType: keyType as 'InvoiceId' | 'PaymentId' },
          amountFils: fils!,
          comment: comment ?? '',
          settleAfterMs: payments.sandboxWebhookDelayMs,
        });
        if ('refused' in result) {
          reply.status(400);
          return refused(REFUND_REFUSALS[result.refused]);
        }
        const { invoice, refund } = result;
        webhooks.schedule(async () => {
          const settled = await settleSandboxRefund(db, invoice.id, refund.RefundId);
          return settled && settled.refund.Status === 'REFUNDED' ? refundWebhookBody(settled.invoice, settled.refund) : null;
        }, payments.sandboxWebhookDelayMs);
        return ok(
          { Key: String(invoice.id), RefundId: refund.RefundId, RefundReference: refund.RefundReference, Amount: Number(formatKwd(refund.AmountFils)), Comment: refund.Comment },
          'Refund has been created successfully!',
        );
      }));

      // The hosted checkout page (what PaymentURL opens).
      const pageLanguage = (value: unknown, invoice: SandboxInvoice | null): CheckoutLanguage =>
        value === 'ar' || value === 'en' ? value : invoice?.language === 'ar' ? 'ar' : 'en';

      const statePage = (reply: FastifyReply, language: CheckoutLanguage, invoice: SandboxInvoice | null, status = 200) => {
        reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!invoice) return reply.send(renderStatePage({ language, state: 'notFound', backHref: null }));
        const transactions = transactionsOf(invoice);
        const paid = transactions.findLast((t) => t.TransactionStatus === 'Succss');
        const inProgress = transactions.find((t) => t.TransactionStatus === 'InProgress');
        if (invoice.status === 'Paid' && paid && invoice.callbackUrl) {
          return reply.send(renderStatePage({ language, state: 'paid', backHref: withPaymentId(invoice.callbackUrl, paid.PaymentId) }));
        }
        if (invoice.status === 'Paid') return reply.send(renderStatePage({ language, state: 'paid', backHref: null }));
        if (inProgress) {
          const back = invoice.callbackUrl ? withPaymentId(invoice.callbackUrl, inProgress.PaymentId) : null;
          return reply.send(renderStatePage({ language, state: 'processing', backHref: back }));
        }
        return reply.send(renderStatePage({ language, state: 'expired', backHref: invoice.errorUrl ?? invoice.callbackUrl }));
      };

      const loadInvoice = async (params: unknown, token: unknown): Promise<SandboxInvoice | null> => {
        const id = Number((params as { invoiceId?: string }).invoiceId);
        if (!Number.isSafeInteger(id) || id <= 0 || typeof token !== 'string' || !sameText(token, checkoutToken(id))) return null;
        return findSandboxInvoice(db, { Key: String(id), KeyType: 'InvoiceId' });
      };

      scope.get('/checkout/:invoiceId', async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        const invoice = await loadInvoice(request.params, query.token);
        const language = pageLanguage(query.lang, invoice);
        if (!invoice) return statePage(reply, language, null, 404);
        const busy = transactionsOf(invoice).some((t) => t.TransactionStatus === 'InProgress');
        if (invoice.status !== 'Pending' || invoiceExpired(invoice) || busy) return statePage(reply, language, invoice);
        const method = query.method === 'vm' ? 'vm' : 'kn';
        const switchHref = `${SANDBOX_PREFIX}/checkout/${invoice.id}?token=${checkoutToken(invoice.id)}&method=${method}&lang=${language === 'ar' ? 'en' : 'ar'}`;
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            renderCheckoutPage({
              language,
              invoiceId: invoice.id,
              valueFils: invoice.invoiceValueFils,
              method,
              action: `${SANDBOX_PREFIX}/checkout/${invoice.id}?token=${checkoutToken(invoice.id)}`,
              switchHref,
            }),
          );
      });

      scope.post('/checkout/:invoiceId', async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, string | undefined>;
        const invoice = await loadInvoice(request.params, query.token);
        const language = pageLanguage(form.lang, invoice);
        if (!invoice) return statePage(reply, language, null, 404);
        const method = form.method === 'vm' ? SANDBOX_METHODS[1] : SANDBOX_METHODS[0];
        let outcome: CardOutcome = CANCELED_OUTCOME;
        if (form.action !== 'cancel') {
          const errors = validateCard(form, method.PaymentMethodCode);
          const values = {
            cardNumber: (method.PaymentMethodCode === 'kn' ? form.knetCardNumber : form.cardNumber)?.slice(0, 30),
            expiry: (method.PaymentMethodCode === 'kn' ? form.knetExpiry : form.expiry)?.slice(0, 10),
            name: form.name?.slice(0, 100),
            bank: form.bank?.slice(0, 2),
            // A masked secret cannot be corrected, only typed again: kept unless it is what was wrong.
            secret: errors.pin || errors.cvv ? undefined : (method.PaymentMethodCode === 'kn' ? form.pin : form.cvv)?.slice(0, 4),
          };
          if (Object.keys(errors).length > 0) {
            const token = checkoutToken(invoice.id);
            return reply
              .status(422)
              .type('text/html; charset=utf-8')
              .send(
                renderCheckoutPage({
                  language,
                  invoiceId: invoice.id,
                  valueFils: invoice.invoiceValueFils,
                  method: method.PaymentMethodCode,
                  action: `${SANDBOX_PREFIX}/checkout/${invoice.id}?token=${token}`,
                  switchHref: `${SANDBOX_PREFIX}/checkout/${invoice.id}?token=${token}&method=${method.PaymentMethodCode}&lang=${language === 'ar' ? 'en' : 'ar'}`,
                  errors,
                  values,
                }),
              );
          }
          outcome = cardOutcome(values.cardNumber ?? '');
        }
        const result = await recordSandboxPayment(db, invoice.id, method, outcome);
        if ('refused' in result) return statePage(reply, language, await findSandboxInvoice(db, { Key: String(invoice.id), KeyType: 'InvoiceId' }));
        scheduleWebhook(invoice.id, result.transaction.PaymentId, outcome);
        const failed = result.transaction.TransactionStatus === 'Failed' || result.transaction.TransactionStatus === 'Canceled';
        const target = failed ? invoice.errorUrl ?? invoice.callbackUrl : invoice.callbackUrl;
        if (!target) return statePage(reply, language, result.invoice);
        return reply.redirect(withPaymentId(target, result.transaction.PaymentId), 303);
      });
    },
    { prefix: SANDBOX_PREFIX },
  );
  return { webhooks };
}

function validateCard(form: Record<string, string | undefined>, method: 'kn' | 'vm', now = new Date()): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const number = cardDigits((method === 'kn' ? form.knetCardNumber : form.cardNumber) ?? '');
  if (!luhnValid(number)) errors.card = true;
  // MM/YY as printed on the card, or its four digits typed without the slash ("1229").
  const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec((method === 'kn' ? form.knetExpiry : form.expiry) ?? '');
  const month = Number(expiry?.[1]);
  const year = expiry ? Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!expiry || month < 1 || month > 12 || year * 12 + (month - 1) < current) errors.expiry = true;
  if (method === 'kn') {
    if (!/^\d{4}$/.test(form.pin ?? '')) errors.pin = true;
  } else {
    if (!/^\d{3,4}$/.test(form.cvv ?? '')) errors.cvv = true;
    if (!(form.name ?? '').trim()) errors.name = true;
  }
  return errors;
}
