import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The one look of every text field, textarea and select (inside a FormField, or on its own in a filter bar). */
const controlClass =
  'w-full rounded-lg border border-emerald/25 bg-white px-3 text-base text-ink placeholder:text-muted/70 focus-visible:border-emerald focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-gold aria-invalid:border-danger disabled:opacity-60';

export const inputClass = cn(controlClass, 'h-11');

/** The same field on the game's dark screens (the TV, the phone), read from afar: its height and type size are the screen's. */
export const screenInputClass =
  'w-full rounded-2xl border-2 border-gold/60 bg-night outline-none focus:border-gold aria-invalid:border-danger disabled:opacity-60';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClass, 'py-2', className)} {...props} />;
}

/** A select whose `options` are [value, label] pairs. */
export function Select({ options, className, ...props }: ComponentProps<'select'> & { options: readonly (readonly [value: string, label: string])[] }) {
  return (
    <select className={cn(inputClass, className)} {...props}>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
