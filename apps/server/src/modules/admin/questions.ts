import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminCategoriesResponse,
  AdminQuestion,
  AdminQuestionsResponse,
  questionEditRequestSchema,
} from '@app/shared/contracts/admin';
import type { Difficulty } from '@app/shared/constants';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { categories, questions } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';

const DIFFICULTY_ORDER = sql`case ${questions.difficulty} when 'easy' then 1 when 'normal' then 2 else 3 end`;

/** Every category with how many questions it has (and how many are shown), in the players' order. */
export async function listAdminCategories(db: Db): Promise<AdminCategoriesResponse> {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      active: categories.active,
      questions: sql<number>`count(${questions.id})::int`,
      activeQuestions: sql<number>`count(${questions.id}) filter (where ${questions.active})::int`,
    })
    .from(categories)
    .leftJoin(questions, eq(questions.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return { categories: rows };
}

/** Shows or hides a category on the new-game screen; games already created keep their questions. */
export async function setCategoryActive(db: Db, id: number, active: boolean): Promise<void> {
  const [row] = await db.update(categories).set({ active }).where(eq(categories.id, id)).returning({ id: categories.id });
  if (!row) throw notFound('Category not found.');
}

export async function listCategoryQuestions(db: Db, categoryId: number): Promise<AdminQuestionsResponse> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw notFound('Category not found.');
  const rows = await db
    .select()
    .from(questions)
    .where(eq(questions.categoryId, categoryId))
    .orderBy(DIFFICULTY_ORDER, asc(questions.id));
  return { questions: rows.map(toAdminQuestion) };
}

/**
 * Corrects a question (or hides it from new games). Open games show the new text within a minute
 * (the board keeps a game's questions that long).
 */
export async function updateQuestion(
  db: Db,
  id: number,
  input: z.output<typeof questionEditRequestSchema>,
): Promise<AdminQuestion> {
  try {
    const [row] = await db
      .update(questions)
      .set({
        questionAr: input.questionAr,
        answerAr: input.answerAr,
        questionEn: input.questionEn || null,
        answerEn: input.answerEn || null,
        acceptedAnswersAr: input.acceptedAnswersAr,
        acceptedAnswersEn: input.acceptedAnswersEn,
        active: input.active,
      })
      .where(eq(questions.id, id))
      .returning();
    if (!row) throw notFound('Question not found.');
    return toAdminQuestion(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'duplicate_question', 'This category already has a question with this Arabic text.', {
        questionAr: 'duplicate_question',
      });
    }
    throw error;
  }
}

const toAdminQuestion = (row: typeof questions.$inferSelect): AdminQuestion => ({
  id: row.id,
  difficulty: row.difficulty as Difficulty,
  questionAr: row.questionAr,
  answerAr: row.answerAr,
  questionEn: row.questionEn,
  answerEn: row.answerEn,
  acceptedAnswersAr: row.acceptedAnswersAr,
  acceptedAnswersEn: row.acceptedAnswersEn,
  active: row.active,
});
