import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

export type FieldErrors = Record<string, string>;

/** The first code of each field a shared schema refused ('acceptedAnswersEn' for any of its lines). */
export function issuesByField(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    fields[field] ??= issue.message;
  }
  return fields;
}

/** The field codes of a refused request (a 400 names them), or none. */
export const serverFieldErrors = (error: unknown): FieldErrors => (error instanceof ApiError ? { ...error.fields } : {});
