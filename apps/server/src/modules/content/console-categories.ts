import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { QUESTIONS_PER_DIFFICULTY, type Difficulty } from '@app/shared/constants';
import type { AdminCategoriesResponse, AdminCategory, categoryRequestSchema } from '@app/shared/contracts/admin';
import type { Db, DbOrTx } from '../../db/client';
import { recordOperatorAction } from '../audit/index';
import { isUniqueViolation } from '../../db/errors';
import { categories, categoryGroups, games, questions } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { sequentially } from '../../db/sequential';

/** The ids of the categories some game has on its board (those are never deleted, only hidden). */
const USED_CATEGORY_IDS = sql`(select distinct (c->>'categoryId')::int from ${games}, jsonb_array_elements(${games.state}->'categories') as c)`;

/** Active questions of one difficulty short of filling a game (the rule the players' category list follows). */
const missing = (difficulty: Difficulty) =>
  sql<number>`greatest(0, ${QUESTIONS_PER_DIFFICULTY} - count(${questions.id}) filter (where ${questions.active} and ${questions.difficulty} = ${difficulty}))::int`;

/**
 * Every category (hidden ones too) with its question counts and what it lacks to fill a game, in the
 * players' order, and the groups.
 */
export async function listAdminCategories(db: DbOrTx): Promise<AdminCategoriesResponse> {
  const [rows, groups] = await sequentially([
    () => db
      .select({
        id: categories.id,
        slug: categories.slug,
        nameEn: categories.nameEn,
        nameAr: categories.nameAr,
        descriptionEn: categories.descriptionEn,
        descriptionAr: categories.descriptionAr,
        group: categoryGroups.slug,
        imageUrl: categories.imageUrl,
        sortOrder: categories.sortOrder,
        active: categories.active,
        questions: sql<number>`count(${questions.id})::int`,
        activeQuestions: sql<number>`count(${questions.id}) filter (where ${questions.active})::int`,
        missingEasy: missing('easy'),
        missingNormal: missing('normal'),
        missingHard: missing('hard'),
        usedByGames: sql<boolean>`${categories.id} in ${USED_CATEGORY_IDS}`,
      })
      .from(categories)
      .leftJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
      .leftJoin(questions, eq(questions.categoryId, categories.id))
      .groupBy(categories.id, categoryGroups.slug)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    () => db
      .select({ slug: categoryGroups.slug, nameEn: categoryGroups.nameEn, nameAr: categoryGroups.nameAr })
      .from(categoryGroups)
      .orderBy(asc(categoryGroups.sortOrder), asc(categoryGroups.id)),
  ]);
  const categoriesWithShortfall: AdminCategory[] = rows.map(({ missingEasy, missingNormal, missingHard, ...category }) => ({
    ...category,
    missingForGame: { easy: missingEasy, normal: missingNormal, hard: missingHard },
  }));
  return { categories: categoriesWithShortfall, groups };
}

async function groupId(db: DbOrTx, slug: string | null): Promise<number | null> {
  if (slug === null) return null;
  const [group] = await db.select({ id: categoryGroups.id }).from(categoryGroups).where(eq(categoryGroups.slug, slug));
  if (!group) throw new AppError('validation_failed', 'Choose a group.', { group: 'group_unknown' });
  return group.id;
}

const values = async (db: DbOrTx, input: z.output<typeof categoryRequestSchema>) => ({
  slug: input.slug,
  nameAr: input.nameAr,
  nameEn: input.nameEn,
  descriptionAr: input.descriptionAr,
  descriptionEn: input.descriptionEn,
  imageUrl: input.image ?? null,
  sortOrder: input.sortOrder,
  groupId: await groupId(db, input.group),
});

const slugTaken = () => new AppError('slug_taken', 'Another category has this slug.', { slug: 'slug_taken' });

async function findCategory(db: DbOrTx, id: number): Promise<AdminCategory> {
  const category = (await listAdminCategories(db)).categories.find((entry) => entry.id === id);
  if (!category) throw notFound('Category not found.');
  return category;
}

/** A new category: players can choose it once it has 2 questions of each difficulty. */
export async function createCategory(db: Db, operatorId: number, input: z.output<typeof categoryRequestSchema>): Promise<AdminCategory> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(categories).values(await values(tx, input)).returning({ id: categories.id });
      const created = await findCategory(tx, row!.id);
      await recordOperatorAction(tx, { operatorId, action: 'category.create', target: `category:${created.id}`, before: null, after: created });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function updateCategory(
  db: Db,
  operatorId: number,
  id: number,
  input: z.output<typeof categoryRequestSchema>,
): Promise<AdminCategory> {
  try {
    return await db.transaction(async (tx) => {
      const before = await findCategory(tx, id);
      await tx.update(categories).set(await values(tx, input)).where(eq(categories.id, id));
      const after = await findCategory(tx, id);
      await recordOperatorAction(tx, { operatorId, action: 'category.update', target: `category:${id}`, before, after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** Shows or hides a category on the new-game screen; games already created keep their questions. */
export async function setCategoryActive(db: Db, operatorId: number, id: number, active: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ active: categories.active }).from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw notFound('Category not found.');
    await tx.update(categories).set({ active }).where(eq(categories.id, id));
    await recordOperatorAction(tx, { operatorId, action: 'category.visibility', target: `category:${id}`, before, after: { active } });
  });
}

/** Deletes a category made by mistake; one that a game has used is kept (it can be hidden). */
export async function deleteCategory(db: Db, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const category = await findCategory(tx, id);
    if (category.usedByGames) throw new AppError('category_used', 'A game has used this category: hide it instead.');
    await tx.delete(categories).where(eq(categories.id, id));
    await recordOperatorAction(tx, { operatorId, action: 'category.delete', target: `category:${id}`, before: category, after: null });
  });
}
