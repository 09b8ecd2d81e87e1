import { z } from 'zod';

/**
 * A thin client for MyFatoorah API v2 (docs/PAYMENTS: envelope, calls, statuses). The same code
 * talks to the real gateway and to the built-in sandbox; only the base URL and key differ.
 */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type CallOptions = {
  /** Per attempt. The provider asks for at least 30 s on status calls. */
  timeoutMs?: number;
  /** Extra attempts when the provider cannot be reached (network, timeout, 5xx, HTML page). */
  retries?: number;
  retryDelayMs?: number;
  signal?: AbortSignal;
};

export type MyFatoorahClientOptions = {
  baseUrl: string;
  apiKey: string;
  fetch?: FetchLike;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  defaults?: CallOptions;
};

/** Provider guidance: timeout at least 30 s; if unreachable, retry 3 times 5 s apart. */
export const PROVIDER_GUIDANCE: Required<Omit<CallOptions, 'signal'>> = { timeoutMs: 30_000, retries: 3, retryDelayMs: 5_000 };

/**
 * 'unreachable': no usable answer (network error, timeout, 5xx, an HTML error page, a body that
 * is not the envelope); worth retrying later. 'rejected': the provider answered IsSuccess false.
 */
export class MyFatoorahError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'rejected',
    message: string,
    readonly details: { httpStatus?: number; validationErrors?: { Name: string; Error: string }[]; body?: string } = {},
  ) {
    super(message);
    this.name = 'MyFatoorahError';
  }
}

const idString = z.union([z.string(), z.number()]).transform((v) => String(v));
const optionalText = z.union([z.string(), z.number()]).nullish().transform((v) => (v === null || v === undefined ? null : String(v)));

const envelopeSchema = z.object({
  IsSuccess: z.boolean().nullish(),
  Message: z.string().nullish(),
  ValidationErrors: z.array(z.object({ Name: z.string().nullish(), Error: z.string().nullish() })).nullish(),
  Data: z.unknown().optional(),
});

