import { randomBytes } from 'node:crypto';
import { DIFFICULTIES } from '@app/shared/constants';
import type { Difficulty } from '@app/shared/constants';
import type { DbOrTx } from '../src/db/client';
import { categories, questions } from '../src/db/schema/index';

export type SeededCategory = typeof categories.$inferSelect & {
  questionIds: Record<Difficulty, number[]>;
};

/**
 * Inserts a category with `questionsPerDifficulty` questions of each difficulty
 * (default 2: exactly one game's worth). Doubles as a benchmark fixture.
 */
export async function seedCategory(
  db: DbOrTx,
  options: Partial<{ questionsPerDifficulty: number; active: boolean; nameEn: string; nameAr: string }> = {},
): Promise<SeededCategory> {
  const { questionsPerDifficulty = 2, active = true } = options;
  const tag = randomBytes(4).toString('hex');
  const [category] = await db
    .insert(categories)
    .values({
      slug: `category-${tag}`,
      nameEn: options.nameEn ?? `Category ${tag}`,
      nameAr: options.nameAr ?? `فئة ${tag}`,
      descriptionEn: 'A test category',
      descriptionAr: 'فئة للاختبار',
      imageUrl: `/images/categories/${tag}.webp`,
      active,
    })
    .returning();
  const rows = DIFFICULTIES.flatMap((difficulty) =>
    Array.from({ length: questionsPerDifficulty }, (_, index) => ({
      categoryId: category!.id,
      difficulty,
      questionAr: `سؤال ${difficulty} ${index + 1} (${tag})`,
      answerAr: `جواب ${difficulty} ${index + 1}`,
      questionEn: `Question ${difficulty} ${index + 1} (${tag})`,
      answerEn: `Answer ${difficulty} ${index + 1}`,
    })),
  );
  const inserted =
    rows.length > 0
      ? await db.insert(questions).values(rows).returning({ id: questions.id, difficulty: questions.difficulty })
      : [];
  const questionIds: Record<Difficulty, number[]> = { easy: [], normal: [], hard: [] };
  for (const row of inserted) questionIds[row.difficulty as Difficulty].push(row.id);
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
