import { and, asc, count, desc, eq, exists, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { DIFFICULTIES, POINTS_BY_DIFFICULTY, type Difficulty } from '@app/shared/constants';
import type { QuestionDetail } from '@app/shared/contracts/content';
import type { GameCategoryInfo } from '@app/shared/contracts/games';
import { isOwnCategoryLook, ownCategoryImageUrl } from '@app/shared/contracts/own-category-look';
import {
  isPlayable,
  missingForPlay,
  type DifficultyCounts,
  type OwnCategoriesResponse,
  type OwnCategoryLanguage,
  type OwnCategoryResponse,
  type OwnCategorySummary,
  type OwnQuestion,
  type OwnQuestionFields,
  type SharedCategorySummary,
  type ownCategoryRequestSchema,
} from '@app/shared/contracts/own-categories';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { ownCategories, ownCategoryShareOpens, ownCategoryShares, ownQuestions, users } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';

export type OwnLimits = { maxCategories: number; maxQuestions: number };
type CategoryInput = z.output<typeof ownCategoryRequestSchema>;
type CategoryRow = typeof ownCategories.$inferSelect;

/** Another user's category, or one that does not exist: the same answer, so existence is not revealed. */
export const ownCategoryNotFound = () => notFound('Category not found.');
const ownQuestionNotFound = () => notFound('Question not found.');

export const categoryLimitReached = (max: number) =>
  new AppError('own_category_limit', 'You have reached the most categories you can keep. Delete one to make room.', undefined, { max });
export const questionLimitReached = (max: number) =>
  new AppError('own_question_limit', 'You have reached the most questions you can keep. Delete some to make room.', undefined, { max });

/** Questions per difficulty of each category (0 where none). */
export async function countsOf(db: DbOrTx, categoryIds: number[]): Promise<Map<number, DifficultyCounts>> {
  const counts = new Map<number, DifficultyCounts>(categoryIds.map((id) => [id, { easy: 0, normal: 0, hard: 0 }]));
  if (categoryIds.length === 0) return counts;
  const rows = await db
    .select({ categoryId: ownQuestions.categoryId, difficulty: ownQuestions.difficulty, n: count() })
    .from(ownQuestions)
    .where(inArray(ownQuestions.categoryId, categoryIds))
    .groupBy(ownQuestions.categoryId, ownQuestions.difficulty);
  for (const row of rows) counts.get(row.categoryId)![row.difficulty] = Number(row.n);
  return counts;
}

export function summaryOf(row: CategoryRow, counts: DifficultyCounts): OwnCategorySummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    language: row.language,
    icon: row.icon !== null && isOwnCategoryLook(row.icon) ? row.icon : null,
    counts,
    missing: missingForPlay(counts),
    playable: isPlayable(counts),
  };
}

function questionOf(row: typeof ownQuestions.$inferSelect): OwnQuestion {
  return {
    id: row.id,
    difficulty: row.difficulty,
    questionAr: row.questionAr,
    answerAr: row.answerAr,
    acceptedAnswersAr: row.acceptedAnswersAr,
    questionEn: row.questionEn,
    answerEn: row.answerEn,
    acceptedAnswersEn: row.acceptedAnswersEn,
    source: row.source,
  };
}

