import { useLayoutEffect, useRef } from 'react';

export type HotkeyMap = Partial<Record<string, () => void>>;

/**
 * Host shortcuts on the game screens ('Space', 'Enter', 'Escape', digits). Ignored while typing,
 * with a modifier held, on auto-repeat, and while a dialog is open. Enter is always the screen's
 * next step, even with the focus on another button (Pause, say) that the host clicked before.
 */
export function useHotkeys(bindings: HotkeyMap, enabled = true): void {
  const current = useRef(bindings);
  // Layout effects: the keys work as soon as the screen is on view, so a quick second Enter from
  // the host (question -> answer -> who answered) is never lost between two screens.
  useLayoutEffect(() => {
    current.current = bindings;
  });
  useLayoutEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const key = event.key === ' ' ? 'Space' : event.key;
      const handler = current.current[key];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
