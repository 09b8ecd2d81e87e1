import { asc } from 'drizzle-orm';
import { DIFFICULTIES, UNGROUPED_GROUP_SLUG, type Difficulty } from '@app/shared/constants';
import type { DbOrTx } from '../../../db/client';
import { categories, categoryGroups, questions } from '../../../db/schema/index';
import { ACCEPTED_ANSWERS_SEPARATOR, CSV_COLUMNS, type CsvColumn } from './content-file';
import { toCsv } from './csv';
import { sequentially } from '../../../db/sequential';

/** The pack format (apps/server/content/README.md), as written by an export. */
export type PackQuestion = {
  /** The shipped pack's id of a question it seeded; absent for operators' own questions. */
  id?: string;
  difficulty: Difficulty;
  questionAr: string;
  answerAr: string;
  questionEn: string | null;
  answerEn: string | null;
  source: string | null;
  acceptedAnswersAr?: string[];
  acceptedAnswersEn?: string[];
  videoUrl?: string;
  imageUrl?: string;
  active?: false;
};
export type PackCategory = {
  slug: string;
  group: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  image: string | null;
  sortOrder: number;
  questions: PackQuestion[];
};
export type PackGroup = { slug: string; nameEn: string; nameAr: string; sortOrder: number };
export type Pack = { groups: PackGroup[]; categories: PackCategory[] };

const difficultyRank = (d: Difficulty) => DIFFICULTIES.indexOf(d);

/** Every group, category and question (inactive questions too, marked), in display order. */
export async function exportContent(db: DbOrTx): Promise<Pack> {
  const [groupRows, categoryRows, questionRows] = await sequentially([
    () => db.select().from(categoryGroups).orderBy(asc(categoryGroups.sortOrder), asc(categoryGroups.id)),
    () => db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    () => db.select().from(questions).orderBy(asc(questions.id)),
  ]);
  const groupSlug = new Map(groupRows.map((g) => [g.id, g.slug]));
  const byCategory = new Map<number, typeof questionRows>();
  for (const row of questionRows) {
    const list = byCategory.get(row.categoryId) ?? [];
    list.push(row);
    byCategory.set(row.categoryId, list);
  }
  return {
    groups: groupRows.map(({ slug, nameEn, nameAr, sortOrder }) => ({ slug, nameEn, nameAr, sortOrder })),
    categories: categoryRows.map((c) => ({
      slug: c.slug,
      group: (c.groupId !== null && groupSlug.get(c.groupId)) || UNGROUPED_GROUP_SLUG,
      nameEn: c.nameEn,
      nameAr: c.nameAr,
      descriptionEn: c.descriptionEn,
      descriptionAr: c.descriptionAr,
      image: c.imageUrl,
      sortOrder: c.sortOrder,
      questions: (byCategory.get(c.id) ?? [])
        .sort((a, b) => difficultyRank(a.difficulty) - difficultyRank(b.difficulty) || a.id - b.id)
        .map((q) => ({
          ...(q.packId ? { id: q.packId } : {}),
          difficulty: q.difficulty,
          questionAr: q.questionAr,
          answerAr: q.answerAr,
          questionEn: q.questionEn,
          answerEn: q.answerEn,
          source: q.source,
          ...(q.acceptedAnswersAr.length ? { acceptedAnswersAr: q.acceptedAnswersAr } : {}),
          ...(q.acceptedAnswersEn.length ? { acceptedAnswersEn: q.acceptedAnswersEn } : {}),
          ...(q.videoUrl ? { videoUrl: q.videoUrl } : {}),
          ...(q.imageUrl ? { imageUrl: q.imageUrl } : {}),
          ...(q.active ? {} : { active: false as const }),
        })),
    })),
  };
}

export function packToJson(pack: Pack): string {
  return `${JSON.stringify(pack, null, 2)}\n`;
}

/** One row per question, every column of the documented CSV format. */
export function packToCsv(pack: Pack): string {
  const groups = new Map(pack.groups.map((g) => [g.slug, g]));
  const rows: string[][] = [[...CSV_COLUMNS]];
  for (const category of pack.categories) {
    const group = groups.get(category.group);
    for (const q of category.questions) {
      const row: Record<CsvColumn, string> = {
        category: category.slug,
        category_name_ar: category.nameAr,
        category_name_en: category.nameEn,
        group: category.group,
        group_name_ar: group?.nameAr ?? '',
        group_name_en: group?.nameEn ?? '',
        category_description_ar: category.descriptionAr,
        category_description_en: category.descriptionEn,
        category_image: category.image ?? '',
        difficulty: q.difficulty,
        question_ar: q.questionAr,
        answer_ar: q.answerAr,
        question_en: q.questionEn ?? '',
        answer_en: q.answerEn ?? '',
        accepted_answers_ar: (q.acceptedAnswersAr ?? []).join(ACCEPTED_ANSWERS_SEPARATOR),
        accepted_answers_en: (q.acceptedAnswersEn ?? []).join(ACCEPTED_ANSWERS_SEPARATOR),
        video_url: q.videoUrl ?? '',
        image_url: q.imageUrl ?? '',
        source: q.source ?? '',
        active: q.active === false ? 'false' : 'true',
      };
      rows.push(CSV_COLUMNS.map((column) => row[column]));
    }
  }
  return toCsv(rows);
}
