import type { TFunction } from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/** Where a create refusal belongs on the screen. */
export type CreateGameField = 'name' | 'categories' | 'teams';

export type CreateGameProblem =
  | { kind: 'field'; field: CreateGameField; message: string }
  | { kind: 'unauthenticated'; message: string }
  | { kind: 'insufficientPoints'; message: string }
  | { kind: 'categoriesUnavailable'; message: string; categoryIds: number[]; exhaustedIds: number[] }
  | { kind: 'other'; message: string };

const FIELD_OF_CODE: Record<string, CreateGameField> = {
  game_name_required: 'name',
  game_name_too_long: 'name',
  categories_required: 'categories',
  too_many_categories: 'categories',
  duplicate_categories: 'categories',
  team_names_required: 'teams',
  team_name_too_long: 'teams',
};

type UnavailableDetails = { categoryIds?: unknown; reasons?: Record<string, unknown> };

/**
 * Turns a failed POST /api/games into what the screen says and does. Schema errors
 * (validation_failed) carry their codes per field.
 */
export function describeCreateGameError(
  error: unknown,
  t: TFunction,
  categoryName: (id: number) => string,
): CreateGameProblem {
  if (!(error instanceof ApiError)) return { kind: 'other', message: t('errors.createFailed') };
  if (error.code === 'network_error') return { kind: 'other', message: errorMessage(error.code) };
  if (error.status === 401 || error.code === 'unauthenticated') {
    return { kind: 'unauthenticated', message: t('errors.unauthenticated') };
  }
  if (error.code === 'insufficient_points') return { kind: 'insufficientPoints', message: errorMessage(error.code) };
  if (error.code === 'category_unavailable') return describeUnavailable(error.details as UnavailableDetails | undefined, t, categoryName);

  const problem = fieldProblem(error.fields, t);
  if (problem) return { kind: 'field', ...problem };
  if (error.code === 'rate_limited') return { kind: 'other', message: errorMessage(error.code) };
  return { kind: 'other', message: t('errors.createFailed') };
}

/**
 * The first field problem in the spec's order (name, categories, teams), from a 400's codes or
 * the form's own check against the same schema (path -> code).
 */
export function fieldProblem(fields: Record<string, string>, t: TFunction): { field: CreateGameField; message: string } | undefined {
  const code = firstKnownFieldCode(fields);
  const field = code ? FIELD_OF_CODE[code] : undefined;
  return code && field ? { field, message: t(`errors.${code}`) } : undefined;
}

function firstKnownFieldCode(fields: Record<string, string>): string | undefined {
  const order = ['name', 'categoryIds', 'teamNames'];
  const entries = Object.entries(fields).sort(
    ([a], [b]) => rank(a, order) - rank(b, order),
  );
  return entries.map(([, code]) => code).find((code) => FIELD_OF_CODE[code] !== undefined);
}

function rank(path: string, order: string[]): number {
  const index = order.findIndex((prefix) => path === prefix || path.startsWith(`${prefix}.`));
  return index === -1 ? order.length : index;
}

function describeUnavailable(
  details: UnavailableDetails | undefined,
  t: TFunction,
  categoryName: (id: number) => string,
): CreateGameProblem {
  const categoryIds = Array.isArray(details?.categoryIds)
    ? details.categoryIds.filter((id): id is number => typeof id === 'number')
    : [];
  const reasons = details?.reasons ?? {};
  const exhaustedIds = categoryIds.filter((id) => reasons[String(id)] === 'not_enough_questions');
  const lines = categoryIds.map((id) =>
    t(reasons[String(id)] === 'not_enough_questions' ? 'errors.notEnoughQuestions' : 'errors.categoryNotAvailable', {
      name: categoryName(id),
    }),
  );
  return {
    kind: 'categoriesUnavailable',
    categoryIds,
    exhaustedIds,
    message: lines.length > 0 ? lines.join(' ') : errorMessage('category_unavailable'),
  };
}
