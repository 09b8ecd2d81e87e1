import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * /play?category=<id> ("Play it" on My categories and on a shared category's page): once the
 * categories are known, that category is chosen in the Create bar (if it can be) and the address
 * drops the parameter, so a reload or Back does not choose it again.
 */
export function usePreselectedCategory(ready: boolean, choose: (categoryId: number) => void): void {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  // The parameter being handled: its removal from the address is on its way.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (raw === null) handled.current = null;
    if (!ready || raw === null || handled.current === raw) return;
    handled.current = raw;
    if (/^\d{1,10}$/.test(raw)) choose(Number(raw));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('category');
        return next;
      },
      { replace: true },
    );
  }, [ready, raw, choose, setParams]);
}
