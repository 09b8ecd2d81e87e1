import { useTranslation } from '@/lib/i18n';
import { GameError } from '../components/game-status';

/** /jeopardy without a game id: nothing to show, and the way back to My games. */
export function NoGameScreen() {
  const { t } = useTranslation('game');
  return <GameError message={t('errors.noGameId')} />;
}

export { NoGameScreen as Component };
