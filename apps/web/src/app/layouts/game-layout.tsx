import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { RotatePrompt } from '@/components/ui/rotate-prompt';
import { forceDirection } from '@/lib/language';
import { QueryShell } from './query-shell';

/** Game pages are always laid out left-to-right (team 1 on the left); Arabic text inside uses dir="auto". */
export function GameLayout() {
  useLayoutEffect(() => {
    forceDirection('ltr');
    return () => forceDirection(null);
  }, []);
  return (
    <div dir="ltr" className="dark min-h-screen bg-night text-ivory">
      <RotatePrompt />
      <QueryShell>
        <Outlet />
      </QueryShell>
    </div>
  );
}

export { GameLayout as Component };
