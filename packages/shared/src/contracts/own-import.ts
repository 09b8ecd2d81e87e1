import { z } from 'zod';
import type { Difficulty } from '../constants';
import type { DifficultyCounts } from './own-categories';

/**
 * Importing questions into one of my categories (issue 29): a CSV or JSON file in the operators'
 * format (docs/content-format.md) or pasted lines `question | answer | difficulty`. Every row is
 * checked first with the editor's rules (ownQuestionRequestSchema); nothing is written when one
 * is wrong, and the wrong ones are named by their line (or place in a JSON file) and field.
 */

/** The largest file or paste taken, in bytes of UTF-8. */
export const OWN_IMPORT_MAX_BYTES = 512 * 1024;
/** Default of the server's setting OWN_IMPORT_ROWS_PER_MINUTE: imported questions per user and minute. */
export const OWN_IMPORT_ROWS_PER_MINUTE_DEFAULT = 200;
/** The most problems an answer lists; the rest are counted ("and 7 more"). */
export const OWN_IMPORT_ISSUES_SHOWN = 10;

export const OWN_IMPORT_KINDS = ['csv', 'json', 'lines'] as const;
export type OwnImportKind = (typeof OWN_IMPORT_KINDS)[number];

/** What each pasted line separates its parts with. */
export const PASTE_SEPARATOR = '|';

/** The words and numbers read as a difficulty (any letter case), in files and pasted lines alike. */
export const OWN_IMPORT_DIFFICULTY_WORDS: Record<string, Difficulty> = {
  easy: 'easy',
  medium: 'normal',
  normal: 'normal',
  hard: 'hard',
  'سهل': 'easy',
  'متوسط': 'normal',
  'صعب': 'hard',
  '200': 'easy',
  '400': 'normal',
  '600': 'hard',
};

/** POST /api/my-categories/:id/import (and /import/preview). `fileName` only says where a file came from. */
export const ownImportRequestSchema = z.object({
  kind: z.enum(OWN_IMPORT_KINDS, { error: 'import_kind_invalid' }),
  text: z.string({ error: 'import_text_invalid' }),
  fileName: z.string().max(200).optional(),
});
export type OwnImportRequest = z.input<typeof ownImportRequestSchema>;

/** Where a problem is: a line of a CSV file or of the pasted text, the n-th question of a JSON file, or the whole file. */
export type OwnImportPlace = { kind: 'line' | 'question'; n: number } | { kind: 'file' };

/** The field a problem is about (none for a whole line or file); `language` tells Arabic from English in a two-language category. */
export type OwnImportField = {
  name: 'difficulty' | 'question' | 'answer' | 'acceptedAnswers' | 'source';
  language: 'ar' | 'en' | null;
};

export const OWN_IMPORT_ISSUE_TEXT = {
  required: 'required',
  too_long: 'too long ({{length}} characters; at most {{max}})',
  not_text: 'must be text',
  difficulty_unknown: 'unknown difficulty "{{value}}" (use easy, medium or hard, سهل, متوسط or صعب, or 200, 400 or 600)',
  duplicate_line: 'the same question as line {{other}}',
  duplicate_question: 'the same question as question {{other}}',
  accepted_answer_too_long: 'an accepted answer is too long (at most {{max}} characters)',
  accepted_answer_empty: 'an accepted answer is empty',
  too_many_accepted_answers: 'too many accepted answers (at most {{max}})',
  parts: 'write {{expected}} parts separated by "|" ({{given}} found)',
  field_count: '{{given}} fields where the header has {{columns}} (is a quote or a comma missing?)',
  column_unknown: 'unknown column "{{value}}"',
  column_missing: 'column "{{value}}" is missing',
  unreadable: 'this line cannot be read (check its quotes)',
  json_invalid: 'not valid JSON',
  json_shape: 'expected a list of questions, {"questions": [...]}, or the pack format {"categories": [{"questions": [...]}]}',
  not_object: 'must be an object',
  empty: 'there are no questions to import',
} as const;
export type OwnImportIssueCode = keyof typeof OWN_IMPORT_ISSUE_TEXT;

export type OwnImportIssue = {
  where: OwnImportPlace;
  field: OwnImportField | null;
  code: OwnImportIssueCode;
  params: Record<string, string | number>;
  /** The English sentence: "Line 4, answer: required". */
  message: string;
};

/** The answer of a preview, and the details of a refused import (error own_import_invalid). */
export type OwnImportPreviewResponse = {
  /** Questions read (all of them, the wrong ones included). */
  rows: number;
  /** The right ones per difficulty. */
  counts: DifficultyCounts;
  /** The first OWN_IMPORT_ISSUES_SHOWN problems... */
  issues: OwnImportIssue[];
  /** ...and how many more there are. */
  more: number;
  /** How many more questions the user may keep (OWN_QUESTIONS_MAX less those kept). */
  fits: number;
};

/** Details of own_import_limit: the file has `rows`, only `fits` more may be kept (of `max`). */
export type OwnImportLimitDetails = { rows: number; fits: number; max: number };

/** POST /api/my-categories/:id/questions/:questionId/move: one place up or down among the questions of its difficulty. */
export const ownQuestionMoveRequestSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'direction_invalid' }) });
export type OwnQuestionMoveRequest = z.input<typeof ownQuestionMoveRequestSchema>;

/** The English name of a field in a message: "answer", or "Arabic answer" in a two-language category. */
export function ownImportFieldText(field: OwnImportField): string {
  const name = { difficulty: 'difficulty', question: 'question', answer: 'answer', acceptedAnswers: 'accepted answers', source: 'source' }[field.name];
  return field.language === null ? name : `${field.language === 'ar' ? 'Arabic' : 'English'} ${name}`;
}

export function ownImportPlaceText(where: OwnImportPlace): string {
  return where.kind === 'file' ? 'File' : `${where.kind === 'line' ? 'Line' : 'Question'} ${where.n}`;
}

/** "Line 4, answer: required"; "Line 2: write 3 parts..." when the problem is the whole line. */
export function ownImportIssueText(where: OwnImportPlace, field: OwnImportField | null, code: OwnImportIssueCode, params: Record<string, string | number>): string {
  const what = OWN_IMPORT_ISSUE_TEXT[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  return `${ownImportPlaceText(where)}${field ? `, ${ownImportFieldText(field)}` : ''}: ${what}`;
}
