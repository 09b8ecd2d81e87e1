import { Minus, Phone, PhoneOff, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Team, TeamIndex } from '@app/shared/game/state';
import { MANUAL_SCORE_STEP } from '@app/shared/constants';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { AnimatedNumber } from '../../screen-kit/components/animated-number';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';
import { teamTheme } from '../../screen-kit/components/team-theme';

type Props = {
  team: Team;
  index: TeamIndex;
  isTurn: boolean;
  /** Every tile answered: the scores are final, so 2X and the manual +/- are off. */
  gameOver: boolean;
  onDouble: () => void;
  onMinus: () => void;
  onPlus: () => void;
  /** The Gulf game's aid buttons, beside the 2X. */
  aids?: ReactNode;
};

/** A team on the board's bottom panel: name, turn, phone-used indicator, 2X, minus / plus, score. */
export function TeamPanel({ team, index, isTurn, gameOver, onDouble, onMinus, onPlus, aids }: Props) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  const theme = teamTheme[index];
  const step = MANUAL_SCORE_STEP;
  return (
    <section
      aria-label={team.name}
      data-testid={`team-panel-${index + 1}`}
      data-turn={isTurn || undefined}
      className={cn(
        'relative flex min-w-0 flex-1 flex-col gap-[0.6vh] rounded-2xl border-2 bg-night-2 px-[1.2vw] py-[0.8vh] transition-shadow short:gap-0.5',
        theme.border,
        isTurn ? cn('shadow-[0_0_28px_-2px] ring-4', theme.ring, index === 0 ? 'shadow-team1' : 'shadow-team2') : 'border-opacity-40 opacity-90',
        index === 1 && 'items-end text-right',
      )}
    >
      {/* The whole name on its own line (two if it must): two names that start alike still read apart. */}
      <div className={cn('flex w-full min-w-0 items-center gap-2', index === 1 && 'flex-row-reverse')}>
        <span className={cn('size-4 shrink-0 rounded-full short:size-3', theme.bg)} aria-hidden />
        <span
          dir="auto"
          className={cn(
            'line-clamp-2 min-w-0 font-heading text-[clamp(1.1rem,1.6vw,2.25rem)] py-1 leading-[1.6] font-bold break-words short:text-base',
            index === 0 ? 'text-left' : 'text-right',
          )}
          data-testid={`team-name-${index + 1}`}
        >
          {team.name}
        </span>
        {isTurn || team.doublePending ? (
          <div className={cn('ms-auto flex shrink-0 flex-wrap gap-2 short:gap-1', index === 1 && 'me-auto ms-0 flex-row-reverse')}>
            {isTurn ? (
              <p
                dir={dir}
                className={cn(
                  'w-fit rounded-md px-2 py-0.5 text-[clamp(0.95rem,1.15vw,1.6rem)] font-extrabold leading-tight whitespace-nowrap text-night short:px-1 short:py-0 short:text-xs',
                  theme.bg,
                )}
                data-testid={`turn-badge-${index + 1}`}
              >
                {t('team.yourTurn')}
              </p>
            ) : null}
            {team.doublePending ? (
              <p
                dir={dir}
                className="w-fit animate-pulse rounded-md bg-gold px-2 py-0.5 text-[clamp(0.95rem,1.15vw,1.6rem)] font-extrabold leading-tight whitespace-nowrap text-night short:px-1 short:py-0 short:text-xs"
                data-testid={`double-armed-${index + 1}`}
              >
                {t('team.doubleArmed')}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className={cn('flex w-full flex-wrap items-center justify-between gap-2 short:gap-1', index === 1 && 'flex-row-reverse')}>
        <div className={cn('flex items-center gap-2 short:gap-1', index === 1 && 'flex-row-reverse')}>
          <span
            role="img"
            aria-label={team.usedPhone ? t('team.phoneUsed') : t('team.phoneAvailable')}
            title={team.usedPhone ? t('team.phoneUsed') : t('team.phoneAvailable')}
            data-testid={`phone-indicator-${index + 1}`}
            data-used={team.usedPhone || undefined}
            className={cn(
              'inline-flex size-[clamp(2.5rem,3vw,4rem)] items-center justify-center rounded-xl border',
              team.usedPhone ? 'border-ivory/10 text-ivory/35' : 'border-ivory/30 text-ivory',
            )}
          >
            {team.usedPhone ? <PhoneOff aria-hidden className="size-1/2" /> : <Phone aria-hidden className="size-1/2" />}
          </span>
          <button
            type="button"
            onClick={onDouble}
            disabled={team.usedDouble || gameOver}
            aria-label={team.doublePending ? t('team.doublePending') : team.usedDouble ? t('team.doubleUsed') : t('team.doubleLabel', { team: team.name })}
            data-testid={`double-${index + 1}`}
            data-pending={team.doublePending || undefined}
            className={cn(
              'inline-flex h-[clamp(2.5rem,3vw,4rem)] min-w-[clamp(3rem,3.6vw,5rem)] short:h-8 short:min-w-10 cursor-pointer items-center justify-center rounded-xl px-2 font-heading text-[clamp(1.1rem,1.5vw,2rem)] font-extrabold transition',
              team.doublePending
                ? 'animate-pulse bg-gold text-night ring-4 ring-gold/50 disabled:opacity-100'
                : team.usedDouble
                  ? 'cursor-not-allowed bg-night-3 text-ivory/35 line-through'
                  : 'bg-gold text-night hover:bg-gold-light disabled:cursor-not-allowed disabled:opacity-40',
            )}
          >
            2X
          </button>
          {aids}
        </div>

        <div className="flex items-center gap-2 short:gap-1">
          <button
            type="button"
            onClick={onMinus}
            disabled={team.score === 0 || gameOver}
            aria-label={t('team.minus', { team: team.name, step })}
            data-testid={`minus-${index + 1}`}
            className="inline-flex size-[clamp(2.5rem,3vw,4rem)] short:size-8 cursor-pointer items-center justify-center rounded-xl bg-night-3 text-ivory hover:bg-ivory/20 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <Minus aria-hidden className="size-1/2" />
          </button>
          <output
            aria-label={t('team.scoreLabel', {
              team: team.name,
              score: team.score,
            })}
            aria-live="polite"
            data-testid={`score-${index + 1}`}
            data-score={team.score}
            className={cn(
              'min-w-[3.5ch] text-center font-heading text-[clamp(2rem,3.4vw,4.5rem)] font-extrabold leading-none short:text-[1.75rem]',
              theme.text,
            )}
          >
            <AnimatedNumber value={team.score} />
          </output>
          <button
            type="button"
            onClick={onPlus}
            disabled={gameOver}
            aria-label={t('team.plus', { team: team.name, step })}
            data-testid={`plus-${index + 1}`}
            className="inline-flex size-[clamp(2.5rem,3vw,4rem)] short:size-8 cursor-pointer items-center justify-center rounded-xl bg-night-3 text-ivory hover:bg-ivory/20 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <Plus aria-hidden className="size-1/2" />
          </button>
        </div>
      </div>
    </section>
  );
}
