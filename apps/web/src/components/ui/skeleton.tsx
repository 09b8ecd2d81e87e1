import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A placeholder block where the layout is known (loading states). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-sand', className)} {...props} />;
}
