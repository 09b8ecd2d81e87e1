import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ownQuestionMoveRequestSchema } from '@app/shared/contracts/own-import';
import type { OwnCategoryResponse } from '@app/shared/contracts/own-categories';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ownCategories, ownQuestions } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { requireUserId } from '../../core/session/index';
import { getOwnCategory, ownCategoryNotFound } from './service';

/**
 * Moves a question one place up or down among its category's questions of the same difficulty
 * (the editor lists them by difficulty): it swaps places with its neighbour. At the top (or the
 * bottom) nothing changes. The order is kept in own_questions.position (migration 0019).
 */
export async function moveOwnQuestion(db: Db, userId: number, categoryId: number, questionId: number, direction: 'up' | 'down'): Promise<OwnCategoryResponse> {
  await db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: ownCategories.id })
      .from(ownCategories)
      .where(and(eq(ownCategories.id, categoryId), eq(ownCategories.userId, userId)))
      .for('update');
    if (!category) throw ownCategoryNotFound();
    const [question] = await tx
      .select({ id: ownQuestions.id, position: ownQuestions.position, difficulty: ownQuestions.difficulty })
      .from(ownQuestions)
      .where(and(eq(ownQuestions.id, questionId), eq(ownQuestions.categoryId, categoryId)));
    if (!question) throw notFound('Question not found.');
    const up = direction === 'up';
    const [neighbour] = await tx
      .select({ id: ownQuestions.id, position: ownQuestions.position })
      .from(ownQuestions)
      .where(
        and(
          eq(ownQuestions.categoryId, categoryId),
          eq(ownQuestions.difficulty, question.difficulty),
          up ? lt(ownQuestions.position, question.position) : gt(ownQuestions.position, question.position),
        ),
      )
      .orderBy(up ? desc(ownQuestions.position) : asc(ownQuestions.position))
      .limit(1);
    if (!neighbour) return;
    await tx.update(ownQuestions).set({ position: neighbour.position }).where(eq(ownQuestions.id, question.id));
    await tx.update(ownQuestions).set({ position: question.position }).where(eq(ownQuestions.id, neighbour.id));
  });
  return getOwnCategory(db, userId, categoryId);
}

export function registerOwnQuestionOrderRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/api/my-categories/:id/questions/:questionId/move', async (request): Promise<OwnCategoryResponse> => {
    const userId = requireUserId(request);
    const categoryId = pathId(request.params, ownCategoryNotFound);
    const questionId = pathId(request.params, () => notFound('Question not found.'), 'questionId');
    const { direction } = ownQuestionMoveRequestSchema.parse(request.body ?? {});
    return moveOwnQuestion(db, userId, categoryId, questionId, direction);
  });
}
