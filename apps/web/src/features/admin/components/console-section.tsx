import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/** One card of the console: a titled section with an optional line of explanation. */
export function ConsoleSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-emerald/15 bg-white p-6 shadow-sm">
      <h2 id={`${id}-heading`} className="mb-1 text-xl font-bold text-emerald-dark">
        {title}
      </h2>
      {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A list that could not be loaded: says so, with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className="flex items-center gap-3 text-danger">
      {t('loadFailed')}
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
