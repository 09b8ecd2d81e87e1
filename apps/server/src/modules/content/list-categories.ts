import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { QUESTIONS_PER_DIFFICULTY, UNGROUPED_GROUP_SLUG, type Difficulty } from '@app/shared/constants';
import type { CategoriesResponse, CategoryGroup } from '@app/shared/contracts/content';
import type { DbOrTx } from '../../db/client';
import { categories, categoryGroups, questions, userCategoryProgress } from '../../db/schema/index';

export const UNGROUPED_NAMES = { nameEn: 'Ungrouped', nameAr: 'غير مصنفة' } as const;

/** Active questions of the joined category that the joined progress row has not used yet, for one difficulty. */
const unusedCount = (difficulty: Difficulty): SQL<number> =>
  sql<number>`count(${questions.id}) filter (where ${questions.difficulty} = ${difficulty} and ${questions.id} <> all(coalesce(${userCategoryProgress.usedQuestionIds}, '{}'::integer[])))`;

/**
 * Every active category, grouped, with the caller's remaining games (DECISIONS.md 4:
 * min over difficulties of floor(unused / 2)). A visitor (userId null) counts as a new user.
 * One database round trip whatever the number of categories.
 */
export async function listCategories(db: DbOrTx, userId: number | null): Promise<CategoriesResponse> {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      descriptionEn: categories.descriptionEn,
      descriptionAr: categories.descriptionAr,
      imageUrl: categories.imageUrl,
      groupSlug: categoryGroups.slug,
      groupNameEn: categoryGroups.nameEn,
      groupNameAr: categoryGroups.nameAr,
      remainingGames: sql<number>`(least(${unusedCount('easy')}, ${unusedCount('normal')}, ${unusedCount('hard')}) / ${QUESTIONS_PER_DIFFICULTY})::int`,
    })
    .from(categories)
    .leftJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
    .leftJoin(
      userCategoryProgress,
      and(
        eq(userCategoryProgress.categoryId, categories.id),
        userId === null ? sql`false` : eq(userCategoryProgress.userId, userId),
      ),
    )
    .leftJoin(questions, and(eq(questions.categoryId, categories.id), eq(questions.active, true)))
    .where(eq(categories.active, true))
    .groupBy(categories.id, categoryGroups.id)
    .orderBy(
      sql`${categoryGroups.sortOrder} asc nulls last`,
      asc(categoryGroups.id),
      asc(categories.sortOrder),
      asc(categories.id),
    );

  const groups: CategoryGroup[] = [];
  const bySlug = new Map<string, CategoryGroup>();
  for (const { groupSlug, groupNameEn, groupNameAr, remainingGames, ...category } of rows) {
    const slug = groupSlug ?? UNGROUPED_GROUP_SLUG;
    let group = bySlug.get(slug);
    if (!group) {
      group =
        groupSlug === null
          ? { slug, ...UNGROUPED_NAMES, categories: [] }
          : { slug, nameEn: groupNameEn ?? slug, nameAr: groupNameAr ?? slug, categories: [] };
      bySlug.set(slug, group);
      groups.push(group);
    }
    group.categories.push({ ...category, remainingGames: Number(remainingGames) });
  }
  return { groups };
}
