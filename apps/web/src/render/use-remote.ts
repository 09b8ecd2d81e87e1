import { useSyncExternalStore } from 'react';
import { createListeners } from '@/lib/listeners';

/** A value loaded once and shared by every component (for the few shell-wide values). */
export type RemoteStore<T> = {
  get(): T | undefined;
  set(value: T | undefined): void;
  /** Starts with a value already known, which a prerendered page was also built with (see useRemote). */
  start(value: T | undefined): void;
  /** The value pages are built and hydrated with: nothing loaded yet, unless started with one. */
  startValue(): T | undefined;
  load(force?: boolean): Promise<T | undefined>;
  subscribe(listener: () => void): () => void;
};

export function createRemoteStore<T>(fetcher: () => Promise<T>): RemoteStore<T> {
  let value: T | undefined;
  let started: T | undefined;
  let pending: Promise<T | undefined> | undefined;
  const listeners = createListeners();
  const emit = listeners.emit;
  return {
    get: () => value,
    set(next) {
      value = next;
      emit();
    },
    start(known) {
      started = known;
      value = known;
      emit();
    },
    startValue: () => started,
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
    subscribe: listeners.subscribe,
  };
}

/**
 * Hydration reads what a prerendered page was built with (the store's start value), so a value
 * that arrived while the page's code was loading cannot make the markup differ; React renders the
 * loaded value right after.
 */
export function useRemote<T>(store: RemoteStore<T>): T | undefined {
  const value = useSyncExternalStore(store.subscribe, store.get, store.startValue);
  if (value === undefined) void store.load();
  return value;
}
