import { useEffect, useRef } from 'react';
import type { ServerEvent } from '@app/shared/contracts/events';
import { notificationText } from '@app/shared/notification-text';
import { connection } from './connection-status';
import { i18n } from './i18n';
import { getLanguage } from './language';
import { OCCASIONS_KEY } from './occasions-key';
import { queryClient } from './query-client';
import { setSessionUser, updateSessionUser } from './session';
import { siteStore } from './site';
import { toast } from './toast';
import { showGiftToast } from './gift-toast';

/** Spec: first reconnect after 1 s, then from 2 s growing 1.5 times per attempt, capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  if (attempt <= 0) return 1000;
  return Math.min(2000 * 1.5 ** (attempt - 1), 30_000);
}

const NOTIFICATION_PAGES = ['/play', '/games', '/store', '/profile'];

function handle(event: ServerEvent, shown: Set<number>, toLogin: () => void): void {
  if (event.type === 'points') updateSessionUser({ points: event.points });
  // Logos, contact links or sponsors changed in the console: this page shows them without a reload.
  if (event.type === 'settings') void siteStore.load(true);
  // An operator added an occasion or changed its categories: /play's band and ready boards follow.
  if (event.type === 'settings' && event.key === 'occasions') void queryClient.invalidateQueries({ queryKey: OCCASIONS_KEY });
  // A ban signs this page out at once and takes it to the login page with the reason. A session
  // ended otherwise (sign-out or a password change on another device) is found by the next request.
  if (event.type === 'signed_out' && event.reason === 'banned') {
    setSessionUser(null);
    void i18n.loadNamespaces('auth').then(() =>
      toast.error(i18n.t('auth:signedOutBanned'), { id: 'signed-out-banned', duration: Infinity, closeButton: true }),
    );
    toLogin();
  }
  // A gift delivered to this user (on confirming the address, signing in elsewhere): told once per gift.
  // The gift page lists what it delivered itself.
  if (event.type === 'gift_received' && window.location.pathname !== '/gift') showGiftToast(event.gift);
  if (event.type === 'notification') {
    if (shown.has(event.id) || !NOTIFICATION_PAGES.includes(window.location.pathname)) return;
    shown.add(event.id);
    const { title, body } = notificationText(event, getLanguage());
    toast.message(title || i18n.t('common:notificationTitle'), {
      description: body,
      position: 'top-center',
      duration: 7000,
      closeButton: true,
    });
  }
}

/**
 * Keeps one event stream open for this tab while mounted, reconnecting after drops. A ban takes the
 * page to the login page (`toLogin`).
 */
export function useServerEvents(userId: number | null | undefined, toLogin: () => void): void {
  const toLoginRef = useRef(toLogin);
  toLoginRef.current = toLogin;
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
      for (const type of ['points', 'gift_received', 'notification', 'settings', 'signed_out'] as const) {
        source.addEventListener(type, (message) => handle(JSON.parse((message as MessageEvent<string>).data) as ServerEvent, shown, () => toLoginRef.current()));
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
