import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const MAX_DEPTH = 64;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string the database cannot store and no person types: a NUL or a lone UTF-16 surrogate. */
export function isBadText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** The path (a.b.0) of the first bad string or key in a parsed value, '' for the value itself, null when clean. */
export function findBadText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isBadText(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path || '_';
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (isBadText(key)) return here;
    const found = findBadText(item, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const invalidText = (field: string) =>
  new AppError('validation_failed', 'The request holds characters that are not allowed.', { [field]: 'text_invalid' });

/**
 * Input hygiene in one place: every body (JSON or form), query and path parameter of every route
 * is refused with 400 validation_failed when any string in it holds a NUL or an unpaired surrogate,
 * before any handler, schema or database sees it.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findBadText(part);
      if (field !== null) throw invalidText(field);
    }
  });
}
