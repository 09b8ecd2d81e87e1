import { Play, RotateCcw, Settings2, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { GameSummary } from '@app/shared/contracts/games';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

/**
 * Where a game goes next (spec, My games): Continue Playing, or for a finished game See the
 * Result (its winner screen); Setup Game, disabled, when the game has no saved state.
 */
export function PlayOnButton({ game, size }: { game: GameSummary; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation('games');
  if (game.scores === null) {
    return (
      <Button size={size} disabled data-testid={`setup-game-${game.id}`}>
        <Settings2 aria-hidden />
        {t('options.setup')}
      </Button>
    );
  }
  const finished = game.finished;
  return (
    <Button asChild size={size}>
      <Link to={finished ? `/jeopardy/${game.id}/winner` : `/jeopardy/${game.id}`} data-testid={`${finished ? 'see-result' : 'continue-game'}-${game.id}`}>
        {finished ? <Trophy aria-hidden /> : <Play aria-hidden className="flip-rtl" />}
        {finished ? t('options.seeResult') : t('options.continue')}
      </Link>
    </Button>
  );
}

/** The card's own buttons: where the game goes next and, once it has a state, Reset Game (asks first). */
export function GameCardActions({ game, onReset }: { game: GameSummary; onReset: () => void }) {
  const { t } = useTranslation('games');
  return (
    <div className="flex flex-wrap gap-2 border-t border-emerald/10 px-5 py-3" data-testid={`game-card-actions-${game.id}`}>
      <PlayOnButton game={game} size="sm" />
      {game.scores !== null ? (
        <Button variant="outline" size="sm" onClick={onReset} aria-haspopup="dialog" data-testid={`reset-game-${game.id}`}>
          <RotateCcw aria-hidden />
          {t('options.reset')}
        </Button>
      ) : null}
    </div>
  );
}
