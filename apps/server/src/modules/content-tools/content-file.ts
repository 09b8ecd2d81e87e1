import type { z } from 'zod';
import { UNGROUPED_GROUP_SLUG, type Difficulty } from '@app/shared/constants';
import {
  SLUG_PATTERN,
  categoryFileSchema,
  cleanText,
  groupFieldsSchema,
  questionFieldsSchema,
  questionKey,
} from '@app/shared/question-bank';
import type { QuestionFieldValues } from '../content/index';
import { CSV_COLUMNS, fieldLabel, type ContentFormat, type CsvColumn, type FieldName } from './content-labels';
import { contentIssue, type ContentIssue, type ContentIssueCode, type ContentIssueParams } from '@app/shared/content-issues';
import { parseCsv } from './csv';
import { describeIssue } from './describe-issue';

/**
 * A question-bank file (CSV or the JSON pack format, see docs/content-format.md) read into one
 * model. Each format's values are first decoded (a CSV's "yes", "سهل", "a | b"; a JSON number
 * given for a text), then checked by the question bank's one schema (@app/shared/question-bank).
 * A field left undefined means "not in the file": an import keeps what the database has (and
 * uses the default when it creates the row). null means "clear it".
 */
export type { ContentFormat } from './content-labels';
export { CSV_COLUMNS, fieldLabel, type CsvColumn, type FieldName } from './content-labels';
export { cleanText, questionKey };

export type { ContentIssue };

export type GroupInput = {
  where: string;
  slug: string;
  nameEn?: string;
  nameAr?: string;
  sortOrder?: number;
};

export type QuestionInput = QuestionFieldValues & {
  where: string;
  /** `category-slug#n`: the n-th question of its category in the file (messages name questions so). */
  ref: string;
  /** The stable id of a question of the shipped pack ("imam-ali-06"), which upgrades follow. */
  id?: string;
  difficulty: Difficulty;
  questionAr: string;
  answerAr: string;
};

export type CategoryInput = {
  where: string;
  slug: string;
  nameEn?: string;
  nameAr?: string;
  /** A group slug, null for no group ('ungrouped'). */
  group?: string | null;
  descriptionEn?: string;
  descriptionAr?: string;
  image?: string | null;
  sortOrder?: number;
  questions: QuestionInput[];
};

export type ContentFile = { format: ContentFormat; groups: GroupInput[]; categories: CategoryInput[] };

export type ReadResult = { file: ContentFile; issues: ContentIssue[] };

const REQUIRED_COLUMNS: CsvColumn[] = ['category', 'difficulty', 'question_ar', 'answer_ar'];

const DIFFICULTY_WORDS: Record<string, Difficulty> = {
  easy: 'easy',
  normal: 'normal',
  medium: 'normal',
  hard: 'hard',
  'سهل': 'easy',
  'متوسط': 'normal',
  'صعب': 'hard',
};
const TRUE_WORDS = new Set(['true', 'yes', '1', 'نعم']);
const FALSE_WORDS = new Set(['false', 'no', '0', 'لا']);

/** Accepted answers in one CSV field: "al-Rida | Ali ibn Musa". */
export const ACCEPTED_ANSWERS_SEPARATOR = ' | ';

/** A JSON number given for a text ("answerAr": 114) is that text. */
const asText = (raw: unknown) => (typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw);
const isBlank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && cleanText(raw) === '');
/** undefined when blank (the value is kept), else the value. */
const unlessBlank = (raw: unknown) => (isBlank(raw) ? undefined : asText(raw));
const withoutUndefined = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** Field names of the schema's keys where a message names them otherwise (a group's slug is the "group" column). */
const GROUP_NAMES: Partial<Record<string, FieldName>> = { slug: 'groupSlug', nameEn: 'groupNameEn', nameAr: 'groupNameAr' };

/**
 * Collects categories, groups and questions from either format, checking each with the
 * question bank's schema (every problem is reported, with where it is) and across rows
 * (duplicates, conflicting category names).
 */
class ContentReader {
  readonly issues: ContentIssue[] = [];
  private readonly groups = new Map<string, GroupInput>();
  private readonly categories = new Map<string, CategoryInput>();
  private readonly questionWhere = new Map<string, string>();
  private readonly idWhere = new Map<string, string>();

