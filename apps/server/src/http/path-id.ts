const MAX_ID = 2_147_483_647;

/** The row id in the path (`:id`); anything that is not one is a row that does not exist (`missing()`). */
export function pathId(params: unknown, missing: () => Error): number {
  const raw = (params as { id?: string }).id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= MAX_ID)) throw missing();
  return id;
}