export const paymentMethodSchema = z.object({
  PaymentMethodId: z.number(),
  PaymentMethodCode: z.string(),
  PaymentMethodEn: z.string().nullish(),
  PaymentMethodAr: z.string().nullish(),
  ServiceCharge: z.number().nullish(),
  TotalAmount: z.number().nullish(),
  CurrencyIso: z.string().nullish(),
  IsDirectPayment: z.boolean().nullish(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const initiateDataSchema = z.object({ PaymentMethods: z.array(paymentMethodSchema) });

const executeDataSchema = z.object({
  InvoiceId: idString,
  PaymentURL: z.string().min(1),
  CustomerReference: optionalText,
  UserDefinedField: optionalText,
});
export type ExecutePaymentResult = z.infer<typeof executeDataSchema>;

export const invoiceTransactionSchema = z.object({
  TransactionDate: optionalText,
  PaymentGateway: optionalText,
  ReferenceId: optionalText,
  TrackId: optionalText,
  TransactionId: optionalText,
  PaymentId: optionalText,
  AuthorizationId: optionalText,
  TransactionStatus: z.string(),
  TransationValue: optionalText,
  PaidCurrency: optionalText,
  Currency: optionalText,
  Error: optionalText,
  ErrorCode: optionalText,
});
export type InvoiceTransaction = z.infer<typeof invoiceTransactionSchema>;

export const paymentStatusDataSchema = z.object({
  InvoiceId: idString,
  InvoiceStatus: z.string(),
  InvoiceReference: optionalText,
  CustomerReference: optionalText,
  CreatedDate: optionalText,
  ExpiryDate: optionalText,
  ExpiryTime: optionalText,
  InvoiceValue: z.union([z.number(), z.string()]).nullish(),
  UserDefinedField: optionalText,
  InvoiceDisplayValue: optionalText,
  InvoiceTransactions: z.array(invoiceTransactionSchema).nullish().transform((v) => v ?? []),
});
export type PaymentStatusData = z.infer<typeof paymentStatusDataSchema>;

const makeRefundDataSchema = z.object({
  Key: optionalText,
  RefundId: idString,
  RefundReference: optionalText,
  Amount: z.union([z.number(), z.string()]).nullish(),
  Comment: optionalText,
});
export type MakeRefundResult = z.infer<typeof makeRefundDataSchema>;

/** A refund request (PAYMENTS.md): the provider's finance team, or its auto refund, executes it later. */
export type MakeRefundInput = {
  KeyType: 'InvoiceId' | 'PaymentId';
  Key: string;
  /** Decimal KWD, e.g. 2.500. */
  Amount: number;
  ServiceChargeOnCustomer: boolean;
  Comment: string;
  ExternalIdentifier?: string;
};

export type ExecutePaymentInput = {
  InvoiceValue: number;
  PaymentMethodId: number;
  CustomerName?: string;
  CustomerEmail?: string;
  CallBackUrl?: string;
  ErrorUrl?: string;
  CustomerReference?: string;
  UserDefinedField?: string;
  Language?: 'en' | 'ar';
  DisplayCurrencyIso?: string;
};

export type PaymentStatusKeyType = 'InvoiceId' | 'PaymentId' | 'CustomerReference';

export type MyFatoorahClient = {
  initiatePayment(input: { InvoiceAmount: number; CurrencyIso: string }, options?: CallOptions): Promise<PaymentMethod[]>;
  executePayment(input: ExecutePaymentInput, options?: CallOptions): Promise<ExecutePaymentResult>;
  getPaymentStatus(input: { Key: string; KeyType: PaymentStatusKeyType }, options?: CallOptions): Promise<PaymentStatusData>;
  makeRefund(input: MakeRefundInput, options?: CallOptions): Promise<MakeRefundResult>;
};

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

/** A short, tag-free excerpt of a non-JSON answer (gateways answer errors as HTML pages). */
export function describeBody(text: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1];
  const plain = (title ?? text).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.slice(0, 160);
}

/** Reads ValidationErrors, then Data.ErrorMessage, then Message (provider guidance). */
export function envelopeErrorMessage(envelope: z.infer<typeof envelopeSchema>): string {
  const validation = (envelope.ValidationErrors ?? [])
    .map((e) => [e.Name, e.Error].filter(Boolean).join(': '))
    .filter(Boolean);
  if (validation.length > 0) return validation.join('; ');
  const dataMessage = (envelope.Data as { ErrorMessage?: unknown } | null | undefined)?.ErrorMessage;
  if (typeof dataMessage === 'string' && dataMessage) return dataMessage;
  return envelope.Message || 'The payment provider refused the request';
}

export function createMyFatoorahClient(options: MyFatoorahClientOptions): MyFatoorahClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const sleep = options.sleep ?? defaultSleep;
  const defaults = { timeoutMs: 30_000, retries: 0, retryDelayMs: PROVIDER_GUIDANCE.retryDelayMs, ...options.defaults };

  async function once(path: string, body: unknown, call: Required<Omit<CallOptions, 'signal'>> & { signal?: AbortSignal }): Promise<unknown> {
    const timeout = AbortSignal.timeout(call.timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason ?? error;
      const timedOut = timeout.aborted;
      throw new MyFatoorahError(
        'unreachable',
        timedOut ? `The payment provider did not answer within ${call.timeoutMs} ms` : `The payment provider could not be reached: ${(error as Error).message}`,
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new MyFatoorahError('unreachable', `The payment provider answered HTTP ${response.status} without JSON: ${describeBody(text)}`, {
        httpStatus: response.status,
        body: text.slice(0, 2000),
      });
    }
    const envelope = envelopeSchema.safeParse(parsed);
    if (!envelope.success || typeof envelope.data.IsSuccess !== 'boolean') {
      throw new MyFatoorahError('unreachable', `The payment provider answered HTTP ${response.status} with an unknown body`, {
        httpStatus: response.status,
        body: text.slice(0, 2000),
      });
    }
    if (envelope.data.IsSuccess !== true) {
      const message = envelopeErrorMessage(envelope.data);
      const validationErrors = (envelope.data.ValidationErrors ?? []).map((e) => ({ Name: e.Name ?? '', Error: e.Error ?? '' }));
      // A 5xx or a rate limit is the provider's trouble, not a refusal of this request.
      const kind = response.status >= 500 || response.status === 429 ? 'unreachable' : 'rejected';
      throw new MyFatoorahError(kind, message, { httpStatus: response.status, validationErrors });
    }
    if (!response.ok) {
      throw new MyFatoorahError('unreachable', `The payment provider answered HTTP ${response.status}`, { httpStatus: response.status });
    }
    return envelope.data.Data;
  }

  async function call<S extends z.ZodType>(path: string, body: unknown, schema: S, callOptions: CallOptions = {}): Promise<z.infer<S>> {
    const merged = { ...defaults, ...callOptions };
    for (let attempt = 0; ; attempt++) {
      try {
        const data = await once(path, body, merged);
        const result = schema.safeParse(data);
        if (!result.success) {
          throw new MyFatoorahError('unreachable', `The payment provider's answer to ${path} has an unexpected shape`, {
            body: JSON.stringify(data ?? null).slice(0, 2000),
          });
        }
        return result.data;
      } catch (error) {
        const retryable = error instanceof MyFatoorahError && error.kind === 'unreachable';
        if (!retryable || attempt >= merged.retries) throw error;
        await sleep(merged.retryDelayMs, merged.signal);
      }
    }
  }

  return {
    async initiatePayment(input, callOptions) {
      const data = await call('/v2/InitiatePayment', input, initiateDataSchema, callOptions);
      return data.PaymentMethods;
    },
    executePayment(input, callOptions) {
      return call('/v2/ExecutePayment', input, executeDataSchema, callOptions);
    },
    getPaymentStatus(input, callOptions) {
      return call('/v2/GetPaymentStatus', input, paymentStatusDataSchema, callOptions);
    },
    makeRefund(input, callOptions) {
      // Never retried here: the provider has no idempotency key, so a repeated request could refund twice.
      return call('/v2/MakeRefund', input, makeRefundDataSchema, { ...callOptions, retries: 0 });
    },
  };
}
