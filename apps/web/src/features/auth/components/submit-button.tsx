import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/render/hydration';

type Props = { busy: boolean; label: string; busyLabel: string; testId: string; className?: string };

/**
 * A built sign-in form's submit button: off while the form is being sent, and until the app has
 * taken over the built form (a press before would send it as a plain page request).
 */
export function BuiltFormSubmit({ busy, label, busyLabel, testId, className }: Props) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size="lg" disabled={busy || !hydrated} data-testid={testId} className={cn('mt-2 w-full', className)}>
      {busy ? busyLabel : label}
    </Button>
  );
}
