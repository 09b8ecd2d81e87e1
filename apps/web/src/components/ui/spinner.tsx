import { LoaderCircle } from '@/components/icons/light-icons';
import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-3">
      <LoaderCircle aria-hidden className={cn('size-6 animate-spin text-emerald', className)} />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}
