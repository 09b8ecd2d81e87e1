import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let busy = false;

function set(next: boolean): void {
  if (next === busy) return;
  busy = next;
  for (const listener of listeners) listener();
}

/**
 * Whether the server last said it cannot reach its database (503 service_unavailable): it
 * reconnects by itself, and the banner offers to try again meanwhile.
 */
export const serviceStatus = {
  get: (): boolean => busy,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  reportBusy: () => set(true),
  reportAvailable: () => set(false),
};

export function useServiceBusy(): boolean {
  return useSyncExternalStore(serviceStatus.subscribe, serviceStatus.get, serviceStatus.get);
}
