import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { COVERED_BY_ROTATE_PROMPT, RotatePrompt, useSeenOnce } from '@/components/ui/rotate-prompt';
import { ServiceBusyBanner } from '@/components/ui/service-busy-banner';
import { cn } from '@/lib/cn';
import { forceDirection } from '@/lib/language';
import { usePresence } from '@/lib/presence/use-presence';
import { useSession } from '@/lib/session';
import { QueryShell } from './query-shell';

/**
 * Game pages are always laid out left-to-right (team 1 on the left); Arabic text inside uses dir="auto".
 * Their toasts are notices in the flow, above the screen, which makes room for them.
 */
export function GameLayout() {
  useLayoutEffect(() => {
    forceDirection('ltr');
    return () => forceDirection(null);
  }, []);
  const { user } = useSession();
  usePresence(!!user);
  const seen = useSeenOnce();
  return (
    <div dir="ltr" className="dark flex h-dvh flex-col bg-night text-ivory">
      <RotatePrompt />
      <OfflineBanner />
      <ServiceBusyBanner />
      <NoticeBanner />
      {/* The game screens fill what the banner leaves; the winner screen may scroll. */}
      {seen ? (
        <div className={cn('min-h-0 flex-1 overflow-y-auto', COVERED_BY_ROTATE_PROMPT)}>
          <QueryShell>
            <Outlet />
          </QueryShell>
        </div>
      ) : null}
    </div>
  );
}

export { GameLayout as Component };
