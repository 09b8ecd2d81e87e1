import { useEffect, useRef } from 'react';
import type { TvPhoneCall } from '@app/shared/contracts/tv';
import { sendTvClock } from '../api/tv-pairings-api';
import type { Countdown } from '../../screen-kit/hooks/use-countdown';

/**
 * While a TV is paired, the host's question clock goes to it on opening and after every pause,
 * resume and reset (never on a tick), so the room's clock stops and starts with the host's; the
 * Phone a Friend call goes with it whenever it opens, starts, changes or ends.
 */
export function useSendTvClock(gameId: number, questionId: number, countdown: Countdown, paired: boolean, phone: TvPhoneCall | null = null): void {
  const latest = useRef(countdown);
  latest.current = countdown;
  const { anchor } = countdown;
  useEffect(() => {
    if (!paired) return;
    const { elapsedMs, running } = latest.current;
    // A clock the TV misses is only a clock: it keeps its own until the next change.
    sendTvClock(gameId, { questionId, elapsedMs: Math.round(elapsedMs), running, phone }).catch(() => {});
  }, [gameId, questionId, paired, anchor, phone]);
}
