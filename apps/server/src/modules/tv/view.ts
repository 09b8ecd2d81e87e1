import type { TvGameView, TvQuestion } from '@app/shared/contracts/tv';
import type { QuestionDetail } from '@app/shared/contracts/content';
import type { DbOrTx } from '../../db/client';
import { findWinner, readJoinCode } from '../buzzers/index';
import { boardContentOf, type BoardContentCache, type GameStore } from '../games/index';

/** What a TV shows: the board and the open question, whose answer only once the host has revealed it. */
export async function readTvView(db: DbOrTx, store: GameStore, gameId: number, contentCache: BoardContentCache): Promise<TvGameView> {
  const game = await store.readAnyones(gameId);
  const { categories, questions } = await boardContentOf(db, game, contentCache);
  const { activeQuestionId, revealedQuestionId } = game.state;
  const detail = activeQuestionId === null ? undefined : questions[String(activeQuestionId)];
  const joinCode = await readJoinCode(db, gameId);
  return {
    id: game.id,
    name: game.name,
    version: game.version,
    state: game.state,
    categories,
    question: detail ? tvQuestion(detail, revealedQuestionId === detail.id) : null,
    buzzers: joinCode ? { joinCode, winner: await findWinner(db, gameId, activeQuestionId) } : null,
  };
}

function tvQuestion(detail: QuestionDetail, revealed: boolean): TvQuestion {
  const { answerAr, answerEn, acceptedAnswersAr, acceptedAnswersEn, source: _source, ...question } = detail;
  return {
    ...question,
    answer: revealed ? { answerAr, answerEn, acceptedAnswersAr, acceptedAnswersEn } : null,
  };
}
