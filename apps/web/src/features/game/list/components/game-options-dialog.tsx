import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { GameSummary } from '@app/shared/contracts/games';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useResetGame } from '../../board/api/game-actions';
import { PlayOnButton } from './game-actions';
import { gameDisplayName } from './game-card';

type Props = {
  game: GameSummary | null;
  /** 'confirm' opens straight on the reset's question (the card's own Reset Game button). */
  step?: 'options' | 'confirm';
  onClose: () => void;
};

/** Continue Playing (or Setup Game), Reset Game (asks first), Return to Games Page. */
export function GameOptionsDialog({ game, step = 'options', onClose }: Props) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const reset = useResetGame();
  const [confirming, setConfirming] = useState(step === 'confirm');
  // Each opening starts on the step it was opened for.
  const [openedFor, setOpenedFor] = useState({ game, step });
  if (openedFor.game !== game || openedFor.step !== step) {
    setOpenedFor({ game, step });
    setConfirming(step === 'confirm');
  }
  const hasState = game?.scores != null;
  const name = game ? gameDisplayName(game, (id) => t('fallbackName', { id })) : '';

  const close = () => {
    if (reset.isPending) return;
    setConfirming(false);
    onClose();
  };

  const doReset = () => {
    if (!game) return;
    reset.mutate(game.id, {
      onSuccess: () => {
        toast.success(t('resetSuccessTitle'), { description: t('resetSuccess') });
        setConfirming(false);
        onClose();
        void navigate(`/jeopardy/${game.id}`);
      },
      onError: () => {
        toast.error(t('resetErrorTitle'), { description: t('resetError') });
        setConfirming(false);
      },
    });
  };

  return (
    <Dialog open={game !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent data-testid="game-options" onEscapeKeyDown={(event) => reset.isPending && event.preventDefault()}>
        <DialogHeader>
          <DialogTitle dir="auto">{confirming ? t('options.confirmTitle') : name}</DialogTitle>
          <DialogDescription>{confirming ? t('options.confirmBody') : t('options.description')}</DialogDescription>
        </DialogHeader>
        {confirming ? (
          <div className="mt-5 flex flex-col gap-2">
            <Button variant="danger" size="lg" onClick={doReset} disabled={reset.isPending} data-testid="confirm-reset">
              <RotateCcw aria-hidden />
              {reset.isPending ? t('options.resetting') : t('options.confirm')}
            </Button>
            <Button variant="outline" size="lg" onClick={() => setConfirming(false)} disabled={reset.isPending}>
              {t('options.cancel')}
            </Button>
          </div>
        ) : (
          <div className="mt-5 flex flex-col gap-2">
            {game ? <PlayOnButton game={game} size="lg" /> : null}
            {hasState ? (
              <Button variant="outline" size="lg" onClick={() => setConfirming(true)} data-testid="reset-game">
                <RotateCcw aria-hidden />
                {t('options.reset')}
              </Button>
            ) : null}
            <Button variant="ghost" size="lg" onClick={close}>
              <ArrowLeft aria-hidden className="flip-rtl" />
              {t('options.back')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
