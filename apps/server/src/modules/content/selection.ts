import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DIFFICULTIES, POINTS_BY_DIFFICULTY, QUESTIONS_PER_DIFFICULTY, type Difficulty } from '@app/shared/constants';
import type { QuestionDetail } from '@app/shared/contracts/content';
import type { GameCategoryInfo } from '@app/shared/contracts/games';
import type { DbOrTx, Tx } from '../../db/client';
import { categories, questions, userCategoryProgress } from '../../db/schema/index';
import { isOwnContentId } from '@app/shared/contracts/own-categories';
import { drawOwnCategory, ownCategoryInfos, ownQuestionDetails, ownQuestionPools } from '../own-categories/index';

export type PickedQuestions = { easy: number[]; normal: number[]; hard: number[] }; // 2 ids each
export type UnavailableCategory = { categoryId: number; reason: 'category_not_available' | 'not_enough_questions' };

/** k distinct items chosen uniformly at random (partial Fisher-Yates on a copy). */
export function sample<T>(items: readonly T[], k: number): T[] {
  const pool = [...items];
  const count = Math.min(k, pool.length);
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/**
 * In the caller's transaction (the caller has already locked the user's row): picks, for each
 * category in order, 2 unused questions of each difficulty at random among the unused, records
 * them in user_category_progress (used_question_ids, games_played + 1; one row per user and
 * category, upsert). If any category is inactive/missing ('category_not_available') or has fewer
 * than 2 unused of some difficulty ('not_enough_questions'), writes nothing and returns every
 * unavailable one. The caller's own categories (ids from OWN_CONTENT_FIRST_ID) draw from all their
 * questions, with no progress recorded (DECISIONS.md 33), those the caller has not been shown in a
 * game first, then the least recently shown; another user's is not available.
 */
export async function pickQuestionsForGame(
  tx: Tx,
  userId: number,
  categoryIds: number[],
): Promise<
  { ok: true; picks: { categoryId: number; questions: PickedQuestions }[] } | { ok: false; unavailable: UnavailableCategory[] }
> {
  if (new Set(categoryIds).size !== categoryIds.length) throw new Error('pickQuestionsForGame: duplicate category ids');
  if (categoryIds.length === 0) return { ok: true, picks: [] };
  const bankIds = categoryIds.filter((id) => !isOwnContentId(id));
  const ownIds = categoryIds.filter(isOwnContentId);

  // One query: each requested category (active flag) with its active questions this user has not had.
  const rows = bankIds.length === 0 ? [] : await tx
    .select({
      categoryId: categories.id,
      active: categories.active,
      questionId: questions.id,
      difficulty: questions.difficulty,
    })
    .from(categories)
    .leftJoin(
      userCategoryProgress,
      and(eq(userCategoryProgress.categoryId, categories.id), eq(userCategoryProgress.userId, userId)),
    )
    .leftJoin(
      questions,
      and(
        eq(questions.categoryId, categories.id),
        eq(questions.active, true),
        sql`${questions.id} <> all(coalesce(${userCategoryProgress.usedQuestionIds}, '{}'::integer[]))`,
      ),
    )
    .where(inArray(categories.id, bankIds));

  const found = new Map<number, { active: boolean; unused: Record<Difficulty, number[]> }>();
  // The caller's own categories: every question of them, drawn again game after game; another user's is not found.
  for (const [categoryId, pool] of await ownQuestionPools(tx, userId, ownIds)) found.set(categoryId, { active: true, unused: pool });
  for (const row of rows) {
    let entry = found.get(row.categoryId);
    if (!entry) {
      entry = { active: row.active, unused: { easy: [], normal: [], hard: [] } };
      found.set(row.categoryId, entry);
    }
    if (row.questionId !== null && row.difficulty !== null) entry.unused[row.difficulty].push(row.questionId);
  }

  const unavailable: UnavailableCategory[] = [];
  const picks: { categoryId: number; questions: PickedQuestions }[] = [];
  for (const categoryId of categoryIds) {
    const entry = found.get(categoryId);
    if (!entry || !entry.active) {
      unavailable.push({ categoryId, reason: 'category_not_available' });
    } else if (DIFFICULTIES.some((d) => entry.unused[d].length < QUESTIONS_PER_DIFFICULTY)) {
      unavailable.push({ categoryId, reason: 'not_enough_questions' });
    } else if (isOwnContentId(categoryId)) {
      // Own questions: never shown to this user first, then the least recently shown.
      picks.push({ categoryId, questions: await drawOwnCategory(tx, userId, entry.unused, QUESTIONS_PER_DIFFICULTY) });
    } else {
      picks.push({
        categoryId,
        questions: {
          easy: sample(entry.unused.easy, QUESTIONS_PER_DIFFICULTY),
          normal: sample(entry.unused.normal, QUESTIONS_PER_DIFFICULTY),
          hard: sample(entry.unused.hard, QUESTIONS_PER_DIFFICULTY),
        },
      });
    }
  }
  if (unavailable.length > 0) return { ok: false, unavailable };
  const bankPicks = picks.filter((pick) => !isOwnContentId(pick.categoryId));
  if (bankPicks.length === 0) return { ok: true, picks };

  await tx
    .insert(userCategoryProgress)
    .values(
      bankPicks.map(({ categoryId, questions: q }) => ({
        userId,
        categoryId,
        gamesPlayed: 1,
        usedQuestionIds: [...q.easy, ...q.normal, ...q.hard],
      })),
    )
    .onConflictDoUpdate({
      target: [userCategoryProgress.userId, userCategoryProgress.categoryId],
      set: {
        gamesPlayed: sql`"user_category_progress"."games_played" + 1`,
        usedQuestionIds: sql`"user_category_progress"."used_question_ids" || excluded."used_question_ids"`,
        updatedAt: sql`now()`,
      },
    });
  return { ok: true, picks };
}

/** Question details (both languages) for ids, in one query, in the order of ids (unknown ids are left out). */
export async function getQuestionDetails(db: DbOrTx, ids: number[]): Promise<QuestionDetail[]> {
  if (ids.length === 0) return [];
  const bankIds = ids.filter((id) => !isOwnContentId(id));
  const own = await ownQuestionDetails(db, ids.filter(isOwnContentId));
  const rows = bankIds.length === 0 ? [] : await db
    .select({
      id: questions.id,
      categoryId: questions.categoryId,
      difficulty: questions.difficulty,
      questionAr: questions.questionAr,
      answerAr: questions.answerAr,
      questionEn: questions.questionEn,
      answerEn: questions.answerEn,
      acceptedAnswersAr: questions.acceptedAnswersAr,
      acceptedAnswersEn: questions.acceptedAnswersEn,
      videoUrl: questions.videoUrl,
      imageUrl: questions.imageUrl,
      source: questions.source,
    })
    .from(questions)
    .where(inArray(questions.id, bankIds));
  const bank = rows.map((row): QuestionDetail => {
    const difficulty = row.difficulty;
    return { ...row, difficulty, points: POINTS_BY_DIFFICULTY[difficulty] };
  });
  return inOrderOf(ids, [...bank, ...own], (row) => row.id);
}

/** Name/slug/image of categories, in one query, in the order of ids (unknown ids are left out). */
export async function getCategoryInfos(db: DbOrTx, ids: number[]): Promise<GameCategoryInfo[]> {
  if (ids.length === 0) return [];
  const bankIds = ids.filter((id) => !isOwnContentId(id));
  const own = await ownCategoryInfos(db, ids.filter(isOwnContentId));
  const rows = bankIds.length === 0 ? [] : await db
    .select({
      categoryId: categories.id,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      imageUrl: categories.imageUrl,
    })
    .from(categories)
    .where(inArray(categories.id, bankIds));
  return inOrderOf(ids, [...rows, ...own], (row) => row.categoryId);
}

/** The rows in the order of `ids`; an id with no row is left out. */
function inOrderOf<Row>(ids: number[], rows: Row[], idOf: (row: Row) => number): Row[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
