import { pointsIfAnswered } from '@app/shared/game/apply-action';
import { GULF_AIDS, type GameState } from '@app/shared/game/state';
import { AID_ICONS } from '@/components/icons/aid-icons';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useTextDir } from '../hooks/use-text-dir';
import { otherTeamIndex, TEAM_INDEXES } from '../utils/game-view';
import { teamTheme } from './team-theme';

/** Above the question: each aid taken for it, with what it means for this question. */
export function ArmedAids({ state, points }: { state: GameState; points: number }) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  const armed = TEAM_INDEXES.flatMap((index) =>
    GULF_AIDS.filter((aid) => state.teams[index].aids[aid] === 'armed').map((aid) => ({ index, aid })),
  );
  if (armed.length === 0) return null;
  return (
    <ul className="flex flex-wrap justify-center gap-[1vw]">
      {armed.map(({ index, aid }) => {
        const team = state.teams[index];
        const Icon = AID_ICONS[aid];
        return (
          <li
            key={`${index}-${aid}`}
            dir={dir}
            data-testid={`armed-${aid}-${index + 1}`}
            className={cn(
              'flex items-center gap-2 rounded-2xl border-4 bg-night-2 px-[1.2vw] py-[0.5vh] font-heading text-[clamp(1rem,1.6vw,2.25rem)] font-extrabold text-gold',
              teamTheme[index].border,
            )}
          >
            <Icon className="size-[1.4em] shrink-0" />
            <span>
              {t(`aids.${aid}.armed`, {
                team: team.name,
                other: state.teams[otherTeamIndex(index)].name,
                points: pointsIfAnswered(team, points),
              })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
