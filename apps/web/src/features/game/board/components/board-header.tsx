import { ArrowLeftRight, CircleHelp, LogOut, Tv, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import type { GameState } from '@app/shared/game/state';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';
import { ConnectionIndicator } from '@/components/ui/connection-indicator';
import { MuteToggle } from '../../screen-kit/components/mute-toggle';
import { teamTheme } from '../../screen-kit/components/team-theme';

type Props = {
  name: string;
  code: string;
  state: GameState;
  onToggleTurn: () => void;
  /** Opens the confirmation; off when there is no judgement to take back or a change is on its way. */
  onUndo: () => void;
  canUndo: boolean;
  /** Opens what the aids do and the host's keys. */
  onAidsHelp: () => void;
  /** Opens "Show on TV" (the pairing code and its QR code). */
  onShowOnTv: () => void;
};

const iconButton =
  'inline-flex size-12 shrink-0 cursor-pointer items-center justify-center rounded-xl border border-ivory/20 bg-night-2 hover:bg-night-3 disabled:cursor-not-allowed disabled:opacity-35 short:size-9';

/** Exit, the game's name and code, sound, the aids' explanation, undo and the Team Turn toggle. */
export function BoardHeader({ name, code, state, onToggleTurn, onUndo, canUndo, onAidsHelp, onShowOnTv }: Props) {
  const tv = useTranslation('tv');
  const { t } = useTranslation('game');
  const dir = useTextDir();
  const current = state.teams[state.currentTeam];
  const other = state.teams[state.currentTeam === 0 ? 1 : 0];
  const theme = teamTheme[state.currentTeam];
  return (
    <header className="flex items-center gap-4 px-[1.2vw] py-[1vh]">
      <Link
        to="/games"
        dir={dir}
        className="inline-flex h-12 shrink-0 items-center gap-2 rounded-xl border border-ivory/20 bg-night-2 px-4 text-lg font-semibold hover:bg-night-3 short:h-9 short:px-2 short:text-base"
        data-testid="board-exit"
      >
        <LogOut aria-hidden className="size-5 rotate-180" />
        {t('header.exit')}
      </Link>
      <div className="flex min-w-0 flex-1 items-baseline justify-center gap-4">
        <h1 dir="auto" className="truncate font-heading text-[clamp(1.25rem,1.8vw,2.5rem)] font-extrabold" data-testid="board-game-name">
          {name}
        </h1>
        {code ? (
          <p
            dir={dir}
            title={t('header.codeHint')}
            className="shrink-0 rounded-lg border border-gold/40 px-3 py-0.5 text-[clamp(0.9rem,1vw,1.4rem)] text-gold"
            data-testid="board-game-code"
          >
            {t('header.code')}{' '}
            <bdi dir="ltr" className="font-mono font-bold tracking-widest">
              {code}
            </bdi>
          </p>
        ) : null}
      </div>
      <ConnectionIndicator className="text-ivory" />
      <button type="button" onClick={onShowOnTv} aria-label={tv.t('show')} title={tv.t('show')} data-testid="tv-open" className={iconButton}>
        <Tv aria-hidden className="size-6 short:size-5" />
      </button>
      <MuteToggle />
      <button type="button" onClick={onAidsHelp} aria-label={t('aids.help')} title={t('aids.help')} data-testid="aids-help-open" className={iconButton}>
        <CircleHelp aria-hidden className="size-6 text-gold short:size-5" />
      </button>
      <button
        type="button"
        onClick={onUndo}
        disabled={!canUndo}
        aria-label={t('undo.label')}
        title={t('undo.label')}
        data-testid="undo-open"
        className={iconButton}
      >
        <Undo2 aria-hidden className="size-6 short:size-5" />
      </button>
      <button
        type="button"
        onClick={onToggleTurn}
        dir={dir}
        aria-label={t('header.switchTurn', { team: current.name, other: other.name })}
        data-testid="turn-toggle"
        data-team={state.currentTeam + 1}
        className={cn(
          'inline-flex h-12 short:h-9 max-w-[32vw] shrink-0 cursor-pointer items-center gap-3 rounded-xl px-4 text-[clamp(1rem,1.2vw,1.6rem)] font-bold text-night shadow-lg transition hover:brightness-110',
          theme.bg,
        )}
      >
        <ArrowLeftRight aria-hidden className="size-5 shrink-0" />
        <span className="shrink-0">{t('header.teamTurn')}:</span>
        <span dir="auto" className="truncate">
          {current.name}
        </span>
      </button>
    </header>
  );
}
