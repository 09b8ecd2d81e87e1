import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../hooks/use-reduced-motion';

/** A score that counts up (or down) to its new value, so the room sees it change. */
export function AnimatedNumber({ value, durationMs = 600 }: { value: number; durationMs?: number }) {
  const [shown, setShown] = useState(value);
  const from = useRef(value);
  useEffect(() => {
    const start = from.current;
    from.current = value;
    if (start === value) return;
    if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
      setShown(value);
      return;
    }
    let frame = 0;
    const begin = performance.now();
    const step = (time: number) => {
      const progress = Math.min(1, (time - begin) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      setShown(Math.round(start + (value - start) * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      setShown(value);
    };
  }, [value, durationMs]);
  return <span className="tabular-nums">{shown}</span>;
}
