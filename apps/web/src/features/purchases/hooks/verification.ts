import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@app/shared/contracts/payments';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';

/** Spec platform 9: at most 3 re-checks, 3000 ms times the attempt number. */
export const RECHECK_BASE_MS = 3000;
export const MAX_RECHECKS = 3;

/** Which id the page found; the server alone derives the ids to try from it (digits of 'payment_07...' and so on). */
export type Lookup = { body: VerifyPaymentRequest; source: 'invoiceId' | 'id' | 'paymentId' | 'session' };

/** Spec: invoiceId, then id, then paymentId from the query, then the pending invoice kept in session storage. */
export function findPaymentLookup(params: URLSearchParams, pendingInvoiceId: string | null): Lookup | null {
  const value = (name: string) => params.get(name)?.trim() || null;
  const invoiceId = value('invoiceId');
  if (invoiceId) return { body: { invoiceId }, source: 'invoiceId' };
  const id = value('id');
  if (id) return { body: { rawInput: id }, source: 'id' };
  const paymentId = value('paymentId') ?? value('Id');
  if (paymentId) return { body: { paymentId }, source: 'paymentId' };
  if (pendingInvoiceId) return { body: { invoiceId: pendingInvoiceId }, source: 'session' };
  return null;
}

/** Keys of the spec's 'Payment' messages (platform 8), translated by the page. */
export type PaymentMessage =
  | 'noInvoiceId'
  | 'checkFailed'
  | 'rawFailed'
  | 'statusFailed'
  | 'verifyFailed'
  | 'processingError'
  | 'notSuccessful';

export function messageForError(error: unknown, lookup: Lookup): PaymentMessage {
  if (!(error instanceof ApiError)) return 'processingError';
  if (error.code === NETWORK_ERROR || error.code === 'payment_provider_unavailable' || error.status === 429 || error.status === 502 || error.status === 503) {
    return 'statusFailed';
  }
  if (error.code === 'validation_failed') return 'noInvoiceId';
  if (error.code === 'payment_not_found') return lookup.body.rawInput ? 'rawFailed' : 'checkFailed';
  if (error.status >= 500) return 'processingError';
  return 'verifyFailed';
}

export type Phase =
  | { kind: 'loading'; recheck: { attempt: number; delayMs: number } | null }
  | { kind: 'success'; result: VerifyPaymentResponse; stillPending: boolean }
  | { kind: 'failed'; result: VerifyPaymentResponse }
  | { kind: 'error'; message: PaymentMessage }
  | { kind: 'unauthenticated' };

type Deps = {
  verify: (body: VerifyPaymentRequest) => Promise<VerifyPaymentResponse>;
  wait: (ms: number) => Promise<void>;
  onPhase: (phase: Phase) => void;
  /** The first pending answer (the page shows an info toast). */
  onPending: () => void;
};

const isAnswer = (value: unknown): value is VerifyPaymentResponse =>
  Boolean(value && typeof value === 'object' && (value as VerifyPaymentResponse).success === true && (value as VerifyPaymentResponse).transaction);

/**
 * The payment result page's check (spec platform 4 'Payment result'): verify (the server tries
 * every id it can read from what the page found, such as the digits of 'payment_07...'); while
 * pending, re-check after 3 s, 6 s and 9 s; still pending after that is shown as success with a
 * 'may take a few minutes' note.
 */
export async function runVerification(lookup: Lookup | null, deps: Deps): Promise<Phase> {
  const finish = (phase: Phase) => {
    deps.onPhase(phase);
    return phase;
  };
  if (!lookup) return finish({ kind: 'error', message: 'noInvoiceId' });
  const { body } = lookup;
  let result: VerifyPaymentResponse;
  try {
    result = await deps.verify(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return finish({ kind: 'unauthenticated' });
    return finish({ kind: 'error', message: messageForError(error, lookup) });
  }
  if (!isAnswer(result)) return finish({ kind: 'error', message: 'verifyFailed' });

  for (let attempt = 1; result.status === 'pending' && attempt <= MAX_RECHECKS; attempt++) {
    if (attempt === 1) deps.onPending();
    const delayMs = RECHECK_BASE_MS * attempt;
    deps.onPhase({ kind: 'loading', recheck: { attempt, delayMs } });
    await deps.wait(delayMs);
    try {
      const next = await deps.verify(body);
      if (isAnswer(next)) result = next;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return finish({ kind: 'unauthenticated' });
      // A failed re-check keeps the payment pending; the next one (or the server) will know.
    }
  }
  if (result.status === 'completed') return finish({ kind: 'success', result, stillPending: false });
  if (result.status === 'failed') return finish({ kind: 'failed', result });
  return finish({ kind: 'success', result, stillPending: true });
}
