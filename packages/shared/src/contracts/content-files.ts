import { z } from 'zod';
import type { ContentIssue } from '../content-issues';
import type { Difficulty } from '../constants';

/** The console's import and export of question-bank files (docs/content-format.md). */
export const CONTENT_FILE_MAX_CHARS = 5_000_000;

/** POST /api/admin/content/preview and /api/admin/content/import: the file's name (for its format) and text. */
export const contentFileRequestSchema = z.object({
  fileName: z
    .string({ error: 'file_name_invalid' })
    .trim()
    .max(200, 'file_name_invalid')
    .regex(/\.(csv|json)$/i, 'file_type_invalid'),
  text: z.string({ error: 'file_empty' }).max(CONTENT_FILE_MAX_CHARS, 'file_too_large'),
});
export type ContentFileRequest = z.input<typeof contentFileRequestSchema>;

/** A problem of the file: where, its code and values (the console shows them in its language), the English sentence. */
export type ContentFileIssue = ContentIssue;
export type ContentFileCounts = { created: number; updated: number; unchanged: number };
export type ContentFileSummary = { groups: ContentFileCounts; categories: ContentFileCounts; questions: ContentFileCounts };

/** A question of the file and what an import does with it. */
export type ContentFileRow = {
  where: string;
  category: string;
  difficulty: Difficulty;
  questionAr: string;
  answerAr: string;
  questionEn: string | null;
  answerEn: string | null;
  action: 'created' | 'updated' | 'unchanged';
};

/**
 * The preview: every problem (nothing can be imported while there is one), else every question
 * with what the import will do. `summary` is null while there are problems.
 */
export type ContentFilePreviewResponse = {
  issues: ContentFileIssue[];
  rows: ContentFileRow[];
  summary: ContentFileSummary | null;
};
/** The import: written all or nothing; a refusal is a 400 with code content_invalid and the issues in details. */
export type ContentFileImportResponse = { summary: ContentFileSummary };

export const CONTENT_EXPORT_FORMATS = ['csv', 'json'] as const;
