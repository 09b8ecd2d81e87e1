import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';

/** A console section while its code loads: a card in its place, the console around it stays. */
export function SectionLoading() {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-emerald/15 bg-white p-6 shadow-sm" data-testid="section-loading">
      <Spinner className="size-6" label={t('sections.loading')} />
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-40" />
    </div>
  );
}
