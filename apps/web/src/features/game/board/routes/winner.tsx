import { LayoutGrid } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { isGameOver } from '@app/shared/game/results';
import { SponsorStrip } from '@/components/ui/sponsor-strip';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { GameLoading } from '../components/game-status';
import { WinnerResults } from '../../screen-kit/components/winner-results';
import { useConfetti } from '../../screen-kit/hooks/use-confetti';
import { useGame } from '../hooks/use-game';
import { useGameParams } from '../hooks/use-game-params';
import { useReducedMotion } from '../../screen-kit/hooks/use-reduced-motion';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';
import { boardPath } from '../utils/game-paths';

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

  return (
    <div className="pattern-bg flex min-h-screen flex-col items-center justify-center gap-[2.5vh] px-8 py-[3vh] text-center" data-testid="winner-screen" data-confetti={over && !reducedMotion ? 'on' : 'off'}>
      <WinnerResults state={state} />

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

export { WinnerScreen as Component };
