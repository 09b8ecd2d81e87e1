import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { categories, categoryGroups, questions } from '../../../db/schema/index';
import { contentIssue } from '@app/shared/content-issues';
import { newQuestionColumns, questionColumns } from '../question-columns';
import { fieldLabel, questionKey, type ContentFile, type ContentIssue, type QuestionInput } from './content-file';

export type Counts = { created: number; updated: number; unchanged: number };
export type ImportSummary = { groups: Counts; categories: Counts; questions: Counts };
export type QuestionAction = 'created' | 'updated' | 'unchanged';
/** What the import does (or did) with each question of the file, in the file's order. */
export type ImportPlan = Map<QuestionInput, QuestionAction>;
export type ImportResult = { ok: true; summary: ImportSummary; plan: ImportPlan } | { ok: false; issues: ContentIssue[] };

type GroupRow = typeof categoryGroups.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;
type NewQuestion = typeof questions.$inferInsert;

const counts = (): Counts => ({ created: 0, updated: 0, unchanged: 0 });
const INSERT_CHUNK = 200;

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, i) => item === b[i]) : a === b;

/** The fields of `next` that are given and differ from `current` (lists compared item by item). */
function changes<T extends Record<string, unknown>>(current: T, next: Partial<T>): Partial<T> {
  const diff: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] !== undefined && !same(next[key], current[key])) diff[key] = next[key];
  }
  return diff;
}

/** What a file gives of a question, keyed as the table stores it (the Arabic text is the question's key, never changed). */
const questionValues = (q: QuestionInput) => {
  const { questionAr: _key, ...values } = questionColumns(q);
  return values;
};

/**
 * Imports a file that was read without problems. Checks what needs the database first (new
 * groups and categories need both names; groups must exist) and writes nothing unless all is
 * well; then creates what is missing and updates what differs, in one transaction. Keyed on the
 * category slug and on category + Arabic question text, so importing the same file again
 * changes nothing. With dryRun, reports what would change and writes nothing.
 */
export type ImportOptions = {
  dryRun?: boolean;
  /** Runs inside the import's transaction once everything is written (the console records the operator's action). */
  afterWrite?: (tx: Tx, summary: ImportSummary) => Promise<void>;
};

