import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A label, the control, an optional hint and the error in the user's language. The control gets
 * `id`, `aria-invalid` and `aria-describedby` from the caller (fieldProps below). The `screen` tone
 * is for the game's dark screens read from across a room (the TV, the phone): light, larger words.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  tone = 'page',
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  tone?: 'page' | 'screen';
  children: ReactNode;
}) {
  const screen = tone === 'screen';
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={screen ? 'text-base font-semibold text-ivory' : 'text-sm font-semibold text-ink'}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" data-testid={`${id}-error`} className={cn('font-semibold text-danger', screen ? 'text-lg' : 'text-sm')}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A refusal of the whole form (wrong e-mail or password), at its top: said where the user looks
 * and announced, not only in a toast far from the form.
 */
export function FormAlert({ message, testId }: { message: string | null; testId: string }) {
  return message ? (
    <p role="alert" data-testid={testId} className="rounded-lg border border-danger/30 bg-danger/5 px-3 py-2 text-sm font-semibold text-danger">
      {message}
    </p>
  ) : null;
}

/** Accessibility attributes tying a control to its FormField. */
export function fieldProps(id: string, { error, hint }: { error?: string | undefined; hint?: boolean }) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
