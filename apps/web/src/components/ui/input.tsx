import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const inputClass =
  'h-11 w-full rounded-lg border border-emerald/25 bg-white px-3 text-base text-ink placeholder:text-muted/70 focus-visible:border-emerald focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-gold aria-invalid:border-danger disabled:opacity-60';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-semibold text-ink', className)} {...props} />;
}
