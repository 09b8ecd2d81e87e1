import type { z } from 'zod';
import type {
  ContentFilePreviewResponse,
  ContentFileRow,
  contentFileRequestSchema,
} from '@app/shared/contracts/content-files';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { recordOperatorAction } from '../../audit/index';
import { formatOf, readContent, type ContentIssue } from './content-file';
import { exportContent, packToCsv, packToJson } from './export-content';
import { importContent, type ImportPlan } from './import-content';

/** The operator console's side of the question-bank files: the same reader, rules and import as the command line. */

type FileRequest = z.output<typeof contentFileRequestSchema>;

function read(request: FileRequest) {
  return readContent(request.text, formatOf(request.fileName)!);
}

const rowsOf = (planned: ImportPlan): ContentFileRow[] =>
  [...planned].map(([question, action]) => ({
    where: question.where,
    category: question.ref.slice(0, question.ref.lastIndexOf('#')),
    difficulty: question.difficulty,
    questionAr: question.questionAr,
    answerAr: question.answerAr,
    questionEn: question.questionEn ?? null,
    answerEn: question.answerEn ?? null,
    action,
  }));

/** Reads and checks the file against the database and says what an import would do; writes nothing. */
export async function previewContentFile(db: Db, request: FileRequest): Promise<ContentFilePreviewResponse> {
  const { file, issues } = read(request);
  if (issues.length > 0) return { issues, rows: [], summary: null };
  const result = await importContent(db, file, { dryRun: true });
  if (!result.ok) return { issues: result.issues, rows: [], summary: null };
  return { issues: [], rows: rowsOf(result.plan), summary: result.summary };
}

export const contentInvalid = (issues: ContentIssue[]) =>
  new AppError('content_invalid', `Nothing was imported: ${issues.length} ${issues.length === 1 ? 'problem' : 'problems'} in the file.`, undefined, { issues });

/** Imports the whole file in one transaction, or nothing when any row is wrong. */
export async function importContentFile(db: Db, operatorId: number, request: FileRequest) {
  const { file, issues } = read(request);
  if (issues.length > 0) throw contentInvalid(issues);
  const result = await importContent(db, file, {
    afterWrite: (tx, summary) =>
      recordOperatorAction(tx, { operatorId, action: 'content.import', target: `file:${request.fileName}`, before: null, after: summary }),
  });
  if (!result.ok) throw contentInvalid(result.issues);
  return { summary: result.summary };
}

/** The whole bank, or one category, as a file of the given format. */
export async function exportContentFile(db: Db, format: 'csv' | 'json', categorySlug: string | undefined) {
  const pack = await exportContent(db);
  if (!categorySlug) return format === 'csv' ? packToCsv(pack) : packToJson(pack);
  const categories = pack.categories.filter((category) => category.slug === categorySlug);
  if (categories.length === 0) throw new AppError('not_found', 'Category not found.');
  const chosen = { groups: pack.groups.filter((group) => group.slug === categories[0]!.group), categories };
  return format === 'csv' ? packToCsv(chosen) : packToJson(chosen);
}
