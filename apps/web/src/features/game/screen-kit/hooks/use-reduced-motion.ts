import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(listener: () => void): () => void {
  const media = globalThis.matchMedia?.(QUERY);
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
}

/** True when the player asked for less motion (or the browser cannot tell us). */
export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia ? globalThis.matchMedia(QUERY).matches : true;
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => true);
}