/** The user's category, or not found (another user's included). `forUpdate` locks it for the caller's transaction. */
async function ownedCategory(db: DbOrTx, userId: number, categoryId: number, forUpdate = false): Promise<CategoryRow> {
  const query = db
    .select()
    .from(ownCategories)
    .where(and(eq(ownCategories.id, categoryId), eq(ownCategories.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw ownCategoryNotFound();
  return row;
}

/** Locks the user's row: one user's changes that count against the limits run one after another. */
export async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function questionCountOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ownQuestions)
    .innerJoin(ownCategories, eq(ownCategories.id, ownQuestions.categoryId))
    .where(eq(ownCategories.userId, userId));
  return Number(row?.n ?? 0);
}

export async function listOwnCategories(db: DbOrTx, userId: number, limits: OwnLimits): Promise<OwnCategoriesResponse> {
  const rows = await db
    .select()
    .from(ownCategories)
    .where(eq(ownCategories.userId, userId))
    .orderBy(desc(ownCategories.createdAt), desc(ownCategories.id));
  const counts = await countsOf(db, rows.map((row) => row.id));
  const categories = rows.map((row) => summaryOf(row, counts.get(row.id)!));
  const questionCount = categories.reduce((sum, c) => sum + DIFFICULTIES.reduce((n, d) => n + c.counts[d], 0), 0);
  const sharedWithMe = await sharedWithUser(db, userId);
  return { categories, limits: { categories: limits.maxCategories, questions: limits.maxQuestions }, questionCount, sharedWithMe };
}

/** Others' categories the user opened by a link that still lives (revoking deletes the opens with the link). */
async function sharedWithUser(db: DbOrTx, userId: number): Promise<SharedCategorySummary[]> {
  const rows = await db
    .select({ category: ownCategories, author: users.firstName })
    .from(ownCategoryShareOpens)
    .innerJoin(ownCategories, eq(ownCategories.id, ownCategoryShareOpens.categoryId))
    .innerJoin(users, eq(users.id, ownCategories.userId))
    .where(and(eq(ownCategoryShareOpens.userId, userId), ne(ownCategories.userId, userId), isNull(ownCategories.hiddenAt)))
    .orderBy(desc(ownCategoryShareOpens.openedAt), desc(ownCategories.id));
  const counts = await countsOf(db, rows.map((row) => row.category.id));
  return rows.map((row) => ({ ...summaryOf(row.category, counts.get(row.category.id)!), author: row.author }));
}

export async function getOwnCategory(db: DbOrTx, userId: number, categoryId: number): Promise<OwnCategoryResponse> {
  const row = await ownedCategory(db, userId, categoryId);
  const questions = await db
    .select()
    .from(ownQuestions)
    .where(eq(ownQuestions.categoryId, row.id))
    .orderBy(asc(ownQuestions.position), asc(ownQuestions.id));
  const counts = (await countsOf(db, [row.id])).get(row.id)!;
  const [share] = await db.select({ createdAt: ownCategoryShares.createdAt }).from(ownCategoryShares).where(eq(ownCategoryShares.categoryId, row.id));
  return { category: summaryOf(row, counts), questions: questions.map(questionOf), share: share ? { createdAt: share.createdAt.toISOString() } : null };
}

export async function createOwnCategory(db: Db, userId: number, input: CategoryInput, limits: OwnLimits): Promise<OwnCategoryResponse> {
  const id = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [kept] = await tx.select({ n: count() }).from(ownCategories).where(eq(ownCategories.userId, userId));
    if (Number(kept?.n ?? 0) >= limits.maxCategories) throw categoryLimitReached(limits.maxCategories);
    const [row] = await tx
      .insert(ownCategories)
      .values({ userId, name: input.name, description: input.description, language: input.language, icon: input.icon })
      .returning({ id: ownCategories.id });
    return row!.id;
  });
  return getOwnCategory(db, userId, id);
}

/**
 * Renames, describes or changes the language of a category. A new language keeps the questions
 * that have its texts; one that lacks them is refused (validation_failed on `language`).
 */
export async function updateOwnCategory(db: Db, userId: number, categoryId: number, input: CategoryInput): Promise<OwnCategoryResponse> {
  await db.transaction(async (tx) => {
    await ownedCategory(tx, userId, categoryId, true);
    const lacking = await tx
      .select({ id: ownQuestions.id })
      .from(ownQuestions)
      .where(and(eq(ownQuestions.categoryId, categoryId), lacksTextsOf(input.language)))
      .limit(1);
    if (lacking.length > 0) {
      throw new AppError('validation_failed', 'Some questions have no text in that language yet.', { language: 'language_texts_missing' });
    }
    await tx
      .update(ownCategories)
      .set({ name: input.name, description: input.description, language: input.language, icon: input.icon, updatedAt: sql`now()` })
      .where(eq(ownCategories.id, categoryId));
  });
  return getOwnCategory(db, userId, categoryId);
}

const lacksTextsOf = (language: OwnCategoryLanguage) => {
  const noArabic = sql`(${ownQuestions.questionAr} is null or ${ownQuestions.answerAr} is null)`;
  const noEnglish = sql`(${ownQuestions.questionEn} is null or ${ownQuestions.answerEn} is null)`;
  return language === 'ar' ? noArabic : language === 'en' ? noEnglish : sql`(${noArabic} or ${noEnglish})`;
};

export async function deleteOwnCategory(db: DbOrTx, userId: number, categoryId: number): Promise<void> {
  const deleted = await db
    .delete(ownCategories)
    .where(and(eq(ownCategories.id, categoryId), eq(ownCategories.userId, userId)))
    .returning({ id: ownCategories.id });
  if (deleted.length === 0) throw ownCategoryNotFound();
}

/** The language a question of this category must be written in (for checking a request before it is written). */
export async function languageOfOwnCategory(db: DbOrTx, userId: number, categoryId: number): Promise<OwnCategoryLanguage> {
  return (await ownedCategory(db, userId, categoryId)).language;
}

export const questionColumns = (q: OwnQuestionFields) => ({
  difficulty: q.difficulty,
  questionAr: q.questionAr,
  answerAr: q.answerAr,
  acceptedAnswersAr: q.acceptedAnswersAr,
  questionEn: q.questionEn,
  answerEn: q.answerEn,
  acceptedAnswersEn: q.acceptedAnswersEn,
  source: q.source,
});

export async function addOwnQuestion(
  db: Db,
  { userId, categoryId, question, limits }: { userId: number; categoryId: number; question: OwnQuestionFields; limits: OwnLimits },
): Promise<OwnCategoryResponse> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await ownedCategory(tx, userId, categoryId, true);
    if ((await questionCountOf(tx, userId)) >= limits.maxQuestions) throw questionLimitReached(limits.maxQuestions);
    await tx.insert(ownQuestions).values({ categoryId, ...questionColumns(question) });
  });
  return getOwnCategory(db, userId, categoryId);
}

