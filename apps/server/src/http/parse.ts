import type { z } from 'zod';

/** Parses untrusted input with a shared zod schema; ZodError becomes a 400 in the error handler. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  return schema.parse(value);
}