export async function importContent(db: Db, file: ContentFile, options: ImportOptions = {}): Promise<ImportResult> {
  const label = (field: Parameters<typeof fieldLabel>[1]) => fieldLabel(file.format, field);
  const slugs = file.categories.map((c) => c.slug);
  const [groupRows, categoryRows] = await Promise.all([
    db.select().from(categoryGroups),
    db.select().from(categories),
  ]);
  const wantedIds = categoryRows.filter((c) => slugs.includes(c.slug)).map((c) => c.id);
  const questionRows = wantedIds.length
    ? await db.select().from(questions).where(inArray(questions.categoryId, wantedIds))
    : [];

  const groupBySlug = new Map(groupRows.map((g) => [g.slug, g]));
  const categoryBySlug = new Map(categoryRows.map((c) => [c.slug, c]));
  const fileGroups = new Map(file.groups.map((g) => [g.slug, g]));

  const issues: ContentIssue[] = [];
  for (const group of file.groups) {
    if (groupBySlug.has(group.slug)) continue;
    for (const field of ['groupNameAr', 'groupNameEn'] as const) {
      if (!group[field === 'groupNameAr' ? 'nameAr' : 'nameEn']) {
        issues.push(contentIssue(group.where, 'new_group_missing', { slug: group.slug, field: label(field) }));
      }
    }
  }
  for (const category of file.categories) {
    if (typeof category.group === 'string' && !groupBySlug.has(category.group) && !fileGroups.has(category.group)) {
      issues.push(
        file.format === 'csv'
          ? contentIssue(category.where, 'group_unknown_csv', { value: category.group, field: label('groupNameAr'), other: label('groupNameEn') })
          : contentIssue(category.where, 'group_unknown_json', { value: category.group }),
      );
    }
    if (!categoryBySlug.has(category.slug)) {
      for (const field of ['nameAr', 'nameEn'] as const) {
        if (!category[field]) {
          issues.push(contentIssue(category.where, 'new_category_missing', { slug: category.slug, field: label(field) }));
        }
      }
    }
  }
  if (issues.length > 0) return { ok: false, issues };

  // The plan: what to create and what to update.
  const summary: ImportSummary = { groups: counts(), categories: counts(), questions: counts() };
  const plan: ImportPlan = new Map();
  let nextGroupOrder = Math.max(0, ...groupRows.map((g) => g.sortOrder)) + 1;
  const newGroups: (typeof categoryGroups.$inferInsert)[] = [];
  const groupUpdates: { id: number; set: Partial<GroupRow> }[] = [];
  for (const group of file.groups) {
    const current = groupBySlug.get(group.slug);
    if (!current) {
      newGroups.push({ slug: group.slug, nameEn: group.nameEn!, nameAr: group.nameAr!, sortOrder: group.sortOrder ?? nextGroupOrder++ });
      summary.groups.created++;
      continue;
    }
    const set = changes<GroupRow>(current, { nameEn: group.nameEn, nameAr: group.nameAr, sortOrder: group.sortOrder });
    if (Object.keys(set).length > 0) {
      groupUpdates.push({ id: current.id, set });
      summary.groups.updated++;
    } else {
      summary.groups.unchanged++;
    }
  }

  let nextCategoryOrder = Math.max(0, ...categoryRows.map((c) => c.sortOrder)) + 1;
  const newCategories: { slug: string; group: string | null; values: Omit<typeof categories.$inferInsert, 'groupId'> }[] = [];
  const categoryUpdates: { id: number; group: string | null | undefined; set: Partial<CategoryRow> }[] = [];
  const newQuestions: { categorySlug: string; values: Omit<NewQuestion, 'categoryId'> }[] = [];
  const questionUpdates: { id: number; set: Partial<QuestionRow> }[] = [];
  const questionsByKey = new Map<string, QuestionRow>();
  const slugById = new Map(categoryRows.map((c) => [c.id, c.slug]));
  for (const row of questionRows) questionsByKey.set(questionKey(slugById.get(row.categoryId)!, row.questionAr), row);

  for (const category of file.categories) {
    const current = categoryBySlug.get(category.slug);
    const values = {
      nameEn: category.nameEn,
      nameAr: category.nameAr,
      descriptionEn: category.descriptionEn,
      descriptionAr: category.descriptionAr,
      imageUrl: category.image,
      sortOrder: category.sortOrder,
    };
    if (!current) {
      newCategories.push({
        slug: category.slug,
        group: category.group ?? null,
        values: { ...values, slug: category.slug, nameEn: category.nameEn!, nameAr: category.nameAr!, sortOrder: category.sortOrder ?? nextCategoryOrder++ },
      });
      summary.categories.created++;
    } else {
      const set = changes<CategoryRow>(current, values);
      const currentGroup = groupRows.find((g) => g.id === current.groupId)?.slug ?? null;
      const groupChanged = category.group !== undefined && category.group !== currentGroup;
      if (Object.keys(set).length > 0 || groupChanged) {
        categoryUpdates.push({ id: current.id, group: groupChanged ? category.group : undefined, set });
        summary.categories.updated++;
      } else {
        summary.categories.unchanged++;
      }
    }
    for (const question of category.questions) {
      const existing = questionsByKey.get(questionKey(category.slug, question.questionAr));
      if (!existing) {
        newQuestions.push({ categorySlug: category.slug, values: newQuestionColumns(question) });
        summary.questions.created++;
        plan.set(question, 'created');
        continue;
      }
      const set = changes<QuestionRow>(existing, questionValues(question));
      if (Object.keys(set).length > 0) {
        questionUpdates.push({ id: existing.id, set });
        summary.questions.updated++;
        plan.set(question, 'updated');
      } else {
        summary.questions.unchanged++;
        plan.set(question, 'unchanged');
      }
    }
  }
  if (options.dryRun) return { ok: true, summary, plan };

  await db.transaction(async (tx: Tx) => {
    const groupIds = new Map(groupRows.map((g) => [g.slug, g.id]));
    if (newGroups.length > 0) {
      const inserted = await tx.insert(categoryGroups).values(newGroups).returning({ id: categoryGroups.id, slug: categoryGroups.slug });
      for (const row of inserted) groupIds.set(row.slug, row.id);
    }
    for (const { id, set } of groupUpdates) await tx.update(categoryGroups).set(set).where(eq(categoryGroups.id, id));

    const categoryIds = new Map(categoryRows.map((c) => [c.slug, c.id]));
    if (newCategories.length > 0) {
      const inserted = await tx
        .insert(categories)
        .values(newCategories.map((c) => ({ ...c.values, groupId: c.group === null ? null : groupIds.get(c.group)! })))
        .returning({ id: categories.id, slug: categories.slug });
      for (const row of inserted) categoryIds.set(row.slug, row.id);
    }
    for (const { id, group, set } of categoryUpdates) {
      const groupId = group === undefined ? {} : { groupId: group === null ? null : groupIds.get(group)! };
      await tx.update(categories).set({ ...set, ...groupId }).where(eq(categories.id, id));
    }

    for (let i = 0; i < newQuestions.length; i += INSERT_CHUNK) {
      await tx.insert(questions).values(
        newQuestions.slice(i, i + INSERT_CHUNK).map((q) => ({ ...q.values, categoryId: categoryIds.get(q.categorySlug)! })),
      );
    }
    for (const { id, set } of questionUpdates) await tx.update(questions).set(set).where(eq(questions.id, id));
    await options.afterWrite?.(tx, summary);
  });
  return { ok: true, summary, plan };
}

export function describeSummary(summary: ImportSummary): string {
  const part = (name: string, c: Counts) => `${name}: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`;
  return [part('groups', summary.groups), part('categories', summary.categories), part('questions', summary.questions)].join('; ');
}
