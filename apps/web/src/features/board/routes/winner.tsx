import { Crown, Handshake, LayoutGrid, Trophy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { gameResults, isGameOver } from '@app/shared/game/results';
import { SponsorStrip } from '@/components/ui/sponsor-strip';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { GameLoading } from '../components/game-status';
import { teamTheme } from '../components/team-theme';
import { useGame } from '../hooks/use-game';
import { useGameParams } from '../hooks/use-game-params';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useTextDir } from '../hooks/use-text-dir';
import { boardPath } from '../utils/game-view';

export const CONFETTI_MS = 5000;
export const MISSING_DATA_REDIRECT_MS = 2000;

/** Winner or draw (/jeopardy/:gameId/winner), final scores highest first, confetti about 5 s. */
export function WinnerScreen() {
  const { t } = useTranslation('game');
  const navigate = useNavigate();
  const dir = useTextDir();
  const { gameId } = useGameParams();
  const { query, state } = useGame(gameId);
  const missing = gameId === null || query.isError;
  const over = state !== undefined && isGameOver(state);
  const reducedMotion = useReducedMotion();
  useConfetti(over && !reducedMotion);

  const warned = useRef(false);
  useEffect(() => {
    if (!missing) return;
    if (!warned.current) toast.error(t('winner.noTeamData'));
    warned.current = true;
    const timer = setTimeout(() => void navigate('/games', { replace: true }), MISSING_DATA_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [missing, navigate, t]);

  if (missing) return <GameLoading label={t('winner.noTeamData')} />;
  if (query.isPending || !state) return <GameLoading label={t('winner.calculating')} />;
  if (!over) return <Navigate to={boardPath(gameId)} replace />;

  const { standings, winner, draw } = gameResults(state);
  const top = standings[0];

  return (
    <div className="pattern-bg flex min-h-screen flex-col items-center justify-center gap-[2.5vh] px-8 py-[3vh] text-center" data-testid="winner-screen" data-confetti={over && !reducedMotion ? 'on' : 'off'}>
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

      <div dir={dir} className="flex flex-wrap items-center justify-center gap-4">
        <Link to="/games" className="inline-flex h-[clamp(3.25rem,7vh,4.5rem)] items-center rounded-2xl bg-gold px-10 text-2xl font-extrabold text-night hover:bg-gold-light" data-testid="return-to-games">
          {t('winner.returnToGames')}
        </Link>
        <Link to={boardPath(gameId)} className="inline-flex h-[clamp(3.25rem,7vh,4.5rem)] items-center gap-2 rounded-2xl border border-ivory/30 px-8 text-xl font-semibold hover:bg-ivory/10">
          <LayoutGrid aria-hidden className="size-5" />
          {t('winner.backToBoard')}
        </Link>
      </div>
      <SponsorStrip tone="dark" />
    </div>
  );
}

/** Bursts from both sides for about five seconds; nothing when the player prefers less motion. */
function useConfetti(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let stop = () => {};
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled) return;
      const colors = ['#d4a93c', '#f0d48a', '#14b8a6', '#f97316', '#fbf7ee'];
      const end = Date.now() + CONFETTI_MS;
      const burst = () => {
        void confetti({ particleCount: 45, angle: 60, spread: 70, origin: { x: 0, y: 0.75 }, colors, disableForReducedMotion: true });
        void confetti({ particleCount: 45, angle: 120, spread: 70, origin: { x: 1, y: 0.75 }, colors, disableForReducedMotion: true });
      };
      burst();
      const timer = setInterval(() => (Date.now() >= end ? clearInterval(timer) : burst()), 350);
      stop = () => {
        clearInterval(timer);
        confetti.reset();
      };
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [enabled]);
}

export { WinnerScreen as Component };
