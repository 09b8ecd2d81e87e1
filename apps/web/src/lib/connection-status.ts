import { useSyncExternalStore } from 'react';
import type { ConnectionQuality } from '@app/shared/presence';
import { createListeners } from './listeners';

export type ConnectionStatus = { online: boolean; quality: ConnectionQuality };

const listeners = createListeners();
const browserOnline = () => globalThis.navigator?.onLine ?? true;
let failed = false;
let status: ConnectionStatus = { online: browserOnline(), quality: 'unknown' };

function publish(next: Partial<ConnectionStatus>): void {
  const merged = { ...status, ...next };
  merged.online = browserOnline() && !failed;
  if (merged.online === status.online && merged.quality === status.quality) return;
  status = merged;
  listeners.emit();
}

/**
 * The one view of the connection that the offline banner, the presence heartbeat and the game's
 * action queue share: the browser's own online flag, and whether the last request to the server
 * (a ping, the event stream, a game action) got through.
 */
export const connection = {
  get: (): ConnectionStatus => status,
  subscribe: listeners.subscribe,
  /** A request could not reach the server. */
  reportFailure(): void {
    failed = true;
    publish({ quality: 'offline' });
  },
  /** A request got through (the quality, when it was measured). */
  reportSuccess(quality?: ConnectionQuality): void {
    failed = false;
    publish(quality ? { quality } : status.quality === 'offline' ? { quality: 'unknown' } : {});
  },
  /** Resolves once the connection is back, or after `timeoutMs` to try again anyway. */
  backOnline(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stop();
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      const stop = connection.subscribe(() => {
        if (status.online) done();
      });
    });
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => publish({}));
  window.addEventListener('offline', () => publish({ quality: 'offline' }));
}

export function useConnection(): ConnectionStatus {
  return useSyncExternalStore(connection.subscribe, connection.get, connection.get);
}
