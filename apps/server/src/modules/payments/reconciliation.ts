import { and, asc, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { transactions } from '../../db/schema/index';
import type { PaymentsDeps } from './payments-deps';
import { refreshTransaction } from './refresh';
import { failTransaction } from './settle';
import { PAYABLE_FOR_MS, type TransactionRow } from './views';
import { PROVIDER_GUIDANCE } from './provider/myfatoorah-client';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Re-check every minute for the first hour, then hourly for a day. */
export const FAST_PHASE_MS = HOUR;
export const WATCH_WINDOW_MS = PAYABLE_FOR_MS;
/** A claimed row is left alone by other passes (and other server processes) this long. */
const LEASE_MS = 5 * MINUTE;
const BATCH = 25;

/** When to look at a still-pending order next; null once the day is over. */
export function nextCheckAt(createdAt: Date, now: Date): Date | null {
  const age = now.getTime() - createdAt.getTime();
  if (age < FAST_PHASE_MS) return new Date(now.getTime() + MINUTE);
  if (age < WATCH_WINDOW_MS) return new Date(Math.min(now.getTime() + HOUR, createdAt.getTime() + WATCH_WINDOW_MS));
  return null;
}

export type ReconciliationOptions = {
  intervalMs?: number;
  now?: () => Date;
  /** Provider guidance by default: 30 s timeout, 3 retries 5 s apart. */
  call?: { timeoutMs?: number; retries?: number; retryDelayMs?: number };
};

export type Reconciliation = {
  /** One pass over due pending orders (all pending orders with everyDue). Returns how many were looked at. */
  runOnce(options?: { everyPending?: boolean }): Promise<number>;
  stop(): Promise<void>;
};

/**
 * The reconciliation job: re-checks pending orders with the provider on the schedule above,
 * marks the ones whose invoice expired (or that are still unpaid after a day) failed, and
 * credits paid ones through the same exactly-once settlement as the return page and the
 * webhook. On start it looks at every pending order once: a restart is when a credit can
 * have been missed.
 */
export function startReconciliation(deps: PaymentsDeps, options: ReconciliationOptions = {}): Reconciliation {
  const now = options.now ?? (() => new Date());
  const abort = new AbortController();
  const call = { ...PROVIDER_GUIDANCE, ...options.call, signal: abort.signal };
  let running: Promise<number> | null = null;
  let stopped = false;

  async function claim(everyPending: boolean, seen: Set<number>): Promise<TransactionRow[]> {
    const at = now();
    const due = and(
      eq(transactions.status, 'pending'),
      everyPending ? undefined : or(isNull(transactions.nextCheckAt), lte(transactions.nextCheckAt, at)),
      seen.size > 0 ? notInArray(transactions.id, [...seen]) : undefined,
    );
    return deps.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(due)
        .orderBy(asc(transactions.nextCheckAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      return tx
        .update(transactions)
        .set({ nextCheckAt: new Date(at.getTime() + LEASE_MS), checkAttempts: sql`${transactions.checkAttempts} + 1` })
        .where(and(inArray(transactions.id, rows.map((r) => r.id)), eq(transactions.status, 'pending')))
        .returning();
    });
  }

  async function check(row: TransactionRow): Promise<void> {
    const result = await refreshTransaction(deps, row, { call });
    if (stopped && !result.checked) return;
    const current = result.transaction;
    if (current.status !== 'pending') return;
    const at = now();
    const next = nextCheckAt(row.createdAt, at);
    if (next) {
      await deps.db.update(transactions).set({ nextCheckAt: next }).where(and(eq(transactions.id, row.id), eq(transactions.status, 'pending')));
      return;
    }
    if (result.checked) {
      // The provider still says pending after a day: the order is over. (A later paid webhook still credits it.)
      await failTransaction(deps.db, row.id, { code: 'expired', message: 'Not paid within a day' });
      return;
    }
    if (!row.invoiceId && result.reason === 'rejected') {
      // The checkout never reached the provider (no invoice under our reference).
      await failTransaction(deps.db, row.id, { code: 'checkout_incomplete', message: 'No provider invoice was created' });
      return;
    }
    // Never mark failed without the provider's word: keep asking once an hour.
    await deps.db.update(transactions).set({ nextCheckAt: new Date(at.getTime() + HOUR) }).where(eq(transactions.id, row.id));
  }

  async function pass(everyPending: boolean): Promise<number> {
    let total = 0;
    const seen = new Set<number>();
    while (!stopped) {
      const rows = await claim(everyPending, seen);
      if (rows.length === 0) break;
      for (const row of rows) {
        if (stopped) break;
        seen.add(row.id);
        try {
          await check(row);
        } catch (error) {
          if (stopped) break;
          deps.log.error({ err: error, transactionId: row.id }, 'reconciliation check failed');
        }
        total++;
      }
    }
    return total;
  }

  function runOnce({ everyPending = false }: { everyPending?: boolean } = {}): Promise<number> {
    if (running) return running;
    const current = pass(everyPending).finally(() => {
      running = null;
    });
    running = current;
    return current;
  }

  const timer = setInterval(() => {
    if (!stopped && !running) void runOnce().catch((error: unknown) => deps.log.error({ err: error }, 'reconciliation pass failed'));
  }, options.intervalMs ?? 15_000);
  timer.unref();
  void runOnce({ everyPending: true }).catch((error: unknown) => deps.log.error({ err: error }, 'reconciliation pass failed'));

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      abort.abort(new Error('reconciliation stopped'));
      await running?.catch(() => undefined);
    },
  };
}
