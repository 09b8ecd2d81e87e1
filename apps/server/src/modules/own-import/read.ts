import type { z } from 'zod';
import type { Difficulty } from '@app/shared/constants';
import { ownQuestionRequestSchema, type OwnCategoryLanguage, type OwnQuestionFields } from '@app/shared/contracts/own-categories';
import {
  OWN_IMPORT_DIFFICULTY_WORDS,
  PASTE_SEPARATOR,
  ownImportIssueText,
  type OwnImportField,
  type OwnImportIssue,
  type OwnImportIssueCode,
  type OwnImportKind,
  type OwnImportPlace,
} from '@app/shared/contracts/own-import';
import { cleanText } from '@app/shared/question-bank';
import { CSV_COLUMNS, parseCsv } from '../content/index';

/**
 * Reads an import into one of my categories (docs/content-format.md, "My categories"): a CSV or
 * JSON file of the operators' format, or pasted lines. Each row is decoded (a difficulty word, a
 * CSV's "a | b" accepted answers), then checked by the editor's own schema for the category's
 * language; nothing is kept of a file with one wrong row.
 */

type Key = 'difficulty' | 'questionAr' | 'answerAr' | 'questionEn' | 'answerEn' | 'acceptedAnswersAr' | 'acceptedAnswersEn' | 'source';
type RawRow = { where: OwnImportPlace; values: Partial<Record<Key, unknown>> };

/** `questions` are the rows that are right (all of them when there is no issue). */
export type ReadImport = { rows: number; questions: OwnQuestionFields[]; issues: OwnImportIssue[] };

/** The CSV column of each field; the operators' other columns (category, group, id, links...) are read and ignored. */
const CSV_KEYS: Record<string, Key> = {
  difficulty: 'difficulty',
  question_ar: 'questionAr',
  answer_ar: 'answerAr',
  question_en: 'questionEn',
  answer_en: 'answerEn',
  accepted_answers_ar: 'acceptedAnswersAr',
  accepted_answers_en: 'acceptedAnswersEn',
  source: 'source',
};

const usesArabic = (language: OwnCategoryLanguage) => language !== 'en';
const usesEnglish = (language: OwnCategoryLanguage) => language !== 'ar';

/** The columns a file for a category of this language must have. */
function requiredColumns(language: OwnCategoryLanguage): string[] {
  return ['difficulty', ...(usesArabic(language) ? ['question_ar', 'answer_ar'] : []), ...(usesEnglish(language) ? ['question_en', 'answer_en'] : [])];
}

const asText = (raw: unknown) => (typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw);
const isBlank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && cleanText(raw) === '');

function decodeDifficulty(raw: unknown): unknown {
  const text = asText(raw);
  return typeof text === 'string' ? (OWN_IMPORT_DIFFICULTY_WORDS[cleanText(text).toLowerCase()] ?? text) : text;
}

function fieldOf(key: string, language: OwnCategoryLanguage): OwnImportField | null {
  const match = /^(question|answer|acceptedAnswers)(Ar|En)$/.exec(key);
  if (match) return { name: match[1] as OwnImportField['name'], language: language === 'both' ? (match[2] === 'Ar' ? 'ar' : 'en') : null };
  if (key === 'difficulty' || key === 'source') return { name: key, language: null };
  return null;
}

class Collector {
  readonly issues: OwnImportIssue[] = [];
  readonly questions: OwnQuestionFields[] = [];
  private readonly seen = new Map<string, number>();
  rows = 0;

  constructor(readonly language: OwnCategoryLanguage) {}

  issue(where: OwnImportPlace, field: OwnImportField | null, code: OwnImportIssueCode, params: Record<string, string | number> = {}): void {
    this.issues.push({ where, field, code, params, message: ownImportIssueText(where, field, code, params) });
  }

  /** Checks one row with the editor's schema; keeps it, or reports each wrong field once. */
  add({ where, values }: RawRow): void {
    this.rows += 1;
    const input = {
      ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, asText(value)])),
      difficulty: decodeDifficulty(values.difficulty),
    };
    const result = ownQuestionRequestSchema(this.language).safeParse(input);
    if (!result.success) {
      const reported = new Set<string>();
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (reported.has(key)) continue;
        reported.add(key);
        const { code, params } = describe(issue, (input as Record<string, unknown>)[key]);
        this.issue(where, fieldOf(key, this.language), code, params);
      }
      return;
    }
    const question = result.data;
    const arabic = usesArabic(this.language);
    const text = (arabic ? question.questionAr : question.questionEn) ?? '';
    const key = text.toLowerCase();
    const first = this.seen.get(key);
    if (first !== undefined && where.kind !== 'file') {
      const field = { name: 'question' as const, language: this.language === 'both' ? ('ar' as const) : null };
      this.issue(where, field, where.kind === 'line' ? 'duplicate_line' : 'duplicate_question', { other: first });
      return;
    }
    if (where.kind !== 'file') this.seen.set(key, where.n);
    this.questions.push(question);
  }

  result(): ReadImport {
    if (this.rows === 0 && this.issues.length === 0) this.issue({ kind: 'file' }, null, 'empty');
    return { rows: this.rows, questions: this.questions, issues: this.issues };
  }
}

