import { Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TvPhoneCall as Call } from '@app/shared/contracts/tv';
import type { Team } from '@app/shared/game/state';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';
import { teamTheme } from '../../screen-kit/components/team-theme';

/** Seconds left of a call as last heard from the host, counting down here while it runs (keyed by the call: a new word from the host starts over). */
function useCallSeconds(call: Call): number {
  const [heardAt] = useState(() => Date.now());
  const [now, setNow] = useState(heardAt);
  useEffect(() => {
    if (!call.running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [call.running]);
  const leftMs = call.running ? call.remainingMs - (now - heardAt) : call.remainingMs;
  return Math.max(0, Math.ceil(leftMs / 1000));
}

/** On the TV while a team is on Phone a Friend: whose call it is and its countdown, as on the host's screen. */
export function TvPhoneCall({ call, team }: { call: Call; team: Team }) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  const seconds = useCallSeconds(call);
  const theme = teamTheme[call.team];
  return (
    <div
      dir={dir}
      role="timer"
      data-testid="tv-phone-call"
      data-running={call.running}
      className={cn('flex items-center gap-[1.5vw] rounded-3xl border-4 bg-night-2 px-[2vw] py-[1vh] font-heading font-extrabold', theme.border)}
    >
      <Phone aria-hidden className={cn('size-[clamp(2rem,3vw,4rem)] shrink-0', theme.text)} />
      <span className="flex flex-col">
        <span className="text-[clamp(1rem,1.4vw,2rem)] text-ivory/80">{t('phone.title')}</span>
        <bdi className={cn('text-[clamp(1.25rem,2vw,2.75rem)]', theme.text)}>{team.name}</bdi>
      </span>
      {seconds === 0 ? (
        <span className="text-[clamp(2rem,3.5vw,4.5rem)] text-danger" data-testid="tv-phone-finished">
          {t('phone.finished')}
        </span>
      ) : (
        <span dir="ltr" className="text-[clamp(2.5rem,5vw,6rem)] leading-none tabular-nums text-gold" data-testid="tv-phone-seconds">
          {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, '0')}
        </span>
      )}
    </div>
  );
}
