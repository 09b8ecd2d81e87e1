import { useEffect, useRef } from 'react';

export type HotkeyMap = Partial<Record<string, () => void>>;

/**
 * Host shortcuts on the game screens ('Space', 'Enter', 'Escape', digits). Ignored while typing,
 * with a modifier held, on auto-repeat, and while a dialog is open. Enter on a focused button
 * or link keeps its normal meaning (it presses that button).
 */
export function useHotkeys(bindings: HotkeyMap, enabled = true): void {
  const current = useRef(bindings);
  useEffect(() => {
    current.current = bindings;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const key = event.key === ' ' ? 'Space' : event.key;
      const handler = current.current[key];
      if (!handler) return;
      if (key === 'Enter' && target?.closest('button, a')) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
