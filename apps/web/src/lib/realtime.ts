import { useEffect } from 'react';
import type { ServerEvent } from '@app/shared/contracts/events';
import { connection } from './connection-status';
import { updateSessionUser } from './session';
import { toast } from './toast';

/** Spec: first reconnect after 1 s, then from 2 s growing 1.5 times per attempt, capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  if (attempt <= 0) return 1000;
  return Math.min(2000 * 1.5 ** (attempt - 1), 30_000);
}

const NOTIFICATION_PAGES = ['/play', '/games', '/store', '/profile'];

function handle(event: ServerEvent, shown: Set<number>): void {
  if (event.type === 'points') updateSessionUser({ points: event.points });
  if (event.type === 'notification') {
    if (shown.has(event.id) || !NOTIFICATION_PAGES.includes(window.location.pathname)) return;
    shown.add(event.id);
    toast.message(event.title || 'Notification', {
      description: event.body,
      position: 'top-center',
      duration: 7000,
      closeButton: true,
    });
  }
}

/** Keeps one event stream open for this tab while mounted, reconnecting after drops. */
export function useServerEvents(userId: number | null | undefined): void {
  useEffect(() => {
    if (typeof EventSource === 'undefined' || userId === undefined) return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const shown = new Set<number>();
    const connect = () => {
      source = new EventSource('/api/events');
      source.onopen = () => {
        attempt = 0;
        connection.reportSuccess();
      };
      for (const type of ['points', 'notification', 'settings'] as const) {
        source.addEventListener(type, (message) => handle(JSON.parse((message as MessageEvent<string>).data) as ServerEvent, shown));
      }
      source.onerror = () => {
        source?.close();
        if (!stopped) connection.reportFailure();
        if (stopped) return;
        timer = setTimeout(connect, reconnectDelay(attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [userId]);
}
