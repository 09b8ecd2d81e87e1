import { useSyncExternalStore } from 'react';

/** A value loaded once and shared by every component (for the few shell-wide values). */
export type RemoteStore<T> = {
  get(): T | undefined;
  set(value: T | undefined): void;
  load(force?: boolean): Promise<T | undefined>;
  subscribe(listener: () => void): () => void;
};

export function createRemoteStore<T>(fetcher: () => Promise<T>): RemoteStore<T> {
  let value: T | undefined;
  let pending: Promise<T | undefined> | undefined;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    get: () => value,
    set(next) {
      value = next;
      emit();
    },
    load(force = false) {
      if (pending && !force) return pending;
      pending = fetcher().then(
        (result) => {
          value = result;
          emit();
          return result;
        },
        () => value,
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * What a prerendered page was built with: nothing loaded yet. Hydration reads it, so a value that
 * arrived while the page's code was loading cannot make the markup differ; React renders the
 * loaded value right after.
 */
const notLoadedYet = () => undefined;

export function useRemote<T>(store: RemoteStore<T>): T | undefined {
  const value = useSyncExternalStore(store.subscribe, store.get, notLoadedYet);
  if (value === undefined) void store.load();
  return value;
}
