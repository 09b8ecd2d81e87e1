import { DIFFICULTIES, QUESTIONS_PER_DIFFICULTY, UNGROUPED_GROUP_SLUG, type Difficulty } from '@app/shared/constants';
import type { CategoriesResponse, CategoryGroup } from '@app/shared/contracts/content';
import type { Database } from '../../db/client';

export const UNGROUPED_NAMES = { nameEn: 'Ungrouped', nameAr: 'غير مصنفة' } as const;

type Row = {
  id: number;
  slug: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  imageUrl: string | null;
  groupSlug: string | null;
  groupNameEn: string | null;
  groupNameAr: string | null;
  remainingGames: number;
};

const count = (difficulty: Difficulty) => `count(*) filter (where q.difficulty = '${difficulty}') as ${difficulty}`;
const fewest = (table: string) => `coalesce(least(${DIFFICULTIES.map((d) => `${table}.${d}`).join(', ')}), 0)`;

/**
 * The unused active questions are counted per category and difficulty first (the questions the
 * user already had are left out by an anti-join on their progress rows; $1 null = a visitor, who
 * has none), then joined to the active categories and their groups. A category whose active
 * questions cannot fill one game (fewer than QUESTIONS_PER_DIFFICULTY of some difficulty) is left
 * out: nobody can play it, so players never see it.
 */
export const LIST_CATEGORIES_SQL = `
with used as (
  select unnest(p.used_question_ids) as id from user_category_progress p where p.user_id = $1
), unused as (
  select q.category_id, ${DIFFICULTIES.map(count).join(', ')}
  from questions q
  where q.active and not exists (select 1 from used where used.id = q.id)
  group by q.category_id
), stock as (
  select q.category_id, ${DIFFICULTIES.map(count).join(', ')}
  from questions q
  where q.active
  group by q.category_id
)
select c.id, c.slug, c.name_en as "nameEn", c.name_ar as "nameAr",
  c.description_en as "descriptionEn", c.description_ar as "descriptionAr", c.image_url as "imageUrl",
  g.slug as "groupSlug", g.name_en as "groupNameEn", g.name_ar as "groupNameAr",
  (${fewest('u')} / ${QUESTIONS_PER_DIFFICULTY})::int as "remainingGames"
from categories c
join stock s on s.category_id = c.id
left join category_groups g on g.id = c.group_id
left join unused u on u.category_id = c.id
where c.active and ${fewest('s')} >= ${QUESTIONS_PER_DIFFICULTY}
order by g.sort_order asc nulls last, g.id asc, c.sort_order asc, c.id asc`;

/**
 * Every active category that can fill a game, grouped, with the caller's remaining games (DECISIONS.md 4:
 * min over difficulties of floor(unused / 2)). A visitor (userId null) counts as a new user.
 * One database round trip whatever the number of categories, as a prepared statement.
 */
export async function listCategories(database: Database, userId: number | null): Promise<CategoriesResponse> {
  const rows = await database.queryPrepared<Row>('list_categories', LIST_CATEGORIES_SQL, [userId]);

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
