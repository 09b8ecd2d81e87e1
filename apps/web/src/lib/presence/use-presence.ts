import { useEffect } from 'react';
import type { PresenceDevice, PresenceRequest } from '@app/shared/contracts/presence';
import { PRESENCE_TIMINGS } from '@app/shared/presence';
import { connection } from '../connection-status';
import { activityState } from './activity';
import { measureQuality } from './connection';
import { HeartbeatScheduler } from './heartbeat';

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

function device(): PresenceDevice {
  return {
    type: 'web',
    userAgent: navigator.userAgent.slice(0, 400),
    screen: `${screen.width}x${screen.height}`,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone.slice(0, 64),
    language: document.documentElement.lang.slice(0, 16) || 'en',
  };
}

/** Spec 'Silent': presence failures are only logged. */
function post(body: PresenceRequest): void {
  void fetch('/api/presence', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true }).catch(
    (error: unknown) => console.warn('presence heartbeat failed', error),
  );
}

/**
 * While a signed-in page is open: track activity (input, visibility, connection), measure the
 * connection every 60 s, and keep the server told through the heartbeat; say offline as the
 * page closes.
 */
export function usePresence(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    let lastInputAt = Date.now();
    // This page's own id: its closing 'offline' does not overrule a page of the player that opened since (a reload).
    const page = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    const current = () => ({
      state: activityState({ now: Date.now(), lastInputAt, hidden: document.visibilityState === 'hidden', connected: connection.get().online }),
      quality: connection.get().quality,
    });
    let withDevice = true;
    const scheduler = new HeartbeatScheduler(current(), (beat) => {
      // Nothing reaches the server without a connection; the state is sent again once it is back.
      if (!connection.get().online) return;
      post(withDevice ? { ...beat, page, device: device() } : { ...beat, page });
      withDevice = false;
    });
    const refresh = () => scheduler.update(current());
    const onInput = () => {
      const wasQuiet = Date.now() - lastInputAt > PRESENCE_TIMINGS.activityCheckMs;
      lastInputAt = Date.now();
      if (wasQuiet) refresh();
    };
    const ping = async () => {
      const quality = await measureQuality();
      if (quality === 'offline') connection.reportFailure();
      else connection.reportSuccess(quality);
    };
    // A page being closed turns hidden just before it goes: 'away' waits half a second, so the
    // closing page's 'offline' is the last word.
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const onHide = () => {
      clearTimeout(hideTimer);
      if (document.visibilityState === 'hidden') hideTimer = setTimeout(refresh, 500);
      else onInput();
    };
    const sayOffline = () => {
      // Nothing after this: a heartbeat scheduled by the page turning hidden must not land after it.
      clearTimeout(hideTimer);
      scheduler.stop();
      const body: PresenceRequest = { state: 'offline', quality: connection.get().quality, page };
      navigator.sendBeacon?.('/api/presence', new Blob([JSON.stringify(body)], { type: 'application/json' }));
    };
    for (const event of INPUT_EVENTS) window.addEventListener(event, onInput, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', sayOffline);
    const stopWatching = connection.subscribe(refresh);
    const checker = setInterval(refresh, PRESENCE_TIMINGS.activityCheckMs);
    const pinger = setInterval(() => void ping(), PRESENCE_TIMINGS.pingIntervalMs);
    void ping();
    return () => {
      for (const event of INPUT_EVENTS) window.removeEventListener(event, onInput, { capture: true });
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', sayOffline);
      stopWatching();
      clearInterval(checker);
      clearInterval(pinger);
      clearTimeout(hideTimer);
      scheduler.stop();
    };
  }, [signedIn]);
}
