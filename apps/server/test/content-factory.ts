import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DIFFICULTIES, type Difficulty } from '@app/shared/constants';
import type { DbOrTx } from '../src/db/client';
import { categories, categoryGroups, questions, userCategoryProgress } from '../src/db/schema/index';

export type SeededCategory = typeof categories.$inferSelect & {
  /** Question ids by difficulty, in insertion order. */
  questionIds: Record<Difficulty, number[]>;
};

const suffix = () => randomBytes(4).toString('hex');

export async function seedGroup(
  db: DbOrTx,
  overrides: Partial<typeof categoryGroups.$inferInsert> = {},
): Promise<typeof categoryGroups.$inferSelect> {
  const slug = overrides.slug ?? `group-${suffix()}`;
  const [group] = await db
    .insert(categoryGroups)
    .values({ slug, nameEn: `Group ${slug}`, nameAr: `مجموعة ${slug}`, ...overrides })
    .returning();
  return group!;
}

/** Adds `count` active questions of one difficulty to a category; returns their ids in insertion order. */
export async function seedQuestions(
  db: DbOrTx,
  categoryId: number,
  difficulty: Difficulty,
  count: number,
  overrides: Partial<typeof questions.$inferInsert> = {},
): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db
    .insert(questions)
    .values(
      Array.from({ length: count }, (_, index) => {
        const tag = `${index + 1} ${suffix()}`;
        return {
          categoryId,
          difficulty,
          questionAr: `سؤال ${difficulty} ${tag}؟`,
          answerAr: `جواب ${difficulty} ${tag}`,
          questionEn: `Question ${difficulty} ${tag}?`,
          answerEn: `Answer ${difficulty} ${tag}`,
          ...overrides,
        };
      }),
    )
    .returning({ id: questions.id });
  return rows.map((row) => row.id);
}

/**
 * A category with `questionsPerDifficulty` active questions of each difficulty (default 2: exactly
 * one game's worth), or `counts` per difficulty. Doubles as a benchmark fixture.
 */
export async function seedCategory(
  db: DbOrTx,
  options: {
    slug?: string;
    nameEn?: string;
    nameAr?: string;
    groupId?: number | null;
    active?: boolean;
    sortOrder?: number;
    questionsPerDifficulty?: number;
    counts?: Partial<Record<Difficulty, number>>;
  } = {},
): Promise<SeededCategory> {
  const slug = options.slug ?? `category-${suffix()}`;
  const [category] = await db
    .insert(categories)
    .values({
      slug,
      nameEn: options.nameEn ?? `Category ${slug}`,
      nameAr: options.nameAr ?? `فئة ${slug}`,
      descriptionEn: `About ${slug}`,
      descriptionAr: `عن ${slug}`,
      imageUrl: `/categories/${slug}.svg`,
      groupId: options.groupId ?? null,
      active: options.active ?? true,
      sortOrder: options.sortOrder ?? 0,
    })
    .returning();
  const questionIds: Record<Difficulty, number[]> = { easy: [], normal: [], hard: [] };
  for (const difficulty of DIFFICULTIES) {
    questionIds[difficulty] = await seedQuestions(db, category!.id, difficulty, options.counts?.[difficulty] ?? options.questionsPerDifficulty ?? 2);
  }
  return { ...category!, questionIds };
}

/** Several categories at once (in order), e.g. the six of a standard game. */
export async function seedCategories(
  db: DbOrTx,
  count: number,
  options: Parameters<typeof seedCategory>[1] = {},
): Promise<SeededCategory[]> {
  const seeded: SeededCategory[] = [];
  for (let i = 0; i < count; i++) seeded.push(await seedCategory(db, options));
  return seeded;
}

export async function progressRows(db: DbOrTx, userId: number) {
  return db
    .select({
      categoryId: userCategoryProgress.categoryId,
      gamesPlayed: userCategoryProgress.gamesPlayed,
      usedQuestionIds: userCategoryProgress.usedQuestionIds,
    })
    .from(userCategoryProgress)
    .where(eq(userCategoryProgress.userId, userId))
    .orderBy(userCategoryProgress.categoryId);
}

export async function countRows(db: DbOrTx): Promise<{ groups: number; categories: number; questions: number }> {
  const count = async (table: typeof categories | typeof categoryGroups | typeof questions) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row!.n;
  };
  return { groups: await count(categoryGroups), categories: await count(categories), questions: await count(questions) };
}
