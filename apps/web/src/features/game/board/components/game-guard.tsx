import type { ReactElement, ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { QuestionDetail } from '@app/shared/contracts/content';
import type { GameBoard } from '@app/shared/contracts/games';
import type { GameState } from '@app/shared/game/state';
import { useTranslation } from '@/lib/i18n';
import { useGame, type GameDispatch } from '../hooks/use-game';
import { useGameParams } from '../hooks/use-game-params';
import { locateQuestion, questionDetail, type LocatedQuestion } from '../../screen-kit/utils/game-view';
import { boardPath } from '../utils/game-paths';
import { GameError, GameLoadError, GameLoading } from './game-status';

/** A game screen's game, once its id is in the path and the game is loaded. */
export type LoadedGame = {
  gameId: number;
  game: GameBoard;
  state: GameState;
  version: number;
  dispatch: GameDispatch;
  pendingCount: number;
};

/** The who-answered screen's game and the question in its path, found on the board. */
export type LocatedGameQuestion = LoadedGame & { questionId: number; located: LocatedQuestion };

/** The question and answer screens': the question's texts too. */
export type LoadedQuestion = LocatedGameQuestion & { detail: QuestionDetail };

type Guarded<Q> = { fallback: ReactElement } | { loaded: LoadedGame & { questionId: Q } };

/** The ids in the path, then the game: what to show instead of the screen while one is missing. */
function useGuardedGame(withQuestion: true): Guarded<number>;
function useGuardedGame(withQuestion: false): Guarded<number | null>;
function useGuardedGame(withQuestion: boolean): Guarded<number | null> {
  const { t } = useTranslation('game');
  const { gameId, questionId } = useGameParams();
  const { query, game, state, version, dispatch, pendingCount } = useGame(gameId);
  if (gameId === null) return { fallback: <GameError message={t(withQuestion ? 'errors.gameIdMissing' : 'errors.noGameId')} /> };
  if (withQuestion && questionId === null) return { fallback: <GameError message={t('errors.questionIdMissing')} /> };
  if (query.isPending) return { fallback: <GameLoading /> };
  if (!game || !state || version === null) return { fallback: <GameLoadError error={query.error} onRetry={() => void query.refetch()} /> };
  return { loaded: { gameId, questionId, game, state, version, dispatch, pendingCount } };
}

/** The board's guards: a game id in the path and the game loaded, else the reason (or the spinner). */
export function GameGuard({ children }: { children: (loaded: LoadedGame) => ReactNode }) {
  const guarded = useGuardedGame(false);
  return 'fallback' in guarded ? guarded.fallback : children(guarded.loaded);
}

type QuestionGuardProps =
  /** The question and answer screens: the texts must be in the game, and an answered tile goes back to the board. */
  | { judging?: false; children: (loaded: LoadedQuestion) => ReactNode }
  /** The who-answered screen shows no texts and decides itself what an answered tile means. */
  | { judging: true; children: (loaded: LocatedGameQuestion) => ReactNode };

/** The question screens' guards: both ids in the path, the game loaded, and the question on its board. */
export function QuestionGuard(props: QuestionGuardProps) {
  const { t } = useTranslation('game');
  const guarded = useGuardedGame(true);
  if ('fallback' in guarded) return guarded.fallback;
  const { loaded } = guarded;
  const located = locateQuestion(loaded.state, loaded.questionId);
  if (props.judging) return located ? props.children({ ...loaded, located }) : <GameError message={t('errors.questionNotInGame')} />;
  const detail = questionDetail(loaded.game, loaded.questionId);
  if (!located || !detail) return <GameError message={t('errors.questionNotInGame')} />;
  if (located.question.answered) return <Navigate to={boardPath(loaded.gameId)} replace />;
  return props.children({ ...loaded, located, detail });
}
