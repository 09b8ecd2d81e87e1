import { useCallback, useEffect, useState } from 'react';

/** How long a refusal stays in the Create bar. */
export const REFUSAL_SHOWN_MS = 5000;

/**
 * A category choice refused (a 7th, a used-up one), said in the Create bar for a few seconds:
 * beside the counter the host is looking at, covering nothing (a toast there would cover Create).
 */
export function useSelectionRefusal() {
  const [refusal, setRefusal] = useState<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (!refusal) return;
    const timer = setTimeout(() => setRefusal(null), REFUSAL_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [refusal]);
  const refuse = useCallback((text: string) => setRefusal({ text, at: Date.now() }), []);
  const clear = useCallback(() => setRefusal(null), []);
  return { refusal: refusal?.text ?? null, refuse, clear };
}
