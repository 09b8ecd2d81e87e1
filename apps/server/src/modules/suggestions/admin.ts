import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { questionCreateRequestSchema } from '@app/shared/contracts/admin';
import {
  creditedSource,
  suggestionTitle,
  type AdminSuggestion,
  type AdminSuggestionsResponse,
  type suggestionEditRequestSchema,
  type suggestionListQuerySchema,
} from '@app/shared/contracts/suggestions';
import type { Db, Tx } from '../../db/client';
import { questionSuggestions, users } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { publishEvent } from '../../core/events/index';
import { createQuestion } from '../content/index';
import { recordOperatorAction } from '../audit/index';

type Row = typeof questionSuggestions.$inferSelect;
type UserCols = { id: number; firstName: string; lastName: string; email: string };

const QUEUE_SIZE = 200;
const suggestionNotFound = () => notFound('Suggestion not found.');
const closed = () => new AppError('suggestion_closed', 'This suggestion was already accepted or declined.');

function toAdminSuggestion(row: Row, user: UserCols): AdminSuggestion {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    user: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), firstName: user.firstName, email: user.email },
    ownCategoryName: row.ownCategoryName,
    language: row.language,
    bankCategoryId: row.bankCategoryId,
    ...textsOf(row),
    credit: row.credit,
    declineReason: row.declineReason,
    bankQuestionId: row.bankQuestionId,
  };
}

const userColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** The console's queue: newest first, filtered by status (open by default), proposed bank category, language and user. */
export async function listSuggestions(db: Db, query: z.output<typeof suggestionListQuerySchema>): Promise<AdminSuggestionsResponse> {
  const conditions: SQL[] = [eq(questionSuggestions.status, query.status)];
  if (query.categoryId) conditions.push(eq(questionSuggestions.bankCategoryId, query.categoryId));
  if (query.language) conditions.push(eq(questionSuggestions.language, query.language));
  if (query.userId) conditions.push(eq(questionSuggestions.userId, query.userId));
  const rows = await db
    .select({ row: questionSuggestions, user: userColumns })
    .from(questionSuggestions)
    .innerJoin(users, eq(users.id, questionSuggestions.userId))
    .where(and(...conditions))
    .orderBy(desc(questionSuggestions.createdAt), desc(questionSuggestions.id))
    .limit(QUEUE_SIZE);
  const suggesters = await db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(questionSuggestions)
    .innerJoin(users, eq(users.id, questionSuggestions.userId))
    .orderBy(users.firstName, users.id);
  return {
    suggestions: rows.map(({ row, user }) => toAdminSuggestion(row, user)),
    users: suggesters.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`.trim() })),
  };
}

async function loadSuggestion(db: Db | Tx, id: number, forUpdate = false): Promise<{ row: Row; user: UserCols }> {
  const query = db
    .select({ row: questionSuggestions, user: userColumns })
    .from(questionSuggestions)
    .innerJoin(users, eq(users.id, questionSuggestions.userId))
    .where(eq(questionSuggestions.id, id));
  const [found] = forUpdate ? await query.for('update', { of: questionSuggestions }) : await query;
  if (!found) throw suggestionNotFound();
  return found;
}

export async function getSuggestion(db: Db, id: number): Promise<AdminSuggestion> {
  const { row, user } = await loadSuggestion(db, id);
  return toAdminSuggestion(row, user);
}

/** The texts an operator may correct, as the audit shows them. */
const textsOf = (row: Row) => ({
  difficulty: row.difficulty,
  questionAr: row.questionAr,
  answerAr: row.answerAr,
  questionEn: row.questionEn,
  answerEn: row.answerEn,
  acceptedAnswersAr: row.acceptedAnswersAr,
  acceptedAnswersEn: row.acceptedAnswersEn,
  source: row.source,
});

/** Corrects an open suggestion's texts before deciding (audited as suggestion.edit). */
export async function editSuggestion(db: Db, operatorId: number, id: number, input: z.output<typeof suggestionEditRequestSchema>): Promise<AdminSuggestion> {
  return db.transaction(async (tx) => {
    const { row } = await loadSuggestion(tx, id, true);
    if (row.status !== 'open') throw closed();
    const [updated] = await tx
      .update(questionSuggestions)
      .set({
        difficulty: input.difficulty,
        questionAr: input.questionAr,
        answerAr: input.answerAr,
        questionEn: input.questionEn,
        answerEn: input.answerEn,
        acceptedAnswersAr: input.acceptedAnswersAr,
        acceptedAnswersEn: input.acceptedAnswersEn,
        source: input.source,
        updatedAt: new Date(),
      })
      .where(eq(questionSuggestions.id, id))
      .returning();
    await recordOperatorAction(tx, { operatorId, action: 'suggestion.edit', target: `suggestion:${id}`, before: textsOf(row), after: textsOf(updated!) });
    const { user } = await loadSuggestion(tx, id);
    return toAdminSuggestion(updated!, user);
  });
}

/**
 * Accepts an open suggestion into a bank category: it becomes a bank question through the
 * console's own path (createQuestion: the bank's question rule, its category, no duplicate), with
 * "Suggested by <first name>" after the source note when the user asked to be credited. The
 * suggestion, the question and both audit entries are one transaction; the user is told.
 */
export async function acceptSuggestion(db: Db, operatorId: number, id: number, categoryId: number): Promise<AdminSuggestion> {
  return db.transaction(async (tx) => {
    const { row, user } = await loadSuggestion(tx, id, true);
    if (row.status !== 'open') throw closed();
    const input = questionCreateRequestSchema.parse({
      categoryId,
      difficulty: row.difficulty,
      questionAr: row.questionAr ?? undefined,
      answerAr: row.answerAr ?? undefined,
      questionEn: row.questionEn,
      answerEn: row.answerEn,
      acceptedAnswersAr: row.acceptedAnswersAr,
      acceptedAnswersEn: row.acceptedAnswersEn,
      source: row.credit ? creditedSource(row.source, user.firstName) : row.source,
    });
    const question = await createQuestion(tx as unknown as Db, operatorId, input);
    const [updated] = await tx
      .update(questionSuggestions)
      .set({ status: 'accepted', bankQuestionId: question.id, bankCategoryId: categoryId, decidedBy: operatorId, decidedAt: new Date(), updatedAt: new Date() })
      .where(eq(questionSuggestions.id, id))
      .returning();
    await recordOperatorAction(tx, {
      operatorId,
      action: 'suggestion.accept',
      target: `suggestion:${id}`,
      before: { decision: 'open' },
      after: { decision: 'accepted', categoryId, questionId: question.id },
    });
    await publishEvent(tx, {
      type: 'notice',
      userId: row.userId,
      id: `suggestion:${id}:accepted`,
      notice: { kind: 'suggestion_accepted', question: suggestionTitle(row) },
    });
    return toAdminSuggestion(updated!, user);
  });
}

/** Declines an open suggestion with a reason the user sees in My categories (and is told at once). */
export async function declineSuggestion(db: Db, operatorId: number, id: number, reason: string): Promise<AdminSuggestion> {
  return db.transaction(async (tx) => {
    const { row, user } = await loadSuggestion(tx, id, true);
    if (row.status !== 'open') throw closed();
    const [updated] = await tx
      .update(questionSuggestions)
      .set({ status: 'declined', declineReason: reason, decidedBy: operatorId, decidedAt: new Date(), updatedAt: new Date() })
      .where(eq(questionSuggestions.id, id))
      .returning();
    await recordOperatorAction(tx, {
      operatorId,
      action: 'suggestion.decline',
      target: `suggestion:${id}`,
      before: { decision: 'open' },
      after: { decision: 'declined', reason },
    });
    await publishEvent(tx, {
      type: 'notice',
      userId: row.userId,
      id: `suggestion:${id}:declined`,
      notice: { kind: 'suggestion_declined', question: suggestionTitle(row), reason },
    });
    return toAdminSuggestion(updated!, user);
  });
}
