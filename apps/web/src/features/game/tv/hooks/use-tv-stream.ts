import { useState } from 'react';
import type { TvClock, TvGameView } from '@app/shared/contracts/tv';
import { ApiError } from '@/lib/api-client';
import { useLiveStream } from '@/lib/live-stream';
import { getTvGame } from '../api/tv-api';

/** `clock`: the host's question clock as last heard (null until the host pauses, resumes or resets it). */
export type TvStream = { status: 'connecting' } | { status: 'live'; view: TvGameView; clock: TvClock | null } | { status: 'ended' };

const live = (view: TvGameView) => (current: TvStream): TvStream => ({ status: 'live', view, clock: current.status === 'live' ? current.clock : null });

/**
 * The paired game, live: the server sends the whole TV view at once and after every change, and
 * `ended` when the host revokes the pairing. After a drop a plain request brings the view (or says
 * the pairing ended while the TV was away) before the stream is tried again.
 */
export function useTvStream(enabled: boolean): TvStream {
  const [stream, setStream] = useState<TvStream>({ status: 'connecting' });
  const ended = stream.status === 'ended';
  useLiveStream(enabled && !ended ? '/api/tv/events' : null, {
    events: {
      game: (view) => setStream(live(view as TvGameView)),
      clock: (clock) => setStream((current) => (current.status === 'live' ? { ...current, clock: clock as TvClock } : current)),
      ended: () => setStream({ status: 'ended' }),
    },
    shouldReconnect: () =>
      getTvGame().then(
        (view) => (setStream(live(view)), true),
        (error: unknown) => {
          if (!(error instanceof ApiError && error.status === 401)) return true;
          setStream({ status: 'ended' });
          return false;
        },
      ),
  });
  return stream;
}
