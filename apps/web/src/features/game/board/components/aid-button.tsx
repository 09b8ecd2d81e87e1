import { applyAction } from '@app/shared/game/apply-action';
import { GULF_AIDS, type GameState, type GulfAid, type TeamIndex } from '@app/shared/game/state';
import { AID_ICONS } from '@/components/icons/aid-icons';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { otherTeamIndex } from '../../screen-kit/utils/game-view';
import { teamTheme } from '../../screen-kit/components/team-theme';

type Props = {
  state: GameState;
  index: TeamIndex;
  aid: GulfAid;
  onUse: (aid: GulfAid) => void;
  className?: string;
};

/**
 * One of a team's Gulf aids: press to take it (when the shared rules allow it now); armed until the
 * next judgement, then used. Its name and what it does are its label and tooltip.
 */
export function AidButton({ state, index, aid, onUse, className }: Props) {
  const { t } = useTranslation('game');
  const team = state.teams[index];
  const other = state.teams[otherTeamIndex(index)];
  const status = team.aids[aid];
  const allowed = applyAction(state, { type: 'useAid', team: index, aid });
  const names = { team: team.name, other: other.name };
  const name = t(`aids.${aid}.name`);
  const label =
    status === 'armed'
      ? t('aids.armedLabel', { aid: name, team: team.name })
      : status === 'used'
        ? t('aids.used', { aid: name, team: team.name })
        : !allowed.ok && allowed.code === 'pit_not_turn'
          ? `${t('aids.pit.use', names)}. ${t('aids.pit.notTurn')}`
          : t(`aids.${aid}.use`, names);
  const Icon = AID_ICONS[aid];
  return (
    <button
      type="button"
      onClick={() => onUse(aid)}
      disabled={!allowed.ok}
      aria-label={label}
      title={label}
      data-testid={`aid-${aid}-${index + 1}`}
      data-status={status}
      className={cn(
        'relative inline-flex shrink-0 cursor-pointer items-center justify-center rounded-xl border transition disabled:cursor-not-allowed',
        status === 'armed' && 'animate-pulse border-gold bg-gold text-night ring-4 ring-gold/50',
        status === 'used' && 'border-ivory/10 bg-night-3 text-ivory/30',
        status === 'unused' && cn('border-ivory/30 text-ivory enabled:hover:bg-ivory/10 disabled:opacity-40', teamTheme[index].soft),
        className,
      )}
    >
      <Icon className="size-3/5" />
      {status === 'used' ? <span aria-hidden className="absolute inset-x-1 top-1/2 h-0.5 -rotate-45 rounded bg-ivory/40" /> : null}
    </button>
  );
}

/** A team's three Gulf aid buttons; nothing in a standard game. */
export function TeamAidButtons({ state, index, onUse, className }: Omit<Props, 'aid'>) {
  if (state.gameType !== 'gulf') return null;
  return GULF_AIDS.map((aid) => <AidButton key={aid} state={state} index={index} aid={aid} onUse={onUse} className={className} />);
}
