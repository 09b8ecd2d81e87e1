/** The listeners of a value that changes outside React (for `useSyncExternalStore`). */
export function createListeners<Args extends unknown[] = []>() {
  const listeners = new Set<(...args: Args) => void>();
  return {
    /** Adds a listener; returns what removes it. */
    subscribe(listener: (...args: Args) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(...args: Args): void {
      for (const listener of listeners) listener(...args);
    },
  };
}
