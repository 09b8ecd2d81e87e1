import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a restored page may take to grow tall enough (its screen and data load first). */
const RESTORE_WITHIN_MS = 3000;
/** Where each visited entry of the history was scrolled to (by the router's location key). */
const positions = new Map<string, number>();

/**
 * A new page opens at the top; Back and Forward return to where that page was scrolled.
 * (The browser cannot do it for the app: it would restore before the page has been drawn.)
 */
export function useScrollPosition(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = useRef(location.key);
  const pathname = useRef<string | null>(null);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const record = () => positions.set(key.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    const previous = pathname.current;
    pathname.current = location.pathname;
    // The first page is the browser's to place; a filter or page number changed in place keeps the reader where they are.
    if (previous === null) return;
    if (navigationType === 'POP') return restore(positions.get(location.key) ?? 0);
    if (previous !== location.pathname && !location.hash) window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, navigationType]);
}

/** Scrolls to `top` as soon as the page is tall enough, unless the reader scrolls first. */
function restore(top: number): () => void {
  const deadline = performance.now() + RESTORE_WITHIN_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const event of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(event, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1 || performance.now() > deadline) return stop();
    frame = requestAnimationFrame(attempt);
  };
  for (const event of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(event, stop, { passive: true });
  attempt();
  return stop;
}
