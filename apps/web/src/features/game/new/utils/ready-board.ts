import { MAX_CATEGORIES_PER_GAME } from '@app/shared/constants';
import type { CategoryGroup } from '@app/shared/contracts/content';

/**
 * The board an occasion suggests: its categories in order of fit, those with games left for this
 * player; then, to make 6, the playable categories of the same groups; then any playable one.
 */
export function readyBoard(occasionSlugs: readonly string[], groups: readonly CategoryGroup[]): number[] {
  const playable = (c: { remainingGames: number }) => c.remainingGames > 0;
  const entries = groups.flatMap((group) => group.categories.map((category) => ({ category, group: group.slug })));
  const bySlug = new Map(entries.map((entry) => [entry.category.slug, entry]));
  const picked: number[] = [];
  const add = (id: number) => {
    if (picked.length < MAX_CATEGORIES_PER_GAME && !picked.includes(id)) picked.push(id);
  };
  const fitting = occasionSlugs.flatMap((slug) => bySlug.get(slug) ?? []);
  for (const { category } of fitting) if (playable(category)) add(category.id);
  const related = [...new Set(fitting.map((entry) => entry.group))];
  for (const group of related) {
    for (const entry of entries) if (entry.group === group && playable(entry.category)) add(entry.category.id);
  }
  for (const { category } of entries) if (playable(category)) add(category.id);
  return picked;
}
