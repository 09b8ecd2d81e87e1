import { MAX_ROW_ID } from '@app/shared/contracts/row-id';

/**
 * The row id in the path (`:id`, or the parameter named `name`); anything that is not one is a
 * row that does not exist (`missing()`).
 */
export function pathId(params: unknown, missing: () => Error, name = 'id'): number {
  const raw = (params as Record<string, string | undefined>)[name] ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= MAX_ROW_ID)) throw missing();
  return id;
}
