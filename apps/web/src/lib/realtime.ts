import { useRef } from 'react';
import type { ServerEvent } from '@app/shared/contracts/events';
import { notificationText } from '@app/shared/notification-text';
import { isolate } from './bidi';
import { connection } from './connection-status';
import { i18n } from './i18n';
import { useLiveStream } from './live-stream';
import { getLanguage } from './language';
import { OCCASIONS_KEY } from './occasions-key';
import { MY_SUGGESTIONS_KEY, OWN_CATEGORIES_KEY } from './own-categories-key';
import { queryClient } from './query-client';
import { setSessionUser, updateSessionUser } from './session';
import { siteStore } from './site';
import { toast } from './toast';
import { showGiftToast } from './gift-toast';

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
  // The operators decided about a suggestion or a category of this user's: said on any page, and My categories follows.
  if (event.type === 'notice') {
    void queryClient.invalidateQueries({ queryKey: MY_SUGGESTIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: OWN_CATEGORIES_KEY });
    void i18n.loadNamespaces('suggest').then(() =>
      toast.message(i18n.t('suggest:notice.title'), {
        id: event.id,
        description: i18n.t(`suggest:notice.${event.notice.kind}`, Object.fromEntries(Object.entries(event.notice).map(([key, value]) => [key, isolate(value)]))),
        position: 'top-center',
        duration: 10_000,
        closeButton: true,
      }),
    );
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
 * Keeps this tab's event stream open while mounted (reconnecting after drops with the spec's
 * back-off). A ban takes the page to the login page (`toLogin`).
 */
export function useServerEvents(userId: number | null | undefined, toLogin: () => void): void {
  const shown = useRef(new Set<number>());
  const handleEvent = (data: unknown) => handle(data as ServerEvent, shown.current, toLogin);
  useLiveStream(
    userId === undefined ? null : '/api/events',
    {
      events: { points: handleEvent, notification: handleEvent, notice: handleEvent, gift_received: handleEvent, settings: handleEvent, signed_out: handleEvent },
      onOpen: () => connection.reportSuccess(),
      onDrop: () => connection.reportFailure(),
    },
    userId,
  );
}
