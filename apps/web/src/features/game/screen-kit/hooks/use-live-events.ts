import { useState } from 'react';
import { useLiveStream, type LiveStreamHandlers } from '@/lib/live-stream';

/**
 * The latest `event` of a server-sent stream (null until the first), kept open with the spec's
 * back-off. `ended` names the stream's own end event, which `onEnded` hears (the stream stops);
 * `shouldReconnect` may ask the server after a drop whether to go on.
 */
export function useLiveEvents<T>(
  url: string | null,
  event: string,
  { ended, onEnded, shouldReconnect }: { ended?: string; onEnded?: () => void; shouldReconnect?: LiveStreamHandlers['shouldReconnect'] } = {},
): T | null {
  const [data, setData] = useState<T | null>(null);
  const [stopped, setStopped] = useState(false);
  const stop = () => {
    setStopped(true);
    onEnded?.();
  };
  useLiveStream(stopped ? null : url, {
    events: { [event]: (value) => setData(value as T), ...(ended ? { [ended]: stop } : {}) },
    shouldReconnect,
  });
  return data;
}
