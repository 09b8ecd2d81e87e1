import { useEffect, useState } from 'react';
import { queryClient } from '@/lib/query-client';
import { refreshQueries } from '@/lib/refresh-queries';
import { myPassKey } from '@/lib/my-pass';
import { transactionsKey } from '../api/transactions';
import { verifyPayment } from '../api/verify-payment';
import { clearPendingInvoice, readPendingInvoice } from '../utils/pending-invoice';
import { findPaymentLookup, runVerification, type Phase } from './verification';

/** Runs the result page's check once per page visit (and once the user is known). */
export function usePaymentVerification(search: string, enabled: boolean, onPending: () => void): Phase {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading', recheck: null });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const controller = new AbortController();
    const lookup = findPaymentLookup(new URLSearchParams(search), readPendingInvoice());
    void runVerification(lookup, {
      verify: (body) => verifyPayment(body, controller.signal),
      wait: (ms) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => {
            timers.delete(timer);
            resolve();
          }, ms);
          timers.add(timer);
        }),
      onPending: () => {
        if (!cancelled) onPending();
      },
      onPhase: (next) => {
        if (cancelled) return;
        if (next.kind === 'success') {
          clearPendingInvoice();
          // Cancel-then-refetch: a first fetch still in flight would otherwise return the answer
          // from before the payment and count as fresh (the header's pass missing for 30 s).
          void refreshQueries(queryClient, [transactionsKey, myPassKey]);
        }
        if (next.kind === 'failed') void refreshQueries(queryClient, [transactionsKey]);
        setPhase(next);
      },
    }).catch(() => {
      if (!cancelled) setPhase({ kind: 'error', message: 'processingError' });
    });
    return () => {
      cancelled = true;
      controller.abort();
      for (const timer of timers) clearTimeout(timer);
    };
    // onPending only shows a toast; the check runs once per page visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, enabled]);
  return phase;
}
