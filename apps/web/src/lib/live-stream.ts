import { useEffect, useRef } from 'react';

/** Spec: first reconnect after 1 s, then from 2 s growing 1.5 times per attempt, capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  if (attempt <= 0) return 1000;
  return Math.min(2000 * 1.5 ** (attempt - 1), 30_000);
}

export type LiveStreamHandlers = {
  /** The stream's named events, each given its JSON data. */
  events: Record<string, (data: unknown) => void>;
  onOpen?: () => void;
  /** Every drop, before the next attempt. */
  onDrop?: () => void;
  /**
   * Asked after a drop: false stops for good (the server has said why by a plain request, e.g. a TV
   * whose pairing ended while it was away). Without it the stream is always tried again.
   */
  shouldReconnect?: () => Promise<boolean>;
};

/**
 * Opens a server-sent stream and keeps it open: after a drop it connects again after the spec's
 * back-off, from 1 s again once a connection opened. Returns `close`.
 */
export function openLiveStream(url: string, handlers: LiveStreamHandlers): () => void {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;
  const connect = () => {
    const current = new EventSource(url);
    source = current;
    current.onopen = () => {
      attempt = 0;
      handlers.onOpen?.();
    };
    for (const [name, handle] of Object.entries(handlers.events)) {
      current.addEventListener(name, (message) => !closed && handle(JSON.parse((message as MessageEvent<string>).data)));
    }
    current.onerror = () => {
      current.close();
      if (closed) return;
      handlers.onDrop?.();
      const delay = reconnectDelay(attempt++);
      void (handlers.shouldReconnect?.() ?? Promise.resolve(true)).then((again) => {
        if (again && !closed) timer = setTimeout(connect, delay);
      });
    };
  };
  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}

/**
 * `openLiveStream` while mounted and `url` is set (null: no stream). The handlers are read when an
 * event comes, so they may change between renders; the event names are those of the first render.
 * A change of `url` or `key` (another signed-in user) opens a new stream.
 */
export function useLiveStream(url: string | null, handlers: LiveStreamHandlers, key: unknown = null): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const names = Object.keys(latest.current.events);
    return openLiveStream(url, {
      events: Object.fromEntries(names.map((name) => [name, (data: unknown) => latest.current.events[name]?.(data)])),
      onOpen: () => latest.current.onOpen?.(),
      onDrop: () => latest.current.onDrop?.(),
      shouldReconnect: () => latest.current.shouldReconnect?.() ?? Promise.resolve(true),
    });
  }, [url, key]);
}
