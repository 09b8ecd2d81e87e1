import { randomInt } from 'node:crypto';
import { formatKwd } from '@app/shared/money';
import type { FetchLike } from '../provider/myfatoorah-client';
import { signWebhook, type WebhookV2 } from '../provider/webhook-signature';
import { kuwaitDateTime, kuwaitExpiry, type SandboxInvoice, type SandboxTransaction } from './state';

/** Like MyFatoorah: up to 5 deliveries of one event, spaced out when the shop does not answer 2xx. */
export const WEBHOOK_MAX_ATTEMPTS = 5;

const TRANSACTION_STATUS: Record<SandboxTransaction['TransactionStatus'], string> = {
  Succss: 'SUCCESS',
  Failed: 'FAILED',
  Canceled: 'CANCELED',
  InProgress: 'INPROGRESS',
};

/** The V2 webhook body of one payment attempt (PAYMENTS.md). */
export function webhookBody(invoice: SandboxInvoice, transaction: SandboxTransaction, now = new Date()): WebhookV2 & Record<string, unknown> {
  const value = formatKwd(invoice.invoiceValueFils);
  return {
    Event: {
      Code: 1,
      Name: 'PAYMENT_STATUS_CHANGED',
      CountryIsoCode: 'KWT',
      CreationDate: kuwaitDateTime(now),
      Reference: `WH-${randomInt(100000, 999999)}`,
    },
    Data: {
      Invoice: {
        Id: String(invoice.id),
        Status: invoice.status.toUpperCase(),
        Reference: `${invoice.createdAt.getUTCFullYear()}${String(invoice.id).padStart(6, '0')}`,
        CreationDate: kuwaitDateTime(invoice.createdAt),
        ExpirationDate: kuwaitExpiry(invoice.expiresAt).ExpiryDate,
        ExternalIdentifier: invoice.customerReference ?? '',
        UserDefinedField: invoice.userDefinedField ?? '',
        MetaData: null,
      },
      Transaction: {
        Id: transaction.TransactionId,
        Status: TRANSACTION_STATUS[transaction.TransactionStatus],
        PaymentMethod: transaction.PaymentGateway,
        PaymentId: transaction.PaymentId,
        ReferenceId: transaction.ReferenceId,
        TrackId: transaction.TrackId,
        AuthorizationId: transaction.AuthorizationId,
        TransactionDate: transaction.TransactionDate,
        Error: { Code: transaction.ErrorCode, Message: transaction.Error ?? '' },
      },
      Customer: { Reference: invoice.customerReference ?? '', Name: invoice.customerName ?? '', Mobile: '', Email: invoice.customerEmail ?? '' },
      Amount: {
        BaseCurrency: 'KWD',
        ValueInBaseCurrency: value,
        ServiceCharge: '0',
        ServiceChargeVAT: '0',
        ReceivableAmount: value,
        DisplayCurrency: 'KWD',
        ValueInDisplayCurrency: value,
        PayCurrency: 'KWD',
        ValueInPayCurrency: value,
      },
    },
  };
}

export type WebhookSender = {
  /** Sends the event built at delivery time (null: nothing to send) after delayMs. */
  schedule(build: () => Promise<WebhookV2 | null>, delayMs: number): void;
  /** Resolves when nothing is in flight or due within 10 s (tests). */
  idle(): Promise<void>;
  close(): void;
};

export function createWebhookSender(options: {
  url: string;
  secret: string;
  fetch: FetchLike;
  retryDelayMs?: (attempt: number) => number;
  onError?: (error: unknown, attempt: number) => void;
}): WebhookSender {
  const timers = new Map<NodeJS.Timeout, number>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;
  const retryDelay = options.retryDelayMs ?? ((attempt: number) => Math.min(2_000 * 2 ** attempt, 60_000));

  const later = (fn: () => Promise<void>, ms: number) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (closed) return;
      const run = fn().finally(() => inFlight.delete(run));
      inFlight.add(run);
    }, ms);
    timer.unref();
    timers.set(timer, Date.now() + ms);
  };

  async function deliver(body: WebhookV2, attempt: number): Promise<void> {
    try {
      const response = await options.fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'MyFatoorah-Signature': signWebhook(body, options.secret) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      await response.text();
      if (response.ok) return;
      throw new Error(`webhook answered HTTP ${response.status}`);
    } catch (error) {
      if (closed) return;
      options.onError?.(error, attempt);
      if (attempt + 1 < WEBHOOK_MAX_ATTEMPTS) later(() => deliver(body, attempt + 1), retryDelay(attempt));
    }
  }

  return {
    schedule(build, delayMs) {
      later(async () => {
        const body = await build();
        if (body && !closed) await deliver(body, 0);
      }, Math.max(0, delayMs));
    },
    async idle() {
      const dueSoon = () => [...timers.values()].some((at) => at <= Date.now() + 10_000);
      while (dueSoon() || inFlight.size > 0) {
        if (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        else await new Promise((r) => setTimeout(r, 10));
      }
    },
    close() {
      closed = true;
      for (const timer of timers.keys()) clearTimeout(timer);
      timers.clear();
    },
  };
}
