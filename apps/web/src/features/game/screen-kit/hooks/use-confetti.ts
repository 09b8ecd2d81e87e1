import { useEffect } from 'react';

export const CONFETTI_MS = 5000;

/** Bursts from both sides for about five seconds; nothing when the player prefers less motion. */
export function useConfetti(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let stop = () => {};
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled) return;
      const colors = ['#d4a93c', '#f0d48a', '#14b8a6', '#f97316', '#fbf7ee'];
      const end = Date.now() + CONFETTI_MS;
      const burst = () => {
        void confetti({ particleCount: 45, angle: 60, spread: 70, origin: { x: 0, y: 0.75 }, colors, disableForReducedMotion: true });
        void confetti({ particleCount: 45, angle: 120, spread: 70, origin: { x: 1, y: 0.75 }, colors, disableForReducedMotion: true });
      };
      burst();
      const timer = setInterval(() => (Date.now() >= end ? clearInterval(timer) : burst()), 350);
      stop = () => {
        clearInterval(timer);
        confetti.reset();
      };
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [enabled]);
}

