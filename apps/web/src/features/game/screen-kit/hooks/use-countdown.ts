import { useCallback, useEffect, useState } from 'react';

type Stored = { elapsedMs: number; resumedAt: number | null };

function read(key: string | null): Stored | null {
  if (!key) return null;
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Stored>;
    if (typeof value.elapsedMs !== 'number' || !(value.resumedAt === null || typeof value.resumedAt === 'number')) return null;
    return { elapsedMs: value.elapsedMs, resumedAt: value.resumedAt };
  } catch {
    return null;
  }
}

function write(key: string | null, value: Stored): void {
  if (!key) return;
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // the clock still runs, it just does not survive a reload
  }
}

export type Countdown = {
  /** Whole seconds left (rounded up); 0 once time is up. */
  remaining: number;
  /** Whole seconds past zero. */
  overtime: number;
  timeUp: boolean;
  running: boolean;
  /** Milliseconds counted so far. */
  elapsedMs: number;
  /** Changes on every pause, resume and reset (and follow), never on a tick. */
  anchor: { elapsedMs: number; resumedAt: number | null };
  /** Takes another screen's clock as it is (the TV follows the host's). */
  follow: (elapsedMs: number, running: boolean) => void;
  toggle: () => void;
  pause: () => void;
  resume: () => void;
  reset: () => void;
};

/**
 * A countdown that refreshes every 500 ms (spec), pauses, resets, and after zero keeps counting
 * the overtime (DECISIONS 6). With a storage key it survives a reload of the page; it pauses
 * when the screen is left.
 */
export function useCountdown({ seconds, storageKey, autoStart = true }: { seconds: number; storageKey: string | null; autoStart?: boolean }): Countdown {
  const [clock, setClock] = useState<Stored>(() => read(storageKey) ?? { elapsedMs: 0, resumedAt: autoStart ? Date.now() : null });
  const [now, setNow] = useState(() => Date.now());
  const running = clock.resumedAt !== null;

  useEffect(() => write(storageKey, clock), [storageKey, clock]);

  // Restarted on every resume and reset, so the display changes on the second, not up to 500 ms late.
  useEffect(() => {
    if (clock.resumedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [clock.resumedAt]);

  // Leaving the screen pauses the clock, so coming back shows the time where it was left.
  useEffect(
    () => () => {
      const stored = read(storageKey);
      if (stored?.resumedAt != null) write(storageKey, { elapsedMs: stored.elapsedMs + Date.now() - stored.resumedAt, resumedAt: null });
    },
    [storageKey],
  );

  const pause = useCallback(() => {
    setClock((c) => (c.resumedAt === null ? c : { elapsedMs: c.elapsedMs + Date.now() - c.resumedAt, resumedAt: null }));
  }, []);
  const resume = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setClock((c) => (c.resumedAt === null ? { ...c, resumedAt: at } : c));
  }, []);
  const toggle = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setClock((c) => (c.resumedAt === null ? { ...c, resumedAt: at } : { elapsedMs: c.elapsedMs + at - c.resumedAt, resumedAt: null }));
  }, []);
  const reset = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setClock((c) => ({ elapsedMs: 0, resumedAt: c.resumedAt === null ? null : at }));
  }, []);

  const follow = useCallback((elapsed: number, isRunning: boolean) => {
    const at = Date.now();
    setNow(at);
    setClock({ elapsedMs: elapsed, resumedAt: isRunning ? at : null });
  }, []);

  const elapsedMs = clock.elapsedMs + (clock.resumedAt === null ? 0 : Math.max(0, now - clock.resumedAt));
  const totalMs = seconds * 1000;
  const timeUp = elapsedMs >= totalMs;
  return {
    remaining: timeUp ? 0 : Math.ceil((totalMs - elapsedMs) / 1000),
    overtime: timeUp ? Math.floor((elapsedMs - totalMs) / 1000) : 0,
    timeUp,
    running,
    elapsedMs,
    anchor: clock,
    follow,
    toggle,
    pause,
    resume,
    reset,
  };
}
