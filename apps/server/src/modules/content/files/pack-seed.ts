import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QuestionTexts } from '@app/shared/contracts/content';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { categories, categoryGroups, questions, serverSettings } from '../../../db/schema/index';
import { newQuestionColumns } from '../question-columns';
import { formatIssue, questionKey, readJson, type ContentFile, type QuestionInput } from './content-file';
import type { Difficulty } from '@app/shared/constants';

/** apps/server/content/pack.json, found from src/ in development and from dist/ when built. */
export function shippedPackPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const up of ['../content', '../../content', '../../../../content']) {
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
 * What the seeder has already done, so that an operator's later edits (a renamed or deleted
 * category, a rewritten or deleted question) are never overwritten nor brought back: the group
 * and category slugs and the question ids it ever added, and the version of the pack it last
 * applied. `questions` holds what version 1 of the seeder recorded (before questions had ids).
 */
export const PACK_SEEDED_KEY = 'content_pack_seeded';
type SeededMarker = { groups: string[]; categories: string[]; questions: string[]; ids: string[]; pack?: string };
const emptyMarker = (): SeededMarker => ({ groups: [], categories: [], questions: [], ids: [] });

const hash = (value: unknown, length: number) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, length);

/** Version 1 of the seeder's key for a question it added: its category and Arabic text. */
const legacyQuestionKey = (categorySlug: string, questionAr: string) =>
  createHash('sha256').update(questionKey(categorySlug, questionAr)).digest('base64url').slice(0, 16);

/** The fields the pack seeds in a question, in one comparable form. */
type SeededFields = QuestionTexts & {
  category: string;
  difficulty: Difficulty;
  videoUrl: string | null;
  imageUrl: string | null;
  source: string | null;
  active: boolean;
};
type QuestionRow = typeof questions.$inferSelect;

/** A content hash of a question's seeded fields: a row still equal to what was seeded has the hash recorded then. */
export const questionHash = (f: SeededFields): string =>
  hash(
    [f.category, f.difficulty, f.questionAr, f.answerAr, f.questionEn, f.answerEn, f.acceptedAnswersAr, f.acceptedAnswersEn, f.videoUrl, f.imageUrl, f.source, f.active],
    22,
  );

const fromPack = (category: string, q: QuestionInput): SeededFields => ({ category, ...newQuestionColumns(q) });

/** A stored question's seeded fields, read the same way as the pack's (so the two compare). */
const fromRow = (category: string, row: QuestionRow): SeededFields => ({ category, ...newQuestionColumns(row) });

const columnsOf = ({ category: _category, ...fields }: SeededFields) => fields;

/**
 * Installs seeded by version 1 of the seeder have no ids on their questions: what version 1 of
 * the pack seeded, by version 1's key, as [id, hash of the fields seeded]. Written once from that
 * pack (packFingerprints) into content/pack-1-fingerprints.json.
 */
export type LegacyFingerprints = Record<string, [id: string, hash: string]>;

export function packFingerprints(pack: ContentFile): LegacyFingerprints {
  const entries = pack.categories.flatMap((c) =>
    c.questions.map((q): [string, [string, string]] => [legacyQuestionKey(c.slug, q.questionAr), [q.id!, questionHash(fromPack(c.slug, q))]]),
  );
  return Object.fromEntries(entries);
}

