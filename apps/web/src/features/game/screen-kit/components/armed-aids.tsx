import { pointsIfAnswered } from '@app/shared/game/apply-action';
import { GULF_AIDS, type GameState } from '@app/shared/game/state';
import { AID_ICONS } from '@/components/icons/aid-icons';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useTextDir } from '../hooks/use-text-dir';
import { otherTeamIndex, TEAM_INDEXES } from '../utils/game-view';
import { teamTheme } from './team-theme';

type Props = {
  state: GameState;
  /** The open question's value; null on the board, before a question is chosen. */
  points: number | null;
  /** Smaller, for the board and a short screen where the question needs the room. */
  compact?: boolean;
};

/**
 * What rides on the coming answer, said for the room: an armed 2X and each Gulf aid taken, with
 * what it means for this question (host's screens and the TV alike).
 */
export function ArmedAids({ state, points, compact = false }: Props) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  const stakes = TEAM_INDEXES.flatMap((index) => {
    const team = state.teams[index];
    const names = { team: team.name, other: state.teams[otherTeamIndex(index)].name };
    const worth = points === null ? null : pointsIfAnswered(team, points);
    const double = team.doublePending
      ? [
          {
            key: 'double',
            index,
            text: worth === null ? t('question.doubleArmedBoard', names) : t('question.doubleArmed', { ...names, points: worth }),
            short: worth === null ? team.name : `${team.name}: ${worth}`,
            Icon: null,
          },
        ]
      : [];
    const aids = GULF_AIDS.filter((aid) => team.aids[aid] === 'armed').map((aid) => ({
      key: aid,
      index,
      text: worth === null ? t(`aids.${aid}.armedBoard`, names) : t(`aids.${aid}.armed`, { ...names, points: worth }),
      short: `${team.name}: ${t(`aids.${aid}.armedShort`)}`,
      Icon: AID_ICONS[aid],
    }));
    return [...double, ...aids];
  });
  if (stakes.length === 0) return null;
  return (
    <ul className={cn('flex w-full flex-wrap justify-center', compact ? 'gap-[0.6vw] short:gap-1' : 'gap-[1vw] short:gap-1')} data-testid="armed-stakes">
      {stakes.map(({ key, index, text, short, Icon }) => (
        <li
          key={`${index}-${key}`}
          dir={dir}
          data-testid={`armed-${key}-${index + 1}`}
          className={cn(
            'flex items-center gap-2 rounded-2xl border-4 font-heading font-extrabold short:rounded-xl short:border-2 short:px-2 short:py-0.5 short:text-sm',
            key === 'double' ? 'animate-pulse bg-gold text-night' : 'bg-night-2 text-gold',
            compact ? 'px-[0.8vw] py-[0.3vh] text-[clamp(0.9rem,1.2vw,1.75rem)]' : 'px-[1.2vw] py-[0.5vh] text-[clamp(1rem,1.6vw,2.25rem)]',
            teamTheme[index].border,
          )}
        >
          {Icon ? <Icon className="size-[1.4em] shrink-0" /> : <span className="shrink-0 rounded-md bg-night px-1.5 text-gold">2X</span>}
          {/* A phone held sideways has no room for the sentence: the aid's short name says it. */}
          <span className="short:hidden" data-testid={`armed-${key}-${index + 1}-text`}>
            {text}
          </span>
          <span className="hidden short:inline">{short}</span>
        </li>
      ))}
    </ul>
  );
}
