import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, categoryGroups, questions, serverSettings } from '../../db/schema/index';
import { formatIssue, questionKey, readJson, type ContentFile } from './content-file';

/** apps/server/content/pack.json, found from src/ in development and from dist/ when built. */
export function shippedPackPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const up of ['../../../content', '../content', '../../content']) {
    const candidate = path.resolve(here, up, 'pack.json');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`The question pack (content/pack.json) was not found near ${here}`);
}

export function readShippedPack(): ContentFile {
  const file = shippedPackPath();
  const { file: pack, issues } = readJson(readFileSync(file, 'utf8'));
  if (issues.length > 0) {
    throw new Error(`The question pack ${file} has ${issues.length} problems, e.g. ${issues.slice(0, 3).map(formatIssue).join('; ')}`);
  }
  return pack;
}

/**
 * What the seeder has already put in the database, so that an operator's later edits (a renamed
 * or deleted category, a rewritten question) are never overwritten nor duplicated by the next start.
 */
export const PACK_SEEDED_KEY = 'content_pack_seeded';
type SeededMarker = { groups: string[]; categories: string[]; questions: string[] };
const emptyMarker = (): SeededMarker => ({ groups: [], categories: [], questions: [] });

const seededQuestionKey = (categorySlug: string, questionAr: string) =>
  createHash('sha256').update(questionKey(categorySlug, questionAr)).digest('base64url').slice(0, 16);

function pending(pack: ContentFile, marker: SeededMarker) {
  const groups = new Set(marker.groups);
  const cats = new Set(marker.categories);
  const qs = new Set(marker.questions);
  return {
    groups: pack.groups.filter((g) => !groups.has(g.slug)),
    categories: pack.categories.filter((c) => !cats.has(c.slug)),
    questions: pack.categories.flatMap((c) =>
      c.questions
        .map((q) => ({ category: c.slug, question: q, key: seededQuestionKey(c.slug, q.questionAr) }))
        .filter(({ key }) => !qs.has(key)),
    ),
  };
}

export type SeedPackResult = { groups: number; categories: number; questions: number };

/**
 * Loads the shipped pack: adds the groups, categories and questions the seeder has never added
 * before (a newer pack's new questions too), keyed on slugs and on category + Arabic text; never
 * updates a row. Cheap when there is nothing new (one query).
 */
export async function seedContentPack(db: Db, pack: ContentFile = readShippedPack()): Promise<SeedPackResult> {
  const readMarker = async (executor: Pick<Db, 'select'>, lock: boolean) => {
    const query = executor.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, PACK_SEEDED_KEY));
    const [row] = lock ? await query.for('update') : await query;
    return { ...emptyMarker(), ...((row?.value as Partial<SeededMarker> | undefined) ?? {}) };
  };
  const first = pending(pack, await readMarker(db, false));
  if (first.groups.length + first.categories.length + first.questions.length === 0) return { groups: 0, categories: 0, questions: 0 };

  return db.transaction(async (tx) => {
    await tx.insert(serverSettings).values({ key: PACK_SEEDED_KEY, value: emptyMarker() }).onConflictDoNothing();
    const marker = await readMarker(tx, true);
    const todo = pending(pack, marker);
    const added: SeedPackResult = { groups: 0, categories: 0, questions: 0 };

    if (todo.groups.length > 0) {
      const rows = await tx
        .insert(categoryGroups)
        .values(todo.groups.map((g) => ({ slug: g.slug, nameEn: g.nameEn ?? g.slug, nameAr: g.nameAr ?? g.slug, sortOrder: g.sortOrder ?? 0 })))
        .onConflictDoNothing()
        .returning({ id: categoryGroups.id });
      added.groups = rows.length;
    }
    if (todo.categories.length > 0) {
      const groupSlugs = [...new Set(todo.categories.flatMap((c) => (typeof c.group === 'string' ? [c.group] : [])))];
      const groupRows = groupSlugs.length
        ? await tx.select({ id: categoryGroups.id, slug: categoryGroups.slug }).from(categoryGroups).where(inArray(categoryGroups.slug, groupSlugs))
        : [];
      const groupIds = new Map(groupRows.map((g) => [g.slug, g.id]));
      const rows = await tx
        .insert(categories)
        .values(
          todo.categories.map((c) => ({
            slug: c.slug,
            nameEn: c.nameEn ?? c.slug,
            nameAr: c.nameAr ?? c.slug,
            descriptionEn: c.descriptionEn ?? '',
            descriptionAr: c.descriptionAr ?? '',
            imageUrl: c.image ?? null,
            groupId: typeof c.group === 'string' ? (groupIds.get(c.group) ?? null) : null,
            sortOrder: c.sortOrder ?? 0,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: categories.id });
      added.categories = rows.length;
    }
    if (todo.questions.length > 0) {
      // Questions go only into categories that still exist (an operator may have deleted one).
      const slugs = [...new Set(todo.questions.map((q) => q.category))];
      const categoryRows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs));
      const categoryIds = new Map(categoryRows.map((c) => [c.slug, c.id]));
      const values = todo.questions.flatMap(({ category, question: q }) => {
        const categoryId = categoryIds.get(category);
        if (categoryId === undefined) return [];
        return [
          {
            categoryId,
            difficulty: q.difficulty,
            questionAr: q.questionAr,
            answerAr: q.answerAr,
            questionEn: q.questionEn ?? null,
            answerEn: q.answerEn ?? null,
            acceptedAnswersAr: q.acceptedAnswersAr ?? [],
            acceptedAnswersEn: q.acceptedAnswersEn ?? [],
            videoUrl: q.videoUrl ?? null,
            imageUrl: q.imageUrl ?? null,
            sourceNote: q.source ?? null,
            active: q.active ?? true,
          },
        ];
      });
      for (let i = 0; i < values.length; i += 200) {
        const rows = await tx.insert(questions).values(values.slice(i, i + 200)).onConflictDoNothing().returning({ id: questions.id });
        added.questions += rows.length;
      }
    }

    const next: SeededMarker = {
      groups: [...marker.groups, ...todo.groups.map((g) => g.slug)],
      categories: [...marker.categories, ...todo.categories.map((c) => c.slug)],
      questions: [...marker.questions, ...todo.questions.map((q) => q.key)],
    };
    await tx.update(serverSettings).set({ value: next, updatedAt: new Date() }).where(eq(serverSettings.key, PACK_SEEDED_KEY));
    return added;
  });
}
