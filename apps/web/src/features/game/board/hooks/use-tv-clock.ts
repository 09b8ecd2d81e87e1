import { useEffect, useRef } from 'react';
import { sendTvClock } from '../api/tv-api';
import type { Countdown } from './use-countdown';

/**
 * While a TV is paired, the host's question clock goes to it on opening and after every pause,
 * resume and reset (never on a tick), so the room's clock stops and starts with the host's.
 */
export function useSendTvClock(gameId: number, questionId: number, countdown: Countdown, paired: boolean): void {
  const latest = useRef(countdown);
  latest.current = countdown;
  const { anchor } = countdown;
  useEffect(() => {
    if (!paired) return;
    const { elapsedMs, running } = latest.current;
    // A clock the TV misses is only a clock: it keeps its own until the next change.
    sendTvClock(gameId, { questionId, elapsedMs: Math.round(elapsedMs), running }).catch(() => {});
  }, [gameId, questionId, paired, anchor]);
}
