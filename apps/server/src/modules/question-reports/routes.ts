import type { FastifyInstance } from 'fastify';
import { isOwnContentId } from '@app/shared/contracts/own-categories';
import { questionReportRequestSchema } from '@app/shared/contracts/question-reports';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { requireUserId } from '../../core/session/index';
import { gameNotFound, type GameStore } from '../games/index';
import { reportQuestion } from './service';

/** The host flags a question of their game on the answer screen; it reaches the console's question reports. */
export function registerQuestionReportRoutes(app: FastifyInstance, { db }: AppContext, store: GameStore): void {
  app.post('/api/games/:id/questions/:questionId/report', async (request, reply) => {
    const userId = requireUserId(request);
    const gameId = pathId(request.params, gameNotFound);
    const questionId = pathId(request.params, () => notFound('Question not found.'), 'questionId');
    const input = questionReportRequestSchema.parse(request.body ?? {});
    const game = await store.read(gameId, userId);
    const onBoard = game.state.categories.some((category) => category.questions.some((q) => q.questionId === questionId));
    // A user's own question is theirs to fix in My categories: it never reaches the operators (DECISIONS.md 33).
    if (!onBoard || isOwnContentId(questionId)) throw notFound('Question not found.');
    reply.status(201);
    return reportQuestion(db, { userId, gameId, questionId, ...input });
  });
}
