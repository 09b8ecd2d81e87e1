import { and, eq, or } from 'drizzle-orm';
import type { VerifyPaymentResponse, verifyPaymentRequestSchema } from '@app/shared/contracts/payments';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { transactions, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { MyFatoorahError, type PaymentStatusData } from './provider/myfatoorah-client';
import type { UserRow } from '../../core/session/index';
import { enforce } from '../rate-limit/index';
import { INTERACTIVE_CALL, type PaymentsDeps } from './payments-deps';
import { applyProviderAnswer, refreshTransaction } from './refresh';
import { toTransactionView, type TransactionRow } from './views';
import { providerUnavailable } from './errors';

export type Candidate = { kind: 'invoiceId' | 'paymentId' | 'any'; value: string };

const MAX_ID_LENGTH = 100;
/** Provider status calls one buyer's verify requests may make per minute. */
export const VERIFY_PROVIDER_CALLS_PER_MINUTE = 300;
/** Provider ids are digits (PaymentIds may start with 0). */
const PROVIDER_ID = /^\d{1,40}$/;

/** An invoiceId, paymentId or Id query value in URL-like text ("...?paymentId=X&Id=X"). */
export function extractIdFromUrl(raw: string): Candidate | null {
  const at = raw.indexOf('?');
  const query = at >= 0 ? raw.slice(at + 1) : raw.includes('=') ? raw : '';
  if (!query) return null;
  const params = new URLSearchParams(query.split('#')[0]);
  const pick = (name: string) => params.get(name)?.trim() || null;
  const invoiceId = pick('invoiceId');
  if (invoiceId) return { kind: 'invoiceId', value: invoiceId };
  const paymentId = pick('paymentId') ?? pick('Id') ?? pick('id');
  return paymentId ? { kind: 'paymentId', value: paymentId } : null;
}

/**
 * The spec's order (platform 7): the ids the page sends; for raw input, first an invoiceId or
 * paymentId query value extracted from a URL-like text, then the numeric id flagged as a
 * payment id, then the original input, then the raw full URL.
 */
export function paymentCandidates(input: { paymentId?: string; invoiceId?: string; rawInput?: string }): Candidate[] {
  const list: Candidate[] = [];
  if (input.invoiceId) list.push({ kind: 'invoiceId', value: input.invoiceId });
  if (input.paymentId) list.push({ kind: 'paymentId', value: input.paymentId });
  // A paymentId with the word in it ('payment_07...') is read like raw input: its digits are tried too.
  const paymentIdText = input.paymentId && /payment/i.test(input.paymentId) ? input.paymentId : undefined;
  const rawText = input.rawInput ?? paymentIdText;
  if (rawText) {
    const raw = rawText.trim();
    const extracted = extractIdFromUrl(raw);
    if (extracted) list.push(extracted);
    const numeric = (extracted?.value ?? raw).match(/\d+/g)?.sort((a, b) => b.length - a.length)[0];
    if (numeric) list.push({ kind: 'paymentId', value: numeric });
    list.push({ kind: 'any', value: raw });
    try {
      list.push({ kind: 'any', value: new URL(raw).toString() });
    } catch {
      // not a full URL
    }
  }
  const seen = new Set<string>();
  return list
    .map((c) => ({ ...c, value: c.value.trim() }))
    .filter((c) => c.value.length > 0 && c.value.length <= MAX_ID_LENGTH)
    .filter((c) => {
      const key = `${c.kind}:${c.value}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The caller's own transaction for an id, with the caller's balance (one query). */
async function findOwn(db: DbOrTx, userId: number, c: Candidate): Promise<{ row: TransactionRow; points: number } | undefined> {
  const match =
    c.kind === 'invoiceId'
      ? eq(transactions.invoiceId, c.value)
      : c.kind === 'paymentId'
        ? eq(transactions.paymentId, c.value)
        : or(eq(transactions.invoiceId, c.value), eq(transactions.paymentId, c.value), eq(transactions.transactionCode, c.value));
  const [found] = await db
    .select({ row: transactions, points: users.points })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(and(eq(transactions.userId, userId), match))
    .limit(1);
  return found;
}

export const paymentNotFound = (raw: boolean) =>
  new AppError('payment_not_found', raw ? 'Failed to verify payment with raw input' : 'Failed to check payment with paymentId/invoiceId');

/**
 * verify-payment (spec platform 7): finds the caller's own transaction for the given ids, asks
 * the provider when it is not final yet, maps the status and credits exactly once. Another
 * user's payment is answered exactly like an unknown one.
 */
export async function verifyPayment(
  deps: PaymentsDeps,
  user: UserRow,
  input: z.output<typeof verifyPaymentRequestSchema>,
): Promise<VerifyPaymentResponse> {
  const { db, client } = deps;
  // The provider's status call is rate-limited: each buyer's provider calls are counted, one by one.
  const asked = new Set<string>();
  const beforeProviderCall = () =>
    enforce(db, [{ key: `verify:user:${user.id}`, max: VERIFY_PROVIDER_CALLS_PER_MINUTE, windowMs: 60_000 }], 'Too many payment checks. Please wait a minute and try again.');
  let providerDown = false;
  for (const candidate of paymentCandidates(input)) {
    const own = await findOwn(db, user.id, candidate);
    if (own) {
      // Final already: answered from our records, no provider call.
      if (own.row.status !== 'pending') return answer(db, user.id, own.row, own.points);
      await beforeProviderCall();
      const refreshed = await refreshTransaction(deps, own.row, {
        paymentId: candidate.kind === 'paymentId' ? candidate.value : null,
        call: INTERACTIVE_CALL,
      });
      return answer(db, user.id, refreshed.transaction, refreshed.transaction.status === 'pending' ? own.points : undefined);
    }
    // A PaymentId we have not seen yet: the provider tells which invoice (and order) it paid.
    if (candidate.kind === 'invoiceId' || !PROVIDER_ID.test(candidate.value) || asked.has(candidate.value)) continue;
    asked.add(candidate.value);
    await beforeProviderCall();
    let data: PaymentStatusData;
    try {
      data = await client.getPaymentStatus({ Key: candidate.value, KeyType: 'PaymentId' }, INTERACTIVE_CALL);
    } catch (error) {
      if (!(error instanceof MyFatoorahError)) throw error;
      if (error.kind === 'unreachable') providerDown = true;
      continue;
    }
    const [row] = await db.select().from(transactions).where(eq(transactions.invoiceId, data.InvoiceId)).limit(1);
    if (!row || row.userId !== user.id) continue;
    if (row.status === 'completed') return answer(db, user.id, row);
    const applied = await applyProviderAnswer(deps, row, data, candidate.value);
    return answer(db, user.id, applied.transaction);
  }
  if (providerDown) throw providerUnavailable();
  throw paymentNotFound(Boolean(input.rawInput && !input.paymentId && !input.invoiceId));
}

async function answer(db: DbOrTx, userId: number, row: TransactionRow, knownPoints?: number): Promise<VerifyPaymentResponse> {
  let points = knownPoints;
  if (points === undefined) {
    const [balance] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
    points = balance?.points ?? 0;
  }
  return { success: true, status: row.status as VerifyPaymentResponse['status'], transaction: toTransactionView(row), points };
}
