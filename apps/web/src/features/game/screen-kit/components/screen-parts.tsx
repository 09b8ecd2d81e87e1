import { ArrowLeft, LayoutGrid } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Team, TeamIndex } from '@app/shared/game/state';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { AnimatedNumber } from './animated-number';
import { useTextDir } from '../hooks/use-text-dir';
import { teamTheme } from './team-theme';

/** Exit back to the board (the question stays unanswered). */
export function ExitToBoard({ onExit, label }: { onExit: () => void; label?: string }) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  return (
    <button
      type="button"
      dir={dir}
      onClick={onExit}
      aria-keyshortcuts="Escape"
      data-testid="exit-to-board"
      className="inline-flex h-12 shrink-0 cursor-pointer items-center gap-2 rounded-xl border border-ivory/20 bg-night-2 px-4 text-lg font-semibold hover:bg-night-3 short:h-9 short:px-2 short:text-base"
    >
      <LayoutGrid aria-hidden className="size-5" />
      {label ?? t('question.exit')}
      {/* A phone has no Escape key, and the header needs the room there. */}
      <Kbd className="short:hidden">Esc</Kbd>
    </button>
  );
}

/** Back one step (answer -> question, who answered -> answer). */
export function StepBack({ onBack, label, testId, disabled = false }: { onBack: () => void; label: string; testId: string; disabled?: boolean }) {
  const dir = useTextDir();
  return (
    <button
      type="button"
      onClick={onBack}
      dir={dir}
      disabled={disabled}
      data-testid={testId}
      className="inline-flex h-12 shrink-0 cursor-pointer items-center gap-2 rounded-xl border border-ivory/20 bg-night-2 px-4 text-lg font-semibold hover:bg-night-3 disabled:cursor-not-allowed disabled:opacity-40 short:h-9 short:px-2 short:text-base"
    >
      {/* The game pages are fixed left to right: back points left in both languages. */}
      <ArrowLeft aria-hidden className="size-5" />
      {label}
    </button>
  );
}

export function Kbd({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <kbd aria-hidden className={cn('rounded-md border border-current/30 px-1.5 py-0.5 font-sans text-xs font-semibold opacity-70 pointer-coarse:hidden', className)}>
      {children}
    </kbd>
  );
}

/** `language`: a one-language own category's, whose name reads in it whatever the interface language. */
export function CategoryLabel({ title, language }: { title: string; language?: 'ar' | 'en' }) {
  const { t } = useTranslation('game');
  return (
    <p className="flex min-w-0 items-center gap-2 text-[clamp(1rem,1.4vw,2rem)]" data-testid="category-label">
      <span className="sr-only">{t('question.category')}: </span>
      <span lang={language} dir={language ? (language === 'ar' ? 'rtl' : 'ltr') : 'auto'} className="truncate rounded-xl bg-gold px-4 py-1 font-heading font-extrabold text-night">
        {title}
      </span>
    </p>
  );
}

/** The tile's value with the word for points in the game's language (DECISIONS 30). */
export function PointsBadge({ points, doubled = false }: { points: number; doubled?: boolean }) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  return (
    <p
      dir={dir}
      className="flex shrink-0 items-baseline gap-2 rounded-xl border-2 border-gold/60 px-4 py-1 text-gold short:px-2 short:py-0"
      aria-label={t('question.pointsLabel', { points })}
      data-testid="points-badge"
    >
      <span className="font-heading text-[clamp(1.75rem,2.6vw,3.5rem)] font-extrabold leading-none tabular-nums">{points}</span>
      <span className="font-heading text-[clamp(1rem,1.4vw,2rem)] font-bold" data-testid="points-word">
        {t('question.pointsWord')}
      </span>
      {doubled ? <span className="rounded-md bg-gold px-2 text-[clamp(0.9rem,1vw,1.3rem)] font-extrabold text-night">2X</span> : null}
    </p>
  );
}

/**
 * A team's name and score at the foot of the question, answer and who-answered screens (and the
 * TV's). The whole name shows on its own line (two lines if it must), so two names that start
 * alike still read apart; the score and the team's controls share the line below.
 */
export function TeamScore({ team, index, children }: { team: Team; index: TeamIndex; children?: ReactNode }) {
  const { t } = useTranslation('game');
  const theme = teamTheme[index];
  return (
    <section
      aria-label={team.name}
      data-testid={`team-score-${index + 1}`}
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-2xl border-2 bg-night-2 px-5 py-2 short:gap-0 short:px-2 short:py-1',
        theme.border,
        index === 1 && 'items-end text-right',
      )}
    >
      <span
        dir="auto"
        className={cn(
          'line-clamp-2 w-full font-heading text-[clamp(1.1rem,1.5vw,2.1rem)] py-1 leading-[1.6] font-bold break-words short:text-sm',
          index === 0 ? 'text-left' : 'text-right',
        )}
        data-testid={`team-score-name-${index + 1}`}
      >
        {team.name}
      </span>
      <div className={cn('flex w-full flex-wrap items-center gap-x-4 gap-y-1 short:gap-x-1.5', index === 1 && 'flex-row-reverse')}>
        <span
          className={cn('shrink-0 font-heading text-[clamp(1.75rem,2.6vw,3.5rem)] font-extrabold leading-none tabular-nums short:text-[1.6rem]', theme.text)}
          aria-label={t('team.scoreLabel', { team: team.name, score: team.score })}
          data-testid={`team-score-value-${index + 1}`}
        >
          <AnimatedNumber value={team.score} />
        </span>
        {children ? <div className={cn('flex min-w-0 flex-1 flex-wrap items-center gap-2 short:gap-1', index === 0 ? 'justify-end' : 'flex-row-reverse justify-end')}>{children}</div> : null}
      </div>
    </section>
  );
}

/** The large, consistently placed next-step button (DESIGN: one obvious action per screen). */
export function NextStepButton({ onClick, children, disabled, testId, shortcut = 'Enter' }: { onClick: () => void; children: ReactNode; disabled?: boolean; testId: string; shortcut?: string }) {
  const dir = useTextDir();
  return (
    <button
      type="button"
      dir={dir}
      onClick={onClick}
      disabled={disabled}
      aria-keyshortcuts={shortcut}
      data-testid={testId}
      className="inline-flex h-[clamp(4rem,9vh,6.5rem)] short:h-12 short:text-xl shrink-0 cursor-pointer items-center justify-center gap-3 rounded-2xl bg-gold px-[3vw] font-heading text-[clamp(1.4rem,2vw,2.75rem)] font-extrabold text-night shadow-[0_8px_30px_-6px] shadow-gold/60 transition hover:bg-gold-light disabled:cursor-wait disabled:opacity-60"
    >
      {children}
      <Kbd className="text-sm">{shortcut === 'Enter' ? '↵' : shortcut}</Kbd>
    </button>
  );
}
