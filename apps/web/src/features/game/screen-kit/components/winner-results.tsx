import { Crown, Handshake, Trophy } from 'lucide-react';
import { gameResults } from '@app/shared/game/results';
import type { GameState } from '@app/shared/game/state';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useTextDir } from '../hooks/use-text-dir';
import { teamTheme } from './team-theme';

/** The winner (or the draw) and the final scores, highest first: on the winner screen and the TV. */
export function WinnerResults({ state }: { state: GameState }) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  const { standings, winner, draw } = gameResults(state);
  const top = standings[0];

  return (
    <>
      {draw ? (
        <Handshake aria-hidden className="size-[clamp(3rem,min(8vw,11vh),9rem)] text-gold" />
      ) : (
        <Trophy aria-hidden className="size-[clamp(3rem,min(8vw,11vh),9rem)] text-gold" />
      )}
      <h1 dir={dir} className="font-heading text-[clamp(2.25rem,min(5vw,8vh),6rem)] font-extrabold leading-tight text-gold" data-testid="winner-title">
        {draw ? t('winner.draw') : t('winner.title')}
      </h1>
      {draw && top ? (
        <p dir={dir} className="text-[clamp(1.25rem,2vw,2.5rem)] font-semibold" data-testid="draw-message">
          {t('winner.drawBody', { score: top.score })}
        </p>
      ) : null}
      {!draw && winner !== null && top ? (
        <div className="flex flex-col items-center gap-2 animate-rise">
          <p dir="auto" className={cn('font-heading text-[clamp(2rem,min(4vw,7vh),5rem)] font-extrabold leading-tight', teamTheme[winner].text)} data-testid="winner-name">
            <Crown aria-hidden className="me-3 inline size-[0.8em] align-baseline" />
            {top.name}
          </p>
          <p dir={dir} className="text-[clamp(1.25rem,min(2vw,3.6vh),2.5rem)] font-bold" data-testid="winner-points">
            {t('winner.points', { score: top.score })}
          </p>
        </div>
      ) : null}

      <section aria-labelledby="final-scores" className="w-full max-w-2xl rounded-3xl border border-gold/30 bg-night-2/90 px-6 py-[2vh]">
        <h2 id="final-scores" dir={dir} className="mb-[1.5vh] text-[clamp(1.1rem,1.5vw,2rem)] font-bold uppercase tracking-widest text-ivory/80">
          {t('winner.finalScores')}
        </h2>
        <ol className="flex flex-col gap-3" data-testid="final-scores">
          {standings.map((standing, position) => (
            <li
              key={standing.team}
              className={cn('flex items-center gap-4 rounded-2xl border-s-8 bg-night px-5 py-[1vh]', teamTheme[standing.team].border)}
              data-testid={`final-score-${position + 1}`}
            >
              <span className="font-heading text-2xl font-extrabold text-ivory/60">{position + 1}</span>
              <span dir="auto" className="min-w-0 flex-1 truncate text-left text-[clamp(1.25rem,1.8vw,2.4rem)] font-bold">
                {standing.name}
              </span>
              <span className={cn('font-heading text-[clamp(1.5rem,2.4vw,3.2rem)] font-extrabold tabular-nums', teamTheme[standing.team].text)}>
                {standing.score}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
