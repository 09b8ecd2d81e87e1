import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminQuestion,
  AdminQuestionsResponse,
  questionCreateRequestSchema,
  questionEditRequestSchema,
  questionListQuerySchema,
} from '@app/shared/contracts/admin';
import { QUESTION_PAGE_SIZE } from '@app/shared/contracts/admin';
import type { Difficulty } from '@app/shared/constants';
import { normalizeText } from '@app/shared/normalize-text';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { categories, questionReports, questions } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';
import { newQuestionColumns, questionColumns } from './question-columns';

const DIFFICULTY_ORDER = sql`case ${questions.difficulty} when 'easy' then 1 when 'normal' then 2 else 3 end`;
/** How many open reports from hosts a question has. */
export const OPEN_REPORTS = sql<number>`(select count(*)::int from ${questionReports} where ${questionReports.questionId} = ${questions.id} and ${questionReports.status} = 'open')`;

type QuestionRow = typeof questions.$inferSelect & { openReports: number };

const withReports = { row: questions, openReports: OPEN_REPORTS };

/** The texts a search looks in, in their comparison form (hamza forms, taa marbuta and tashkeel folded). */
const searchable = (row: typeof questions.$inferSelect) =>
  normalizeText(
    [row.questionAr, row.answerAr, row.questionEn ?? '', row.answerEn ?? '', ...row.acceptedAnswersAr, ...row.acceptedAnswersEn].join(' '),
  );

/**
 * The console's question list: filtered in the database (category, difficulty, missing English,
 * hidden, reported), then searched in the comparison form of every text of the question.
 */
export async function listQuestions(
  db: Db,
  query: z.output<typeof questionListQuerySchema>,
  pageSize = QUESTION_PAGE_SIZE,
): Promise<AdminQuestionsResponse> {
  const conditions: SQL[] = [];
  if (query.categoryId) conditions.push(eq(questions.categoryId, query.categoryId));
  if (query.difficulty) conditions.push(eq(questions.difficulty, query.difficulty));
  if (query.flag === 'hidden') conditions.push(eq(questions.active, false));
  if (query.flag === 'missingEnglish') conditions.push(or(isNull(questions.questionEn), isNull(questions.answerEn))!);
  if (query.flag === 'reported') conditions.push(sql`${OPEN_REPORTS} > 0`);
  const rows = await db
    .select(withReports)
    .from(questions)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(questions.categoryId), DIFFICULTY_ORDER, asc(questions.id));
  const needle = normalizeText(query.q);
  const found = needle ? rows.filter(({ row }) => searchable(row).includes(needle)) : rows;
  return {
    total: found.length,
    questions: found.slice(query.offset, query.offset + pageSize).map(({ row, openReports }) => toAdminQuestion({ ...row, openReports })),
  };
}

export async function getQuestion(db: DbOrTx, id: number): Promise<AdminQuestion> {
  const [found] = await db.select(withReports).from(questions).where(eq(questions.id, id));
  if (!found) throw notFound('Question not found.');
  return toAdminQuestion({ ...found.row, openReports: found.openReports });
}

const duplicate = () =>
  new AppError('duplicate_question', 'This category already has a question with this Arabic text.', {
    questionAr: 'duplicate_question',
  });

async function requireCategory(db: DbOrTx, categoryId: number): Promise<void> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category)
    throw new AppError('validation_failed', 'Choose a category.', {
      categoryId: 'category_required',
    });
}

/** Adds a question to a category; new games may pick it at once when it is shown. */
export async function createQuestion(
  db: Db,
  operatorId: number,
  input: z.output<typeof questionCreateRequestSchema>,
): Promise<AdminQuestion> {
  await requireCategory(db, input.categoryId);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(questions)
        .values({ categoryId: input.categoryId, ...newQuestionColumns(input) })
        .returning();
      const created = toAdminQuestion({ ...row!, openReports: 0 });
      await recordOperatorAction(tx, {
        operatorId,
        action: 'question.create',
        target: `question:${created.id}`,
        before: null,
        after: created,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/**
 * Corrects a question (or hides it from new games, or moves it to another category). A field
 * that is not given keeps its value. Open games show the new text within a minute (the board
 * keeps a game's questions that long).
 */
export async function updateQuestion(
  db: Db,
  operatorId: number,
  id: number,
  input: z.output<typeof questionEditRequestSchema>,
): Promise<AdminQuestion> {
  if (input.categoryId !== undefined) await requireCategory(db, input.categoryId);
  const set = Object.fromEntries(
    Object.entries({ categoryId: input.categoryId, ...questionColumns(input) }).filter(([, value]) => value !== undefined),
  );
  try {
    return await db.transaction(async (tx) => {
      const before = await getQuestion(tx, id);
      await tx.update(questions).set(set).where(eq(questions.id, id));
      const after = await getQuestion(tx, id);
      await recordOperatorAction(tx, {
        operatorId,
        action: 'question.update',
        target: `question:${id}`,
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/**
 * Gives a question another label (the console's one-click relabel from question health): new
 * games pick it as that difficulty; its plays so far stay recorded under the label they had.
 */
export async function relabelQuestion(db: Db, operatorId: number, id: number, difficulty: Difficulty): Promise<AdminQuestion> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ difficulty: questions.difficulty }).from(questions).where(eq(questions.id, id)).for('update');
    if (!before) throw notFound('Question not found.');
    await tx.update(questions).set({ difficulty }).where(eq(questions.id, id));
    await recordOperatorAction(tx, { operatorId, action: 'question.relabel', target: `question:${id}`, before, after: { difficulty } });
    return getQuestion(tx, id);
  });
}

export const toAdminQuestion = (row: QuestionRow): AdminQuestion => ({
  id: row.id,
  categoryId: row.categoryId,
  ...questionColumns(row),
  openReports: row.openReports,
});
