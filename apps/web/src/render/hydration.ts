import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False on the server and while the app takes over a built page's HTML (a prerendered page, or a
 * signed-in page the server rendered); true once it has, and in a page the app renders itself. What
 * the browser alone knows (a stored draft, the screen's size, the time zone) waits for true, so the
 * first render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

/**
 * What a visitor typed into a built page's field before the app took it over (the form would
 * otherwise reset it to its default): read once, when the form is created.
 */
export function typedBeforeHydration(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement && field.value !== '' ? field.value : undefined;
}
