import { z } from 'zod';

/** The largest id a row can have (a PostgreSQL integer). */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id in a request: a whole number from 1 to MAX_ROW_ID, so a larger one is a validation
 * error (400) instead of reaching the database. `error` is the field's code for anything else.
 */
export const rowIdSchema = (error?: string) => z.number(error).int(error).min(1, error).max(MAX_ROW_ID, error);

/** The same, read from a text (a query parameter or a form field). */
export const coercedRowIdSchema = (error?: string) => z.coerce.number(error).int(error).min(1, error).max(MAX_ROW_ID, error);
