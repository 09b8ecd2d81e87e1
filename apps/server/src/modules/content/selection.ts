import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DIFFICULTIES, POINTS_BY_DIFFICULTY, QUESTIONS_PER_DIFFICULTY } from '@app/shared/constants';
import type { Difficulty } from '@app/shared/constants';
import type { QuestionDetail } from '@app/shared/contracts/content';
import type { GameCategoryInfo } from '@app/shared/contracts/games';
import type { DbOrTx, Tx } from '../../db/client';
import { categories, questions, userCategoryProgress } from '../../db/schema/index';

export type PickedQuestions = { easy: number[]; normal: number[]; hard: number[] };
export type UnavailableCategory = {
  categoryId: number;
  reason: 'category_not_available' | 'not_enough_questions';
};

type Candidate = { id: number; category_id: number; difficulty: Difficulty };

type PickResult =
  | { ok: true; picks: { categoryId: number; questions: PickedQuestions }[] }
  | { ok: false; unavailable: UnavailableCategory[] };

/**
 * Picks 2 easy + 2 normal + 2 hard questions per category that the user has not had yet
 * (DECISIONS.md 4) and records them in the user's progress, in the caller's transaction.
 * Writes nothing when a category cannot serve a game.
 */
export async function pickQuestionsForGame(tx: Tx, userId: number, categoryIds: number[]): Promise<PickResult> {
  if (categoryIds.length === 0) return { ok: true, picks: [] };
  const activeRows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, categoryIds), eq(categories.active, true)));
  const active = new Set(activeRows.map((row) => row.id));

  const progressRows = await tx
    .select({ categoryId: userCategoryProgress.categoryId, used: userCategoryProgress.usedQuestionIds })
    .from(userCategoryProgress)
    .where(and(eq(userCategoryProgress.userId, userId), inArray(userCategoryProgress.categoryId, categoryIds)));
  const used = progressRows.flatMap((row) => row.used);

  // Random unused questions, at most 2 per category and difficulty, in one query.
  const candidates = await tx.execute<Candidate>(sql`
    select id, category_id, difficulty from (
      select ${questions.id} as id, ${questions.categoryId} as category_id, ${questions.difficulty} as difficulty,
        row_number() over (partition by ${questions.categoryId}, ${questions.difficulty} order by random()) as rank
      from ${questions}
      where ${inArray(questions.categoryId, categoryIds)}
        and ${questions.active}
        and not (${questions.id} = any(${sql.param(used)}::integer[]))
    ) ranked
    where rank <= ${QUESTIONS_PER_DIFFICULTY}
  `);
  const picked = new Map<number, PickedQuestions>();
  for (const row of rowsOf<Candidate>(candidates)) {
    let entry = picked.get(row.category_id);
    if (!entry) {
      entry = { easy: [], normal: [], hard: [] };
      picked.set(row.category_id, entry);
    }
    entry[row.difficulty].push(row.id);
  }

  const unavailable: UnavailableCategory[] = [];
  for (const categoryId of categoryIds) {
    if (!active.has(categoryId)) {
      unavailable.push({ categoryId, reason: 'category_not_available' });
      continue;
    }
    const entry = picked.get(categoryId);
    if (!entry || DIFFICULTIES.some((difficulty) => entry[difficulty].length < QUESTIONS_PER_DIFFICULTY)) {
      unavailable.push({ categoryId, reason: 'not_enough_questions' });
    }
  }
  if (unavailable.length > 0) return { ok: false, unavailable };

  const picks = categoryIds.map((categoryId) => ({ categoryId, questions: picked.get(categoryId)! }));
  await tx
    .insert(userCategoryProgress)
    .values(
      picks.map((pick) => ({
        userId,
        categoryId: pick.categoryId,
        gamesPlayed: 1,
        usedQuestionIds: DIFFICULTIES.flatMap((difficulty) => pick.questions[difficulty]),
      })),
    )
    .onConflictDoUpdate({
      target: [userCategoryProgress.userId, userCategoryProgress.categoryId],
      set: {
        gamesPlayed: sql`${userCategoryProgress.gamesPlayed} + 1`,
        usedQuestionIds: sql`${userCategoryProgress.usedQuestionIds} || excluded.used_question_ids`,
        updatedAt: sql`now()`,
      },
    });
  return { ok: true, picks };
}

/** The questions of a game as its owner sees them (any state: a game keeps its questions). */
export async function getQuestionDetails(db: DbOrTx, ids: number[]): Promise<QuestionDetail[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: questions.id,
      categoryId: questions.categoryId,
      difficulty: questions.difficulty,
      questionAr: questions.questionAr,
      answerAr: questions.answerAr,
      questionEn: questions.questionEn,
      answerEn: questions.answerEn,
      videoUrl: questions.videoUrl,
      imageUrl: questions.imageUrl,
    })
    .from(questions)
    .where(inArray(questions.id, ids))
    .orderBy(asc(questions.id));
  return rows.map((row) => {
    const difficulty = row.difficulty as Difficulty;
    return { ...row, difficulty, points: POINTS_BY_DIFFICULTY[difficulty] };
  });
}

/** Name and image of categories shown on a game (also inactive ones: old games keep them). */
export async function getCategoryInfos(db: DbOrTx, ids: number[]): Promise<GameCategoryInfo[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      categoryId: categories.id,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      imageUrl: categories.imageUrl,
    })
    .from(categories)
    .where(inArray(categories.id, ids));
  return rows;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
