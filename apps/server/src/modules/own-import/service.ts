import { and, eq, sql } from 'drizzle-orm';
import type { OwnCategoryLanguage, OwnCategoryResponse } from '@app/shared/contracts/own-categories';
import {
  OWN_IMPORT_ISSUES_SHOWN,
  OWN_IMPORT_MAX_BYTES,
  type OwnImportLimitDetails,
  type OwnImportPreviewResponse,
  type ownImportRequestSchema,
} from '@app/shared/contracts/own-import';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { ownCategories, ownQuestions, rateLimits } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { getOwnCategory, languageOfOwnCategory, lockUser, ownCategoryNotFound, questionColumns, questionCountOf } from '../own-categories/index';
import { countsOfQuestions, readImport, type ReadImport } from './read';

type ImportRequest = z.output<typeof ownImportRequestSchema>;
export type ImportLimits = { maxQuestions: number; importRowsPerMinute: number };

const MINUTE_MS = 60_000;
const rateKey = (userId: number) => `own-import:${userId}`;

function read(request: ImportRequest, language: OwnCategoryLanguage): ReadImport {
  if (Buffer.byteLength(request.text, 'utf8') > OWN_IMPORT_MAX_BYTES) {
    throw new AppError('own_import_too_large', `The file is too large: at most ${OWN_IMPORT_MAX_BYTES / 1024} KB.`, undefined, { max: OWN_IMPORT_MAX_BYTES });
  }
  return readImport(request.kind, request.text, language);
}

function previewOf(result: ReadImport, fits: number): OwnImportPreviewResponse {
  return {
    rows: result.rows,
    counts: countsOfQuestions(result.questions),
    issues: result.issues.slice(0, OWN_IMPORT_ISSUES_SHOWN),
    more: Math.max(0, result.issues.length - OWN_IMPORT_ISSUES_SHOWN),
    fits,
  };
}

async function fitsFor(db: DbOrTx, userId: number, limits: ImportLimits): Promise<number> {
  return Math.max(0, limits.maxQuestions - (await questionCountOf(db, userId)));
}

/** Reads and checks what would be imported into the user's category; writes nothing. */
export async function previewOwnImport(db: Db, userId: number, categoryId: number, request: ImportRequest, limits: ImportLimits): Promise<OwnImportPreviewResponse> {
  const language = await languageOfOwnCategory(db, userId, categoryId);
  return previewOf(read(request, language), await fitsFor(db, userId, limits));
}

/** Rows imported by the user in the open minute (the window opens at their first import). */
async function importedThisMinute(db: DbOrTx, userId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, rateKey(userId)), sql`${rateLimits.windowStart} > ${new Date(now - MINUTE_MS)}`));
  return row?.count ?? 0;
}

async function countImported(db: DbOrTx, userId: number, rows: number, now: number): Promise<void> {
  const at = new Date(now);
  const expired = sql`${rateLimits.windowStart} <= ${new Date(now - MINUTE_MS)}`;
  await db
    .insert(rateLimits)
    .values({ key: rateKey(userId), windowStart: at, count: rows })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then ${rows} else ${rateLimits.count} + ${rows} end`,
        windowStart: sql`case when ${expired} then ${at} else ${rateLimits.windowStart} end`,
      },
    });
}

/**
 * Imports every question of the file or paste into the user's category, after the last one,
 * in one transaction: nothing when a row is wrong (own_import_invalid, with the problems), when
 * they would not fit the user's allowance (own_import_limit) or pass the rows allowed a minute
 * (own_import_rate_limited).
 */
export async function importOwnQuestions(
  db: Db,
  userId: number,
  categoryId: number,
  request: ImportRequest,
  limits: ImportLimits,
  now = Date.now(),
): Promise<OwnCategoryResponse & { imported: number }> {
  const imported = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [category] = await tx
      .select({ language: ownCategories.language })
      .from(ownCategories)
      .where(and(eq(ownCategories.id, categoryId), eq(ownCategories.userId, userId)))
      .for('update');
    if (!category) throw ownCategoryNotFound();
    const result = read(request, category.language);
    const fits = await fitsFor(tx, userId, limits);
    if (result.issues.length > 0) {
      const n = result.issues.length;
      throw new AppError('own_import_invalid', `Nothing was imported: ${n} ${n === 1 ? 'problem' : 'problems'}.`, undefined, previewOf(result, fits));
    }
    const rows = result.questions.length;
    if (rows > fits) {
      const details: OwnImportLimitDetails = { rows, fits, max: limits.maxQuestions };
      throw new AppError('own_import_limit', `Nothing was imported: ${rows} questions, but only ${fits} more fit (at most ${limits.maxQuestions}).`, undefined, details);
    }
    if ((await importedThisMinute(tx, userId, now)) + rows > limits.importRowsPerMinute) {
      throw new AppError(
        'own_import_rate_limited',
        `Nothing was imported: at most ${limits.importRowsPerMinute} questions a minute. Wait a minute and try again.`,
        undefined,
        { max: limits.importRowsPerMinute },
      );
    }
    await tx.insert(ownQuestions).values(result.questions.map((question) => ({ categoryId, ...questionColumns(question) })));
    await tx.update(ownCategories).set({ updatedAt: sql`now()` }).where(eq(ownCategories.id, categoryId));
    await countImported(tx, userId, rows, now);
    return rows;
  });
  return { ...(await getOwnCategory(db, userId, categoryId)), imported };
}
