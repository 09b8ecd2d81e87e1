import { useSyncExternalStore } from 'react';
import { createListeners } from './listeners';

const listeners = createListeners();
let busy = false;

function set(next: boolean): void {
  if (next === busy) return;
  busy = next;
  listeners.emit();
}

/**
 * Whether the server last said it cannot reach its database (503 service_unavailable): it
 * reconnects by itself, and the banner offers to try again meanwhile.
 */
export const serviceStatus = {
  get: (): boolean => busy,
  subscribe: listeners.subscribe,
  reportBusy: () => set(true),
  reportAvailable: () => set(false),
};

export function useServiceBusy(): boolean {
  return useSyncExternalStore(serviceStatus.subscribe, serviceStatus.get, serviceStatus.get);
}
