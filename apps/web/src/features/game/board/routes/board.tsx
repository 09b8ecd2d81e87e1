import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isGameOver } from '@app/shared/game/results';
import type { GameQuestion } from '@app/shared/game/state';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { SiteLogo } from '@/components/ui/site-logo';
import { TeamAidButtons } from '../components/aid-button';
import { AidsHelpDialog } from '../components/aids-help-dialog';
import { BoardHeader } from '../components/board-header';
import { CategoryGrid } from '../../screen-kit/components/category-grid';
import { GameGuard, type LoadedGame } from '../components/game-guard';
import { TeamPanel } from '../components/team-panel';
import { UndoDialog } from '../components/undo-dialog';
import { useUndo } from '../hooks/use-undo';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';
import { questionDetail, TEAM_INDEXES } from '../../screen-kit/utils/game-view';
import { questionPath, winnerPath } from '../utils/game-paths';
import { clearQuestionTimer } from '../utils/timer-key';
import { ShowOnTvDialog } from '../components/show-on-tv-dialog';

/** The game board (/jeopardy/:gameId). */
export function BoardScreen() {
  return <GameGuard>{(loaded) => <BoardView {...loaded} />}</GameGuard>;
}

function BoardView({ gameId, game, state, version, dispatch, pendingCount }: LoadedGame) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  const navigate = useNavigate();
  const undo = useUndo({ game, state, version, dispatch, pendingCount });
  const [aidsHelpOpen, setAidsHelpOpen] = useState(false);
  const [tvOpen, setTvOpen] = useState(false);

  const openTile = (question: GameQuestion) => {
    if (question.answered) return;
    if (!questionDetail(game, question.questionId)) return toast.error(t('errors.questionNotFound'), { dismissOnLeave: true });
    clearQuestionTimer(gameId, question.questionId);
    void dispatch({ type: 'openQuestion', questionId: question.questionId });
    void navigate(questionPath(gameId, question.questionId));
  };

  const over = isGameOver(state);
  const gulf = state.gameType === 'gulf';

  return (
    <div className="pattern-bg flex h-full flex-col overflow-hidden" data-testid="board">
      <BoardHeader
        name={game.name}
        code={game.code}
        state={state}
        onToggleTurn={() => void dispatch({ type: 'toggleTurn' })}
        onUndo={undo.ask}
        canUndo={undo.available}
        onAidsHelp={() => setAidsHelpOpen(true)}
        onShowOnTv={() => setTvOpen(true)}
      />

      <main className="relative min-h-0 flex-1 px-[1.2vw] pb-[1vh]">
        {state.categories.length === 0 ? (
          <div dir={dir} className="flex h-full flex-col items-center justify-center gap-3 text-center" data-testid="board-empty">
            <h2 className="text-4xl font-bold">{t('board.noQuestionsTitle')}</h2>
            <p className="text-xl text-ivory/80">{t('board.noQuestionsBody')}</p>
          </div>
        ) : (
          <CategoryGrid game={game} state={state} onOpen={openTile} />
        )}
        {over ? (
          <div className="absolute inset-0 flex items-center justify-center bg-night/70 backdrop-blur-sm" data-testid="board-game-over">
            <div dir={dir} className="flex flex-col items-center gap-5 rounded-3xl border border-gold/50 bg-night-2 px-12 py-10 text-center shadow-2xl">
              <Trophy aria-hidden className="size-16 text-gold" />
              <h2 className="font-heading text-4xl font-extrabold">{t('board.gameOverTitle')}</h2>
              <Link
                to={winnerPath(gameId)}
                className="inline-flex h-16 items-center rounded-2xl bg-gold px-10 text-2xl font-extrabold text-night hover:bg-gold-light"
              >
                {t('board.seeWinner')}
              </Link>
            </div>
          </div>
        ) : null}
      </main>

      <footer className="flex items-stretch gap-[1vw] border-t border-gold/20 bg-night/90 px-[1.2vw] py-[1.2vh]">
        {TEAM_INDEXES.map((index) => (
          <div key={index} className={index === 0 ? 'order-1 flex min-w-0 flex-1' : 'order-3 flex min-w-0 flex-1'}>
            <TeamPanel
              team={state.teams[index]}
              index={index}
              isTurn={state.currentTeam === index}
              gameOver={over}
              onDouble={() => void dispatch({ type: 'useDouble', team: index })}
              onMinus={() => void dispatch({ type: 'adjustScore', team: index, direction: 'minus' })}
              onPlus={() => void dispatch({ type: 'adjustScore', team: index, direction: 'plus' })}
              aids={
                gulf ? (
                  <TeamAidButtons
                    state={state}
                    index={index}
                    onUse={(aid) => void dispatch({ type: 'useAid', team: index, aid })}
                    className="size-[clamp(2.25rem,2.8vw,3.75rem)] short:size-8"
                  />
                ) : null
              }
            />
          </div>
        ))}
        <div className="order-2 flex shrink-0 items-center">
          <SiteLogo purpose="game_logo" className="size-[clamp(3rem,5vw,6rem)]" />
        </div>
      </footer>

      <UndoDialog open={undo.open} onOpenChange={undo.setOpen} judgement={undo.judgement} busy={undo.busy} onConfirm={undo.confirm} />
      <ShowOnTvDialog gameId={gameId} open={tvOpen} onOpenChange={setTvOpen} />
      <AidsHelpDialog open={aidsHelpOpen} onOpenChange={setAidsHelpOpen} gulf={gulf} />
    </div>
  );
}

export { BoardScreen as Component };
