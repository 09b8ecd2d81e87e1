import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { MySuggestion, MySuggestionsResponse, suggestRequestSchema } from '@app/shared/contracts/suggestions';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { categories, ownCategories, ownQuestions, questionSuggestions } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';

type SuggestionRow = typeof questionSuggestions.$inferSelect;

export const suggestionAlreadyOpen = () =>
  new AppError('suggestion_already_open', 'This question already has a suggestion waiting for the operators.');

export function mySuggestionOf(row: SuggestionRow): MySuggestion {
  return {
    id: row.id,
    ownQuestionId: row.ownQuestionId,
    ownCategoryId: row.ownCategoryId,
    ownCategoryName: row.ownCategoryName,
    language: row.language,
    questionAr: row.questionAr,
    questionEn: row.questionEn,
    source: row.source,
    credit: row.credit,
    status: row.status,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Suggests one of the user's own questions to the bank: a snapshot of its texts with the source
 * note given now. Another user's question (or one that does not exist) is not found; a question
 * with an open suggestion is refused.
 */
export async function suggestOwnQuestion(
  db: Db,
  { userId, categoryId, questionId, input }: { userId: number; categoryId: number; questionId: number; input: z.output<typeof suggestRequestSchema> },
): Promise<MySuggestion> {
  const [found] = await db
    .select({ question: ownQuestions, category: ownCategories })
    .from(ownQuestions)
    .innerJoin(ownCategories, eq(ownCategories.id, ownQuestions.categoryId))
    .where(and(eq(ownQuestions.id, questionId), eq(ownQuestions.categoryId, categoryId), eq(ownCategories.userId, userId)));
  if (!found) throw notFound('Question not found.');
  if (input.bankCategoryId !== null) {
    const [bank] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.bankCategoryId));
    if (!bank) throw new AppError('validation_failed', 'Choose a category of the bank.', { bankCategoryId: 'category_invalid' });
  }
  const { question, category } = found;
  try {
    const [row] = await db
      .insert(questionSuggestions)
      .values({
        userId,
        ownQuestionId: question.id,
        ownCategoryId: category.id,
        ownCategoryName: category.name,
        language: category.language,
        bankCategoryId: input.bankCategoryId,
        difficulty: question.difficulty,
        questionAr: question.questionAr,
        answerAr: question.answerAr,
        questionEn: question.questionEn,
        answerEn: question.answerEn,
        acceptedAnswersAr: question.acceptedAnswersAr,
        acceptedAnswersEn: question.acceptedAnswersEn,
        source: input.source,
        credit: input.credit,
      })
      .returning();
    return mySuggestionOf(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw suggestionAlreadyOpen();
    throw error;
  }
}

/** The user's suggestions (newest first) and their categories the operators hid, with the reasons. */
export async function listMySuggestions(db: DbOrTx, userId: number): Promise<MySuggestionsResponse> {
  const rows = await db
    .select()
    .from(questionSuggestions)
    .where(eq(questionSuggestions.userId, userId))
    .orderBy(desc(questionSuggestions.createdAt), desc(questionSuggestions.id));
  const hidden = await db
    .select({ id: ownCategories.id, name: ownCategories.name, reason: ownCategories.hiddenReason, hiddenAt: ownCategories.hiddenAt })
    .from(ownCategories)
    .where(and(eq(ownCategories.userId, userId), isNotNull(ownCategories.hiddenAt)))
    .orderBy(desc(ownCategories.hiddenAt));
  return {
    suggestions: rows.map(mySuggestionOf),
    hiddenCategories: hidden.map((row) => ({ id: row.id, name: row.name, reason: row.reason ?? '', hiddenAt: row.hiddenAt!.toISOString() })),
  };
}
