import { useState } from 'react';
import type { GameBoard } from '@app/shared/contracts/games';
import type { GameState } from '@app/shared/game/state';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { categoryInfo, categoryTitle, locateQuestion } from '../../screen-kit/utils/game-view';
import type { GameDispatch } from './use-game';

type Input = {
  game: GameBoard | undefined;
  state: GameState | undefined;
  version: number | null;
  dispatch: GameDispatch;
  pendingCount: number;
};

/**
 * Undo of the last judgement, with its confirmation. The undo goes with the version of the game on
 * screen and is shown only once the server applied it, so one press takes back one judgement even
 * when it is sent twice; with changes still on their way it waits for them.
 */
export function useUndo({ game, state, version, dispatch, pendingCount }: Input) {
  const { t } = useTranslation('game');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const last = state?.history.at(-1);
  const located = last && state ? locateQuestion(state, last.questionId) : null;
  const judgement =
    last && state && game && located
      ? {
          last,
          teamName: last.team === 'none' ? null : state.teams[last.team === 'team1' ? 0 : 1].name,
          category: categoryTitle(categoryInfo(game, located.category.categoryId), language),
          value: located.question.points,
        }
      : null;

  const confirm = async () => {
    if (version === null || busy) return;
    setBusy(true);
    const outcome = await dispatch({ type: 'undo' }, { optimistic: false, expectedVersion: version });
    setBusy(false);
    setOpen(false);
    if (outcome.ok) toast.success(t('undo.done'), { dismissOnLeave: true });
    else toast.error(t(outcome.code === 'game_changed' ? 'undo.changed' : 'undo.failed'), { dismissOnLeave: true });
  };

  return {
    available: judgement !== null && pendingCount === 0 && !busy,
    judgement,
    open,
    setOpen,
    busy,
    ask: () => setOpen(true),
    confirm: () => void confirm(),
  };
}
