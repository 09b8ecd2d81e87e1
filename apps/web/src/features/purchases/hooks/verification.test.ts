import { describe, expect, it } from 'vitest';
import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@app/shared/contracts/payments';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';
import { findPaymentLookup, runVerification, type Lookup, type Phase } from './verification';

function answer(status: VerifyPaymentResponse['status']): VerifyPaymentResponse {
  return {
    success: true,
    status,
    points: status === 'completed' ? 5 : 2,
    transaction: {
      id: 1,
      packageId: 2,
      pass: null,
      points: 3,
      amountFils: 2750,
      coupon: null,
      status,
      createdAt: '2025-01-01T10:00:00.000Z',
      invoiceId: '6400001',
      transactionCode: 'TQ-20250101-ABCDEF0123',
      transactionId: null,
      paymentId: '0700000001',
      failureCode: status === 'failed' ? 'MF002' : null,
      failureMessage: status === 'failed' ? 'Declined by the card issuer' : null,
      failureKind: status === 'failed' ? 'declined' : null,
      continueUrl: null,
      refundedAt: null,
    gift: null,
    },
  };
}

/** Runs the check with scripted answers; records the waits, the requests and the phases. */
async function run(lookup: Lookup | null, script: (VerifyPaymentResponse | Error)[]) {
  const waits: number[] = [];
  const requests: VerifyPaymentRequest[] = [];
  const phases: Phase[] = [];
  let pendingToasts = 0;
  const final = await runVerification(lookup, {
    verify: async (body) => {
      requests.push(body);
      const next = script.shift();
      if (!next) throw new Error('no more answers scripted');
      if (next instanceof Error) throw next;
      return next;
    },
    wait: async (ms) => {
      waits.push(ms);
    },
    onPhase: (phase) => phases.push(phase),
    onPending: () => pendingToasts++,
  });
  return { final, waits, requests, phases, pendingToasts };
}

const byPayment = findPaymentLookup(new URLSearchParams('paymentId=0700000001&Id=0700000001'), null);

describe('finding the payment id (spec: invoiceId, id, paymentId, then session storage)', () => {
  it('takes them in that order', () => {
    expect(findPaymentLookup(new URLSearchParams('paymentId=3&id=2&invoiceId=1'), '9')).toEqual({ body: { invoiceId: '1' }, source: 'invoiceId' });
    expect(findPaymentLookup(new URLSearchParams('paymentId=3&id=2'), '9')).toEqual({ body: { rawInput: '2' }, source: 'id' });
    expect(findPaymentLookup(new URLSearchParams('paymentId=3&Id=3'), '9')).toEqual({ body: { paymentId: '3' }, source: 'paymentId' });
    expect(findPaymentLookup(new URLSearchParams('Id=4'), null)).toEqual({ body: { paymentId: '4' }, source: 'paymentId' });
    expect(findPaymentLookup(new URLSearchParams('invoiceId=%20'), '9')).toEqual({ body: { invoiceId: '9' }, source: 'session' });
    expect(findPaymentLookup(new URLSearchParams(''), null)).toBeNull();
  });
});

describe('the result page check', () => {
  it('shows success at once for a completed payment', async () => {
    const { final, waits, pendingToasts } = await run(byPayment, [answer('completed')]);
    expect(final).toEqual({ kind: 'success', result: answer('completed'), stillPending: false });
    expect(waits).toEqual([]);
    expect(pendingToasts).toBe(0);
  });

  it('re-checks a pending payment after 3 s, 6 s and 9 s, with one info toast', async () => {
    const { final, waits, phases, pendingToasts, requests } = await run(byPayment, [answer('pending'), answer('pending'), answer('pending'), answer('completed')]);
    expect(waits).toEqual([3000, 6000, 9000]);
    expect(pendingToasts).toBe(1);
    expect(phases.filter((p) => p.kind === 'loading')).toEqual([
      { kind: 'loading', recheck: { attempt: 1, delayMs: 3000 } },
      { kind: 'loading', recheck: { attempt: 2, delayMs: 6000 } },
      { kind: 'loading', recheck: { attempt: 3, delayMs: 9000 } },
    ]);
    expect(requests).toEqual(Array(4).fill({ paymentId: '0700000001' }));
    expect(final).toMatchObject({ kind: 'success', stillPending: false });
  });

  it("still pending after 3 re-checks: success with the 'may take a few minutes' note", async () => {
    const { final, waits } = await run(byPayment, [answer('pending'), answer('pending'), answer('pending'), answer('pending')]);
    expect(waits).toEqual([3000, 6000, 9000]);
    expect(final).toMatchObject({ kind: 'success', stillPending: true });
  });

  it('a failed re-check keeps waiting for the next one', async () => {
    const { final } = await run(byPayment, [answer('pending'), new ApiError(0, NETWORK_ERROR, 'offline'), answer('completed')]);
    expect(final).toMatchObject({ kind: 'success', stillPending: false });
  });

  it('a failed payment is reported as failed (the page sends the buyer to the error page)', async () => {
    const { final } = await run(byPayment, [answer('failed')]);
    expect(final).toEqual({ kind: 'failed', result: answer('failed') });
  });

  it('asks once with what the address carried: the server reads the digits of "payment_..." itself', async () => {
    const lookup = findPaymentLookup(new URLSearchParams('id=payment_0700000001'), null);
    const notFound = new ApiError(404, 'payment_not_found', 'Failed to verify payment with raw input');
    const { final, waits, requests } = await run(lookup, [notFound]);
    expect(requests).toEqual([{ rawInput: 'payment_0700000001' }]);
    expect(waits).toEqual([]);
    expect(final).toEqual({ kind: 'error', message: 'rawFailed' });
  });

  it.each([
    [null, [], 'noInvoiceId'],
    [byPayment, [new ApiError(404, 'payment_not_found', 'x')], 'checkFailed'],
    [findPaymentLookup(new URLSearchParams('id=abc'), null), [new ApiError(404, 'payment_not_found', 'x')], 'rawFailed'],
    [byPayment, [new ApiError(503, 'payment_provider_unavailable', 'x')], 'statusFailed'],
    [byPayment, [new ApiError(0, NETWORK_ERROR, 'x')], 'statusFailed'],
    [byPayment, [new ApiError(500, 'internal', 'x')], 'processingError'],
    [byPayment, [new ApiError(400, 'validation_failed', 'x')], 'noInvoiceId'],
    [byPayment, [{ success: false } as unknown as VerifyPaymentResponse], 'verifyFailed'],
  ] as const)('explains what went wrong with the spec message (%#)', async (lookup, script, message) => {
    const { final } = await run(lookup, [...script]);
    expect(final).toEqual({ kind: 'error', message });
  });

  it('a lost session sends the buyer to log in', async () => {
    const { final } = await run(byPayment, [new ApiError(401, 'unauthenticated', 'x')]);
    expect(final).toEqual({ kind: 'unauthenticated' });
  });
});
