import { UNGROUPED_GROUP_SLUG } from '@app/shared/constants';
import { SLUG_PATTERN, cleanText, questionKey } from '@app/shared/question-bank';
import type { ContentIssue } from '@app/shared/content-issues';
import { CSV_COLUMNS, type ContentFormat, type CsvColumn } from './content-labels';
import { ContentReader, type ReadResult } from './content-reader';
import { parseCsv } from './csv';

/**
 * A question-bank file (CSV or the JSON pack format, see docs/content-format.md) read into one
 * model: each row's values decoded (content-values.ts), checked by the question bank's one schema
 * and across rows (content-reader.ts).
 */
export type { ContentFormat } from './content-labels';
export { CSV_COLUMNS, fieldLabel, type CsvColumn, type FieldName } from './content-labels';
export type { CategoryInput, ContentFile, GroupInput, QuestionInput, ReadResult } from './content-reader';
export { ACCEPTED_ANSWERS_SEPARATOR } from './content-values';
export { cleanText, questionKey };

export type { ContentIssue };

const REQUIRED_COLUMNS: CsvColumn[] = ['category', 'difficulty', 'question_ar', 'answer_ar'];

/** Reads a CSV file: a header row naming the columns (any order), then one question per row. */
export function readCsv(text: string): ReadResult {
  const reader = new ContentReader('csv');
  const { records, problems } = parseCsv(text);
  for (const problem of problems) reader.issue(`line ${problem.line}`, problem.code, problem.params);
  const [header, ...rows] = records;
  if (!header) {
    reader.issue('line 1', 'file_empty', { columns: REQUIRED_COLUMNS.join(', ') });
    return reader.result();
  }
  const columns = header.fields.map((name) => cleanText(name).toLowerCase());
  const index = new Map<CsvColumn, number>();
  let headerOk = true;
  columns.forEach((name, i) => {
    if (!(CSV_COLUMNS as readonly string[]).includes(name)) {
      reader.issue(`line ${header.line}`, 'column_unknown', { value: name, columns: CSV_COLUMNS.join(', ') });
      headerOk = false;
    } else if (index.has(name as CsvColumn)) {
      reader.issue(`line ${header.line}`, 'column_twice', { value: name });
      headerOk = false;
    } else {
      index.set(name as CsvColumn, i);
    }
  });
  for (const required of REQUIRED_COLUMNS) {
    if (!index.has(required)) {
      reader.issue(`line ${header.line}`, 'column_missing', { value: required });
      headerOk = false;
    }
  }
  if (index.has('question_en') !== index.has('answer_en')) {
    reader.issue(`line ${header.line}`, 'english_columns_pair');
    headerOk = false;
  }
  if (!headerOk) return reader.result();
  if (rows.length === 0) reader.issue(`line ${header.line}`, 'no_questions');
  const perCategory = new Map<string, number>();

  for (const record of rows) {
    const where = `line ${record.line}`;
    if (record.fields.length !== columns.length) {
      reader.issue(where, 'field_count', { given: record.fields.length, columns: columns.length });
      continue;
    }
    const get = (column: CsvColumn): string | undefined => {
      const i = index.get(column);
      return i === undefined ? undefined : record.fields[i];
    };
    const groupSlug = get('group');
    const groupNameEn = get('group_name_en');
    const groupNameAr = get('group_name_ar');
    if (groupSlug && SLUG_PATTERN.test(cleanText(groupSlug)) && cleanText(groupSlug) !== UNGROUPED_GROUP_SLUG && (groupNameEn || groupNameAr)) {
      reader.addGroup(where, { slug: groupSlug, nameEn: groupNameEn, nameAr: groupNameAr });
    }
    const category = reader.addCategory(where, {
      slug: get('category'),
      nameEn: get('category_name_en'),
      nameAr: get('category_name_ar'),
      group: groupSlug === '' ? undefined : groupSlug,
      descriptionEn: get('category_description_en'),
      descriptionAr: get('category_description_ar'),
      image: get('category_image'),
    });
    const slug = cleanText(get('category') ?? '');
    perCategory.set(slug, (perCategory.get(slug) ?? 0) + 1);
    reader.addQuestion(where, `${slug}#${perCategory.get(slug)}`, category, {
      difficulty: get('difficulty'),
      questionAr: get('question_ar'),
      answerAr: get('answer_ar'),
      questionEn: get('question_en'),
      answerEn: get('answer_en'),
      acceptedAnswersAr: get('accepted_answers_ar'),
      acceptedAnswersEn: get('accepted_answers_en'),
      videoUrl: get('video_url'),
      imageUrl: get('image_url'),
      source: get('source'),
      active: get('active'),
    });
  }
  return reader.result();
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the JSON pack format (apps/server/content/README.md): { groups: [...], categories: [...] }. */
export function readJson(text: string): ReadResult {
  const reader = new ContentReader('json');
  let data: unknown;
  try {
    data = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    reader.issue('file', 'json_invalid', { detail: error instanceof Error ? error.message : String(error) });
    return reader.result();
  }
  if (!isObject(data) || !Array.isArray(data.categories)) {
    reader.issue('file', 'json_shape');
    return reader.result();
  }
  if (data.groups !== undefined && !Array.isArray(data.groups)) reader.issue('file', 'groups_not_list');
  const groups = Array.isArray(data.groups) ? data.groups : [];
  /** 'category "imam-ali"', or the position when the slug is missing or used twice. */
  const named = (kind: string, list: string, i: number, slug: unknown, seen: Set<unknown>) => {
    const usable = typeof slug === 'string' && slug !== '';
    const where = usable && !seen.has(slug) ? `${kind} "${slug}"` : usable ? `${list}[${i}] ("${slug}")` : `${list}[${i}]`;
    seen.add(slug);
    return where;
  };
  const groupSlugs = new Set<unknown>();
  groups.forEach((group, i) => {
    if (!isObject(group)) return reader.issue(`groups[${i}]`, 'not_object');
    reader.addGroup(named('group', 'groups', i, group.slug, groupSlugs), {
      slug: group.slug,
      nameEn: group.nameEn ?? '',
      nameAr: group.nameAr ?? '',
      sortOrder: group.sortOrder,
    });
  });
  if (data.categories.length === 0) reader.issue('file', 'categories_empty');
  const categorySlugs = new Set<unknown>();
  data.categories.forEach((raw: unknown, i: number) => {
    if (!isObject(raw)) return reader.issue(`categories[${i}]`, 'not_object');
    const where = named('category', 'categories', i, raw.slug, categorySlugs);
    const category = reader.addCategory(where, {
      slug: raw.slug,
      nameEn: raw.nameEn,
      nameAr: raw.nameAr,
      group: raw.group,
      descriptionEn: raw.descriptionEn,
      descriptionAr: raw.descriptionAr,
      image: raw.image,
      sortOrder: raw.sortOrder,
    });
    if (!Array.isArray(raw.questions)) return reader.issue(where, 'questions_not_list');
    raw.questions.forEach((question: unknown, j: number) => {
      const ref = `${typeof raw.slug === 'string' ? raw.slug : ''}#${j + 1}`;
      // imam-ali#3, or the position when the category has no usable slug of its own.
      const qWhere = category && where === `category "${category.slug}"` ? ref : `${where}, question ${j + 1}`;
      if (!isObject(question)) return reader.issue(qWhere, 'not_object');
      reader.addQuestion(qWhere, ref, category, {
        id: question.id,
        difficulty: question.difficulty,
        questionAr: question.questionAr,
        answerAr: question.answerAr,
        questionEn: question.questionEn,
        answerEn: question.answerEn,
        acceptedAnswersAr: question.acceptedAnswersAr,
        acceptedAnswersEn: question.acceptedAnswersEn,
        videoUrl: question.videoUrl,
        imageUrl: question.imageUrl,
        source: question.source,
        active: question.active,
      });
    });
  });
  return reader.result();
}

export function formatOf(fileName: string): ContentFormat | undefined {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.json')) return 'json';
  return undefined;
}

export function readContent(text: string, format: ContentFormat): ReadResult {
  return format === 'csv' ? readCsv(text) : readJson(text);
}

export const formatIssue = (issue: { where: string; message: string }) => `${issue.where}: ${issue.message}`;