export async function updateOwnQuestion(
  db: Db,
  { userId, categoryId, questionId, question }: { userId: number; categoryId: number; questionId: number; question: OwnQuestionFields },
): Promise<OwnCategoryResponse> {
  await db.transaction(async (tx) => {
    await ownedCategory(tx, userId, categoryId, true);
    const updated = await tx
      .update(ownQuestions)
      .set({ ...questionColumns(question), updatedAt: sql`now()` })
      .where(and(eq(ownQuestions.id, questionId), eq(ownQuestions.categoryId, categoryId)))
      .returning({ id: ownQuestions.id });
    if (updated.length === 0) throw ownQuestionNotFound();
  });
  return getOwnCategory(db, userId, categoryId);
}

export async function deleteOwnQuestion(db: Db, userId: number, categoryId: number, questionId: number): Promise<OwnCategoryResponse> {
  await db.transaction(async (tx) => {
    await ownedCategory(tx, userId, categoryId, true);
    const deleted = await tx
      .delete(ownQuestions)
      .where(and(eq(ownQuestions.id, questionId), eq(ownQuestions.categoryId, categoryId)))
      .returning({ id: ownQuestions.id });
    if (deleted.length === 0) throw ownQuestionNotFound();
  });
  return getOwnCategory(db, userId, categoryId);
}

// --- In a game -----------------------------------------------------------------------------------

/**
 * Each category among `categoryIds` the user may play (their own, or another's they opened by a
 * link that still lives) with all its question ids per difficulty (no no-repeat rule: DECISIONS.md 33).
 */
export async function ownQuestionPools(tx: DbOrTx, userId: number, categoryIds: number[]): Promise<Map<number, Record<Difficulty, number[]>>> {
  const pools = new Map<number, Record<Difficulty, number[]>>();
  if (categoryIds.length === 0) return pools;
  const rows = await tx
    .select({ categoryId: ownCategories.id, questionId: ownQuestions.id, difficulty: ownQuestions.difficulty })
    .from(ownCategories)
    .leftJoin(ownQuestions, eq(ownQuestions.categoryId, ownCategories.id))
    .where(and(inArray(ownCategories.id, categoryIds), or(eq(ownCategories.userId, userId), openedByLink(tx, userId))));
  for (const row of rows) {
    let pool = pools.get(row.categoryId);
    if (!pool) pools.set(row.categoryId, (pool = { easy: [], normal: [], hard: [] }));
    if (row.questionId !== null && row.difficulty !== null) pool[row.difficulty].push(row.questionId);
  }
  return pools;
}

const openedByLink = (db: DbOrTx, userId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(ownCategoryShareOpens)
      .where(and(eq(ownCategoryShareOpens.categoryId, ownCategories.id), eq(ownCategoryShareOpens.userId, userId), isNull(ownCategories.hiddenAt))),
  );

/**
 * Own questions as a game shows them. A one-language question gives its texts as both: the
 * board shows them whatever the interface language.
 */
export async function ownQuestionDetails(db: DbOrTx, ids: number[]): Promise<QuestionDetail[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ question: ownQuestions, language: ownCategories.language })
    .from(ownQuestions)
    .innerJoin(ownCategories, eq(ownCategories.id, ownQuestions.categoryId))
    .where(inArray(ownQuestions.id, ids));
  return rows.map(({ question: row, language }) => {
    const difficulty = row.difficulty;
    const arabic = row.questionAr !== null && row.answerAr !== null;
    return {
      id: row.id,
      categoryId: row.categoryId,
      difficulty,
      points: POINTS_BY_DIFFICULTY[difficulty],
      questionAr: arabic ? row.questionAr! : row.questionEn!,
      answerAr: arabic ? row.answerAr! : row.answerEn!,
      acceptedAnswersAr: arabic ? row.acceptedAnswersAr : row.acceptedAnswersEn,
      questionEn: row.questionEn,
      answerEn: row.answerEn,
      acceptedAnswersEn: row.acceptedAnswersEn,
      videoUrl: null,
      imageUrl: null,
      source: row.source,
      // A one-language category's questions read in its language whatever the interface's.
      ...(language === 'ar' || language === 'en' ? { contentLanguage: language } : {}),
    };
  });
}

/**
 * Own categories as a game names them: their look's picture (none: the board draws their first
 * letter), and the language of a one-language category, which its screens show it in.
 */
export async function ownCategoryInfos(db: DbOrTx, ids: number[]): Promise<GameCategoryInfo[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: ownCategories.id, name: ownCategories.name, icon: ownCategories.icon, language: ownCategories.language })
    .from(ownCategories)
    .where(inArray(ownCategories.id, ids));
  return rows.map((row) => ({
    categoryId: row.id,
    slug: `mine-${row.id}`,
    nameEn: row.name,
    nameAr: row.name,
    imageUrl: ownCategoryImageUrl(row.icon),
    ...(row.language === 'ar' || row.language === 'en' ? { contentLanguage: row.language } : {}),
  }));
}
