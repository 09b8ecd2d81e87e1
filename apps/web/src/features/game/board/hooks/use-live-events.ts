import { useEffect, useState } from 'react';

/**
 * The latest `event` of a server-sent stream (null until the first). The browser reconnects by
 * itself after a drop (a phone locked and reopened); a stream the server refused is tried again
 * after a pause, and `onEnded` hears the stream's own `ended` event name when there is one.
 */
export function useLiveEvents<T>(url: string | null, event: string, { ended, onEnded }: { ended?: string; onEnded?: () => void } = {}): T | null {
  const [data, setData] = useState<T | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!url) return;
    const source = new EventSource(url);
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener(event, (message) => setData(JSON.parse((message as MessageEvent<string>).data) as T));
    if (ended)
      source.addEventListener(ended, () => {
        source.close();
        onEnded?.();
      });
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) retry = setTimeout(() => setAttempt((n) => n + 1), 2_000);
    });
    return () => {
      clearTimeout(retry);
      source.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onEnded is read when the event comes
  }, [url, event, ended, attempt]);
  return data;
}
