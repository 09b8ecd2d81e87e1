import { useState } from 'react';
import type { z } from 'zod';

type Errors<F> = Partial<Record<keyof F, string>>;

/**
 * A form's values and its per-field error codes, checked with the same zod schema the server
 * uses: `validate()` answers the parsed values, or null after showing each field's first problem.
 * Editing a field clears its error.
 */
export function useFormFields<F extends Record<string, unknown>, S extends z.ZodType>(schema: S, initial: F) {
  const [fields, setFields] = useState<F>(initial);
  const [errors, setErrors] = useState<Errors<F>>({});

  const set = <K extends keyof F>(key: K, value: F[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const validate = (): z.output<S> | null => {
    const parsed = schema.safeParse(fields);
    if (parsed.success) return parsed.data;
    const next: Errors<F> = {};
    for (const issue of parsed.error.issues) next[issue.path[0] as keyof F] ??= issue.message;
    setErrors(next);
    return null;
  };

  return { fields, errors, set, validate, setErrors, reset: (to: F = initial) => setFields(to) };
}