  constructor(readonly format: ContentFormat) {}

  issue(where: string, code: ContentIssueCode, params: ContentIssueParams = {}): void {
    this.issues.push(contentIssue(where, code, params));
  }

  label(field: FieldName): string {
    return fieldLabel(this.format, field);
  }

  /** The schema's output, or undefined after reporting every problem. */
  private check<S extends z.ZodType>(
    where: string,
    schema: S,
    input: Record<string, unknown>,
    names?: Partial<Record<string, FieldName>>,
  ): z.output<S> | undefined {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const { code, params } = describeIssue(issue, input, this.format, names);
      this.issue(where, code, params);
    }
    return undefined;
  }

  /** Accepted answers as a list: a CSV field split at "|"; blank is [] (clears them). */
  private acceptedAnswers(raw: unknown): unknown {
    if (raw === undefined) return undefined;
    if (raw === null || raw === '') return [];
    if (this.format === 'csv' && typeof raw === 'string') return raw.split('|');
    return Array.isArray(raw) ? raw.map(asText) : raw;
  }

  /** A stored text of a category (a description): JSON "" or null is empty; a CSV's empty field keeps it. */
  private keptOrEmpty(raw: unknown): unknown {
    if (raw === undefined) return undefined;
    if (this.format === 'csv') return unlessBlank(raw);
    return raw === null ? '' : asText(raw);
  }

  private sortOrder(raw: unknown): unknown {
    if (isBlank(raw)) return undefined;
    return typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  }

  /** Stores a group; the same slug given twice must agree. */
  addGroup(where: string, raw: { slug: unknown; nameEn: unknown; nameAr: unknown; sortOrder?: unknown }): void {
    const input = {
      slug: raw.slug === undefined || raw.slug === null ? '' : asText(raw.slug),
      nameEn: unlessBlank(raw.nameEn),
      nameAr: unlessBlank(raw.nameAr),
      sortOrder: this.sortOrder(raw.sortOrder),
    };
    const group = this.check(where, groupFieldsSchema, input, GROUP_NAMES);
    if (!group) return;
    const existing = this.groups.get(group.slug);
    if (!existing) {
      this.groups.set(group.slug, { where, ...withoutUndefined(group) });
      return;
    }
    if (this.format === 'json') {
      this.issue(where, 'group_twice', { slug: group.slug, other: existing.where });
      return;
    }
    this.agree(where, existing, 'nameEn', group.nameEn, 'groupNameEn', 'group_differs', group.slug);
    this.agree(where, existing, 'nameAr', group.nameAr, 'groupNameAr', 'group_differs', group.slug);
  }

  /** CSV rows repeat the category's fields: a value given on two rows must be the same. */
  private agree<T extends { where: string }, K extends keyof T & string>(
    where: string,
    target: T,
    key: K,
    value: T[K] | undefined,
    field: FieldName,
    code: 'group_differs' | 'category_differs',
    slug: string,
  ): void {
    if (value === undefined) return;
    const current = target[key];
    if (current === undefined) {
      target[key] = value;
    } else if (current !== value) {
      this.issue(where, code, { slug, field: this.label(field), value: String(value ?? ''), current: String(current ?? ''), other: target.where });
    }
  }

  /** Returns the category to add questions to, or undefined when its fields are unusable. */
  addCategory(
    where: string,
    raw: {
      slug: unknown;
      nameEn: unknown;
      nameAr: unknown;
      group: unknown;
      descriptionEn: unknown;
      descriptionAr: unknown;
      image: unknown;
      sortOrder?: unknown;
    },
  ): CategoryInput | undefined {
    const ungrouped = raw.group === null || (typeof raw.group === 'string' && cleanText(raw.group) === UNGROUPED_GROUP_SLUG);
    const input = {
      slug: raw.slug === undefined || raw.slug === null ? '' : asText(raw.slug),
      nameEn: unlessBlank(raw.nameEn),
      nameAr: unlessBlank(raw.nameAr),
      group: ungrouped ? null : unlessBlank(raw.group),
      descriptionEn: this.keptOrEmpty(raw.descriptionEn),
      descriptionAr: this.keptOrEmpty(raw.descriptionAr),
      image: this.format === 'csv' && raw.image === '' ? undefined : raw.image,
      sortOrder: this.sortOrder(raw.sortOrder),
    };
    const fields = this.check(where, categoryFileSchema, input);
    if (!fields) return undefined;
    const { slug, ...rest } = fields;
    const existing = this.categories.get(slug);
    if (!existing) {
      const category: CategoryInput = { where, slug, ...withoutUndefined(rest), questions: [] };
      this.categories.set(slug, category);
      return category;
    }
    if (this.format === 'json') {
      this.issue(where, 'category_twice', { slug, other: existing.where });
      return undefined;
    }
    this.agree(where, existing, 'nameEn', rest.nameEn, 'nameEn', 'category_differs', slug);
    this.agree(where, existing, 'nameAr', rest.nameAr, 'nameAr', 'category_differs', slug);
    this.agree(where, existing, 'group', rest.group, 'group', 'category_differs', slug);
    this.agree(where, existing, 'descriptionEn', rest.descriptionEn, 'descriptionEn', 'category_differs', slug);
    this.agree(where, existing, 'descriptionAr', rest.descriptionAr, 'descriptionAr', 'category_differs', slug);
    this.agree(where, existing, 'image', rest.image, 'image', 'category_differs', slug);
    return existing;
  }

  addQuestion(
    where: string,
    ref: string,
    category: CategoryInput | undefined,
    raw: {
      id?: unknown;
      difficulty: unknown;
      questionAr: unknown;
      answerAr: unknown;
      questionEn: unknown;
      answerEn: unknown;
      acceptedAnswersAr: unknown;
      acceptedAnswersEn: unknown;
      videoUrl: unknown;
      imageUrl: unknown;
      source: unknown;
      active: unknown;
    },
  ): void {
    const id = this.questionId(where, raw.id);
    const input = {
      difficulty: this.difficulty(raw.difficulty),
      questionAr: asText(raw.questionAr),
      answerAr: asText(raw.answerAr),
      questionEn: asText(raw.questionEn),
      answerEn: asText(raw.answerEn),
      acceptedAnswersAr: this.acceptedAnswers(raw.acceptedAnswersAr),
      acceptedAnswersEn: this.acceptedAnswers(raw.acceptedAnswersEn),
      videoUrl: raw.videoUrl,
      imageUrl: raw.imageUrl,
      source: asText(raw.source),
      active: this.active(raw.active),
    };
    const question = this.check(where, questionFieldsSchema, input);
    if (!category || id === false || !question) return;
    const key = questionKey(category.slug, question.questionAr);
    const first = this.questionWhere.get(key);
    if (first) {
      this.issue(where, 'duplicate_question', { slug: category.slug, field: this.label('questionAr'), other: first });
      return;
    }
    this.questionWhere.set(key, where);
    category.questions.push({ where, ref, ...(id ? { id } : {}), ...withoutUndefined(question) });
  }

  /** A question's stable id: undefined when not given, false when unusable or used twice. */
  private questionId(where: string, raw: unknown): string | undefined | false {
    if (isBlank(raw)) return undefined;
    const value = typeof raw === 'string' ? cleanText(raw) : '';
    if (!SLUG_PATTERN.test(value)) {
      this.issue(where, 'id_invalid', { value: String(raw) });
      return false;
    }
    const first = this.idWhere.get(value);
    if (first) {
      this.issue(where, 'id_twice', { value, other: first });
      return false;
    }
    this.idWhere.set(value, where);
    return value;
  }

  /** easy, normal, hard, or a word for one (medium, سهل); anything else is left for the schema to refuse. */
  private difficulty(raw: unknown): unknown {
    return typeof raw === 'string' ? (DIFFICULTY_WORDS[cleanText(raw).toLowerCase()] ?? raw) : raw;
  }

  /** true / false, or a word for one (yes, 0, نعم); blank is "not given". */
  private active(raw: unknown): unknown {
    if (raw === undefined || raw === null || raw === '') return undefined;
    if (typeof raw !== 'string') return raw;
    const word = cleanText(raw).toLowerCase();
    return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : raw;
  }

  result(): ReadResult {
    return {
      file: { format: this.format, groups: [...this.groups.values()], categories: [...this.categories.values()] },
      issues: this.issues,
    };
  }
}

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