export function readLegacyFingerprints(): LegacyFingerprints {
  const file = path.join(path.dirname(shippedPackPath()), 'pack-1-fingerprints.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { questions: LegacyFingerprints }).questions;
}

/** Changes when the pack (or the way it is seeded) changes: an unchanged pack costs one query. */
const packVersion = (pack: ContentFile) => hash(['seeder-2', pack.groups, pack.categories], 22);

export type SeedPackResult = {
  groups: number;
  categories: number;
  /** Questions added. */
  questions: number;
  /** Questions corrected to the pack's new version (no operator had edited them). */
  updated: number;
  /** Questions the pack no longer has, hidden from new games (no operator had edited them). */
  hidden: number;
};
const nothing = (): SeedPackResult => ({ groups: 0, categories: 0, questions: 0, updated: 0, hidden: 0 });

/**
 * Loads the shipped pack on start. Adds the groups and categories it has never added (by slug)
 * and the questions it has never added (by id). A question it seeded that no operator has edited
 * since (the row still has the hash recorded when seeded) follows the pack: corrected to the new
 * version, or hidden from new games when the pack dropped it (never deleted: games refer to it).
 * A question an operator edited, hid or deleted is left alone. One query when the pack is the one
 * already applied.
 */
export async function seedContentPack(
  db: Db,
  pack: ContentFile = readShippedPack(),
  legacy: () => LegacyFingerprints = readLegacyFingerprints,
): Promise<SeedPackResult> {
  const withoutId = pack.categories.flatMap((c) => c.questions.filter((q) => !q.id).map((q) => q.ref));
  if (withoutId.length > 0) throw new Error(`The question pack has questions without an id: ${withoutId.slice(0, 3).join(', ')}`);
  const version = packVersion(pack);
  const readMarker = async (executor: Pick<Db, 'select'>, lock: boolean) => {
    const query = executor.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, PACK_SEEDED_KEY));
    const [row] = lock ? await query.for('update') : await query;
    return { ...emptyMarker(), ...((row?.value as Partial<SeededMarker> | undefined) ?? {}) };
  };
  if ((await readMarker(db, false)).pack === version) return nothing();

  return db.transaction(async (tx) => {
    await tx.insert(serverSettings).values({ key: PACK_SEEDED_KEY, value: emptyMarker() }).onConflictDoNothing();
    const marker = await readMarker(tx, true);
    if (marker.pack === version) return nothing();
    const done = nothing();

    const knownGroups = new Set(marker.groups);
    const newGroups = pack.groups.filter((g) => !knownGroups.has(g.slug));
    if (newGroups.length > 0) {
      const rows = await tx
        .insert(categoryGroups)
        .values(newGroups.map((g) => ({ slug: g.slug, nameEn: g.nameEn ?? g.slug, nameAr: g.nameAr ?? g.slug, sortOrder: g.sortOrder ?? 0 })))
        .onConflictDoNothing()
        .returning({ id: categoryGroups.id });
      done.groups = rows.length;
    }
    const knownCategories = new Set(marker.categories);
    const newCategories = pack.categories.filter((c) => !knownCategories.has(c.slug));
    if (newCategories.length > 0) {
      const groupRows = await tx.select({ id: categoryGroups.id, slug: categoryGroups.slug }).from(categoryGroups);
      const groupIds = new Map(groupRows.map((g) => [g.slug, g.id]));
      const rows = await tx
        .insert(categories)
        .values(
          newCategories.map((c) => ({
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
      done.categories = rows.length;
    }

    // Questions go only into categories that still exist (an operator may have deleted one).
    const categoryRows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
    const slugOf = new Map(categoryRows.map((c) => [c.id, c.slug]));
    const categoryIdOf = new Map(categoryRows.map((c) => [c.slug, c.id]));
    const rows = await tx.select().from(questions);
    const seededIds = new Set(marker.ids);
    if (marker.questions.length > 0) {
      for (const id of await linkVersionOne(tx, rows, slugOf, new Set(marker.questions), legacy())) seededIds.add(id);
    }
    const taken = new Set(rows.map((row) => questionKey(String(row.categoryId), row.questionAr)));
    const byPackId = new Map(rows.flatMap((row) => (row.packId ? [[row.packId, row] as const] : [])));
    const unedited = (row: QuestionRow) => row.packHash !== null && questionHash(fromRow(slugOf.get(row.categoryId) ?? '', row)) === row.packHash;

    const inserts: (typeof questions.$inferInsert)[] = [];
    for (const category of pack.categories) {
      const categoryId = categoryIdOf.get(category.slug);
      for (const question of category.questions) {
        const fields = fromPack(category.slug, question);
        const packHash = questionHash(fields);
        const row = byPackId.get(question.id!);
        if (!row) {
          if (!seededIds.has(question.id!) && categoryId !== undefined) {
            inserts.push({ ...columnsOf(fields), categoryId, packId: question.id!, packHash });
          }
          continue;
        }
        if (row.packHash === packHash || !unedited(row) || categoryId === undefined) continue;
        const key = questionKey(String(categoryId), fields.questionAr);
        const moved = key !== questionKey(String(row.categoryId), row.questionAr);
        if (moved && taken.has(key)) continue; // an operator already wrote that question there
        await tx.update(questions).set({ ...columnsOf(fields), categoryId, packHash }).where(eq(questions.id, row.id));
        if (moved) taken.add(key);
        done.updated++;
      }
    }
    const packIds = new Set(pack.categories.flatMap((c) => c.questions.map((q) => q.id!)));
    for (const row of byPackId.values()) {
      if (packIds.has(row.packId!) || !row.active || !unedited(row)) continue;
      const packHash = questionHash({ ...fromRow(slugOf.get(row.categoryId) ?? '', row), active: false });
      await tx.update(questions).set({ active: false, packHash }).where(eq(questions.id, row.id));
      done.hidden++;
    }
    for (let i = 0; i < inserts.length; i += 200) {
      const added = await tx.insert(questions).values(inserts.slice(i, i + 200)).onConflictDoNothing().returning({ id: questions.id });
      done.questions += added.length;
    }

    const next: SeededMarker = {
      groups: [...marker.groups, ...newGroups.map((g) => g.slug)],
      categories: [...marker.categories, ...newCategories.map((c) => c.slug)],
      questions: [],
      ids: [...new Set([...seededIds, ...packIds])],
      pack: version,
    };
    await tx.update(serverSettings).set({ value: next, updatedAt: new Date() }).where(eq(serverSettings.key, PACK_SEEDED_KEY));
    return done;
  });
}

/**
 * An install seeded by version 1 (questions without ids): gives each question version 1 added
 * its id and the hash of what was added, so the rest of the seeder can tell corrected from edited.
 * Answers every id version 1 added, also of questions an operator has since deleted or rewritten.
 */
async function linkVersionOne(
  tx: Tx,
  rows: QuestionRow[],
  slugOf: Map<number, string>,
  seededKeys: Set<string>,
  fingerprints: LegacyFingerprints,
): Promise<string[]> {
  for (const row of rows) {
    if (row.packId) continue;
    const key = legacyQuestionKey(slugOf.get(row.categoryId) ?? '', row.questionAr);
    const entry = fingerprints[key];
    if (!entry || !seededKeys.has(key)) continue;
    [row.packId, row.packHash] = entry;
    await tx.update(questions).set({ packId: row.packId, packHash: row.packHash }).where(eq(questions.id, row.id));
  }
  return Object.entries(fingerprints).flatMap(([key, [id]]) => (seededKeys.has(key) ? [id] : []));
}
