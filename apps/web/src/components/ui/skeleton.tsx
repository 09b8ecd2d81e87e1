import { cn } from '@/lib/cn';

/** A placeholder block shown where the layout is known but the data is not here yet. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-emerald/10', className)} />;
}
