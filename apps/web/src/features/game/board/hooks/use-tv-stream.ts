import { useEffect, useState } from 'react';
import type { TvClock, TvGameView } from '@app/shared/contracts/tv';
import { ApiError } from '@/lib/api-client';
import { getTvGame } from '../api/tv-api';

/** `clock`: the host's question clock as last heard (null until the host pauses, resumes or resets it). */
export type TvStream = { status: 'connecting' } | { status: 'live'; view: TvGameView; clock: TvClock | null } | { status: 'ended' };

const live = (view: TvGameView) => (current: TvStream): TvStream => ({ status: 'live', view, clock: current.status === 'live' ? current.clock : null });

/**
 * The paired game, live: the server sends the whole TV view at once and after every change, and
 * `ended` when the host revokes the pairing. A stream the server refuses (the pairing ended while
 * the TV was away) is checked once with a plain request, which says why.
 */
export function useTvStream(enabled: boolean): TvStream {
  const [stream, setStream] = useState<TvStream>({ status: 'connecting' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource('/api/tv/events');
    const end = () => {
      source.close();
      setStream({ status: 'ended' });
    };
    source.addEventListener('game', (event) => setStream(live(JSON.parse((event as MessageEvent<string>).data) as TvGameView)));
    source.addEventListener('clock', (event) => {
      const clock = JSON.parse((event as MessageEvent<string>).data) as TvClock;
      setStream((current) => (current.status === 'live' ? { ...current, clock } : current));
    });
    source.addEventListener('ended', end);
    source.addEventListener('error', () => {
      if (source.readyState !== EventSource.CLOSED) return; // the browser connects again by itself
      getTvGame().then(
        (view) => {
          setStream(live(view));
          setTimeout(() => setAttempt((n) => n + 1), 2_000);
        },
        (error: unknown) => (error instanceof ApiError && error.status === 401 ? end() : setTimeout(() => setAttempt((n) => n + 1), 2_000)),
      );
    });
    return () => source.close();
  }, [enabled, attempt]);
  return stream;
}
