/** Time the result stays on screen before the board comes back (spec: 1 second). */
export const RESULT_PAUSE_MS = 1000;

/**
 * The pause in this page. End-to-end tests shorten it by setting `window.resultPauseMs` before
 * the page loads, so whole games played through the screens do not wait a second per tile. Only
 * a shorter pause is honoured: a stray value can never hold the board back longer.
 */
export function resultPauseMs(): number {
  const wanted: unknown = (globalThis as { resultPauseMs?: unknown }).resultPauseMs;
  return typeof wanted === 'number' && wanted >= 0 && wanted < RESULT_PAUSE_MS ? wanted : RESULT_PAUSE_MS;
}
