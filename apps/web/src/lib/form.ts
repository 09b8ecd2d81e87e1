import { zodResolver } from '@hookform/resolvers/zod';
import { useForm as useHookForm } from 'react-hook-form';
import type { Control, Field, FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormProps, UseFormReturn, UseFormSetError } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiError } from './api-client';
import { toast } from './toast';

/**
 * Every form is react-hook-form with `zodResolver(<its shared request schema>)`; a field's error
 * is a code, from the schema or from the server's 400. These helpers are the rest of the kit.
 */

const focusInPageOrder = new WeakSet<object>();

/**
 * react-hook-form's `useForm`, except that a submit with errors focuses the FIRST invalid field as
 * the page shows them (react-hook-form's own focus follows the order the fields were registered
 * in, which a form may not share: signup registers its phone first).
 */
export function useForm<T extends FieldValues, C = unknown, O = T>(props: UseFormProps<T, C, O> = {}): UseFormReturn<T, C, O> {
  const form = useHookForm<T, C, O>({ ...props, shouldFocusError: false });
  // The form's object lives as long as the form: its submit is wrapped once.
  if (!focusInPageOrder.has(form)) {
    focusInPageOrder.add(form);
    const handleSubmit = form.handleSubmit;
    form.handleSubmit = (onValid, onInvalid) =>
      handleSubmit(onValid, (errors, event) => {
        focusFirstInvalid(form.control, errors);
        return onInvalid?.(errors, event);
      });
  }
  return form;
}

/** Focuses, of the fields with an error, the one that comes first on the page. */
function focusFirstInvalid<T extends FieldValues, C, O>(control: Control<T, C, O>, errors: FieldErrors<T>) {
  const controls = Object.keys(errorCodes(errors))
    .map((path) => fieldRef(control._fields, path))
    .filter((ref): ref is HTMLElement => ref instanceof HTMLElement && ref.isConnected);
  controls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  controls[0]?.focus();
}

/** The element registered under a path ('email', 'teamNames.0'), or the one holding it ('acceptedAnswersEn' for its line 'acceptedAnswersEn.2'). */
function fieldRef(fields: Control['_fields'], path: string): unknown {
  let node: unknown = fields;
  for (const part of path.split('.')) {
    const next = (node as Record<string, unknown> | undefined)?.[part];
    if (next === undefined) break;
    node = next;
  }
  return (node as Field | undefined)?._f?.ref;
}

/**
 * `zodResolver(<schema>)` for a form whose schema (and zod with it, about 25 KB) downloads when the
 * form is first checked or focused, not with the page: the sign-in forms' first load runs without
 * it. The checks and their codes are the schema's own; `preload` starts the download early.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<ZodType<unknown, T>>): { resolver: Resolver<T>; preload: () => void } {
  let loading: Promise<Resolver<T>> | undefined;
  const resolverOf = () =>
    (loading ??= load().then(
      (schema) => zodResolver(schema) as unknown as Resolver<T>,
      (error: unknown) => {
        loading = undefined; // a failed download is tried again on the next check
        throw error;
      },
    ));
  return {
    resolver: async (values, context, options) => (await resolverOf())(values, context, options),
    preload: () => void resolverOf().catch(() => undefined),
  };
}

/**
 * A field's error in the user's language (`say` turns a code into words), or undefined. A field
 * holding a list (answers typed one per line) shows the first code of any of its items.
 */
export function errorIn<T extends FieldValues>(errors: FieldErrors<T>, say: (code: string) => string) {
  return (name: keyof T & string): string | undefined => {
    const codes = errorCodes({ [name]: errors[name] } as FieldErrors);
    const code = codes[name] ?? Object.values(codes)[0];
    return code ? say(code) : undefined;
  };
}

/**
 * The resolver of a form whose fields are not yet its request (answers typed one per line, one
 * select naming two fields): `toRequest` makes the request of the fields, the shared schema checks
 * it (its codes on the fields of the same names), and the submit gets the request as it is sent.
 */
export function requestResolver<T extends FieldValues, R extends FieldValues>(schema: ZodType<unknown, R>, toRequest: (values: T) => R): Resolver<T, unknown, R> {
  // The request's errors are named as the form's fields, which the types cannot say.
  const check = zodResolver(schema, undefined, { raw: true }) as unknown as (request: R, context: unknown, options: Parameters<Resolver<T, unknown, R>>[2]) => ReturnType<Resolver<T, unknown, R>>;
  return (values, context, options) => check(toRequest(values), context, options);
}

/** The per-field codes of a refused request (a 400, or a 409 naming a field), shown on the fields like the schema's own. */
export function showFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown) {
  if (!(error instanceof ApiError)) return;
  for (const [name, code] of Object.entries(error.fields)) setError(name as Path<T>, { message: code });
}

/** Every error's code by path ('teamNames.0' -> 'team_name_too_long'), for a form that shows one problem at a time. */
export function errorCodes(errors: FieldErrors, prefix = ''): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message } = value as FieldError;
    if (typeof message === 'string' && message) codes[path] = message;
    else Object.assign(codes, errorCodes(value as FieldErrors, path));
  }
  return codes;
}

/**
 * What a form's save does when it comes back, for `mutate`: on success the toast and what follows
 * (close the editor, empty the form); on a refusal the server's codes on their fields and a toast
 * that it failed.
 */
export function saveOutcome<T extends FieldValues>(setError: UseFormSetError<T>, { saved, failed, then }: { saved: string; failed: string; then?: () => void }) {
  return {
    onSuccess: () => {
      toast.success(saved);
      then?.();
    },
    onError: (error: unknown) => {
      showFieldErrors(setError, error);
      toast.error(failed);
    },
  };
}
