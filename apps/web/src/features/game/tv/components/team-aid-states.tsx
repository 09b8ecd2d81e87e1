import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { GULF_AIDS, type AidStatus, type Team, type TeamIndex } from '@app/shared/game/state';
import { AID_ICONS } from '@/components/icons/aid-icons';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { teamTheme } from '../../screen-kit/components/team-theme';

/** On the TV, beside a team's score: each lifeline and aid as unused, armed (for the coming answer) or used. No controls. */
export function TeamAidStates({ team, index, gulf }: { team: Team; index: TeamIndex; gulf: boolean }) {
  const { t } = useTranslation('game');
  const double: AidStatus = team.doublePending ? 'armed' : team.usedDouble ? 'used' : 'unused';
  return (
    <ul className="flex items-center gap-[0.6vw]" data-testid={`aid-states-${index + 1}`}>
      <AidState status={team.usedPhone ? 'used' : 'unused'} label={team.usedPhone ? t('team.phoneUsed') : t('team.phoneAvailable')} testId={`state-phone-${index + 1}`} index={index}>
        <Phone aria-hidden className="size-3/5" />
      </AidState>
      <AidState
        status={double}
        label={double === 'armed' ? t('team.doublePending') : double === 'used' ? t('team.doubleUsed') : t('team.doubleLabel', { team: team.name })}
        testId={`state-double-${index + 1}`}
        index={index}
      >
        <span className="font-heading text-[0.45em] font-extrabold">2X</span>
      </AidState>
      {gulf
        ? GULF_AIDS.map((aid) => {
            const Icon = AID_ICONS[aid];
            const status = team.aids[aid];
            const name = t(`aids.${aid}.name`);
            const label = status === 'armed' ? t('aids.armedLabel', { aid: name, team: team.name }) : status === 'used' ? t('aids.used', { aid: name, team: team.name }) : name;
            return (
              <AidState key={aid} status={status} label={label} testId={`state-${aid}-${index + 1}`} index={index}>
                <Icon className="size-3/5" />
              </AidState>
            );
          })
        : null}
    </ul>
  );
}

function AidState({ status, label, testId, index, children }: { status: AidStatus; label: string; testId: string; index: TeamIndex; children: ReactNode }) {
  return (
    <li
      role="img"
      aria-label={label}
      title={label}
      data-testid={testId}
      data-status={status}
      className={cn(
        'relative inline-flex size-[clamp(2.25rem,3vw,4rem)] shrink-0 items-center justify-center rounded-xl border text-[clamp(2.25rem,3vw,4rem)]',
        status === 'armed' && 'animate-pulse border-gold bg-gold text-night ring-4 ring-gold/50',
        status === 'used' && 'border-ivory/10 bg-night-3 text-ivory/30',
        status === 'unused' && cn('border-ivory/30 text-ivory', teamTheme[index].soft),
      )}
    >
      {children}
      {status === 'used' ? <span aria-hidden className="absolute inset-x-1 top-1/2 h-0.5 -rotate-45 rounded bg-ivory/40" /> : null}
    </li>
  );
}