/** One refusal of the schema as the import says it. */
function describe(issue: z.core.$ZodIssue, value: unknown): { code: OwnImportIssueCode; params: Record<string, string | number> } {
  const length = typeof value === 'string' ? cleanText(value).length : 0;
  switch (issue.message) {
    case 'question_required':
    case 'answer_required':
      return { code: 'required', params: {} };
    case 'difficulty_invalid':
      return isBlank(value) ? { code: 'required', params: {} } : { code: 'difficulty_unknown', params: { value: cleanText(String(value)) } };
    case 'accepted_answer_too_long':
      return { code: 'accepted_answer_too_long', params: { max: Number((issue as { maximum?: unknown }).maximum ?? 45) } };
    case 'accepted_answer_empty':
      return { code: 'accepted_answer_empty', params: {} };
    case 'too_many_accepted_answers':
      return { code: 'too_many_accepted_answers', params: { max: Number((issue as { maximum?: unknown }).maximum ?? 6) } };
  }
  if (issue.code === 'too_big') return { code: 'too_long', params: { length, max: Number(issue.maximum) } };
  return { code: 'not_text', params: {} };
}

/** A CSV field of accepted answers: "a | b" is two; blank is none. */
const splitAnswers = (raw: string | undefined) => (raw === undefined || cleanText(raw) === '' ? undefined : raw.split('|'));

function readCsvRows(text: string, collector: Collector): void {
  const { records, problems } = parseCsv(text);
  for (const problem of problems) collector.issue({ kind: 'line', n: problem.line }, null, 'unreadable');
  const [header, ...records_] = records;
  if (!header) return;
  const columns = header.fields.map((name) => cleanText(name).toLowerCase());
  let usable = true;
  for (const name of columns) {
    if (!(CSV_COLUMNS as readonly string[]).includes(name)) {
      collector.issue({ kind: 'line', n: header.line }, null, 'column_unknown', { value: name });
      usable = false;
    }
  }
  for (const name of requiredColumns(collector.language)) {
    if (!columns.includes(name)) {
      collector.issue({ kind: 'line', n: header.line }, null, 'column_missing', { value: name });
      usable = false;
    }
  }
  if (!usable) return;
  for (const record of records_) {
    const where = { kind: 'line' as const, n: record.line };
    if (record.fields.length !== columns.length) {
      collector.rows += 1;
      collector.issue(where, null, 'field_count', { given: record.fields.length, columns: columns.length });
      continue;
    }
    const values: RawRow['values'] = {};
    columns.forEach((name, i) => {
      const key = CSV_KEYS[name];
      if (!key) return;
      const field = record.fields[i];
      values[key] = key.startsWith('acceptedAnswers') ? splitAnswers(field) : field;
    });
    collector.add({ where, values });
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of questions, { "questions": [...] }, or the pack format { "categories": [{ "questions": [...] }] } (every category's questions). */
function readJsonRows(text: string, collector: Collector): void {
  let data: unknown;
  try {
    data = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch {
    collector.issue({ kind: 'file' }, null, 'json_invalid');
    return;
  }
  let list: unknown[] | undefined;
  if (Array.isArray(data)) list = data;
  else if (isObject(data) && Array.isArray(data.questions)) list = data.questions;
  else if (isObject(data) && Array.isArray(data.categories)) {
    list = data.categories.flatMap((category) => (isObject(category) && Array.isArray(category.questions) ? category.questions : []));
  }
  if (!list) {
    collector.issue({ kind: 'file' }, null, 'json_shape');
    return;
  }
  list.forEach((question, i) => {
    const where = { kind: 'question' as const, n: i + 1 };
    if (!isObject(question)) {
      collector.rows += 1;
      collector.issue(where, null, 'not_object');
      return;
    }
    const values: RawRow['values'] = {};
    for (const key of Object.values(CSV_KEYS)) if (question[key] !== undefined && question[key] !== null) values[key] = question[key];
    collector.add({ where, values });
  });
}

/**
 * Pasted lines: `question | answer | difficulty` in an Arabic or English category,
 * `Arabic question | Arabic answer | English question | English answer | difficulty` in one of both
 * languages. Blank lines are skipped.
 */
function readLines(text: string, collector: Collector): void {
  const order: Key[] =
    collector.language === 'both'
      ? ['questionAr', 'answerAr', 'questionEn', 'answerEn', 'difficulty']
      : collector.language === 'ar'
        ? ['questionAr', 'answerAr', 'difficulty']
        : ['questionEn', 'answerEn', 'difficulty'];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((line, i) => {
      if (cleanText(line) === '') return;
      const where = { kind: 'line' as const, n: i + 1 };
      const parts = line.split(PASTE_SEPARATOR);
      if (parts.length !== order.length) {
        collector.rows += 1;
        collector.issue(where, null, 'parts', { expected: order.length, given: parts.length });
        return;
      }
      collector.add({ where, values: Object.fromEntries(order.map((key, j) => [key, parts[j]])) });
    });
}

export function readImport(kind: OwnImportKind, text: string, language: OwnCategoryLanguage): ReadImport {
  const collector = new Collector(language);
  if (kind === 'csv') readCsvRows(text, collector);
  else if (kind === 'json') readJsonRows(text, collector);
  else readLines(text, collector);
  return collector.result();
}

export const countsOfQuestions = (questions: { difficulty: Difficulty }[]) => {
  const counts = { easy: 0, normal: 0, hard: 0 };
  for (const question of questions) counts[question.difficulty] += 1;
  return counts;
};
