import { useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { playerToday } from '@/lib/hijri-today';
import { useTranslation } from '@/lib/i18n';
import { useHijriOffset } from '@/lib/site';
import { useAdminOccasions } from '../../api/occasions/get-occasions';
import { ConsoleSection, LoadFailed } from '../console-section';
import { comingOccasions } from './coming-occasions';
import { OccasionCard } from './occasion-card';
import { OwnOccasionForm } from './own-occasion-form';

/** The console's Occasions: the coming year's occasions in date order, the centre's own added here, any one's categories chosen. */
export function OccasionsManager() {
  const { t } = useTranslation('admin');
  const list = useAdminOccasions();
  const hijriOffset = useHijriOffset();
  const ordered = useMemo(() => (list.data ? comingOccasions(list.data.occasions, playerToday(), hijriOffset) : null), [list.data, hijriOffset]);

  return (
    <ConsoleSection id="occasions" title={t('occasions.title')} intro={t('occasions.intro')}>
      {list.isPending ? (
        <Skeleton className="h-48" />
      ) : list.isError || !ordered ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <ol className="flex flex-col gap-3" data-testid="admin-occasions">
            {ordered.coming.map((coming) => (
              <OccasionCard key={coming.occasion.id} occasion={coming.occasion} coming={coming} hijriOffset={hijriOffset} choices={list.data.categories} />
            ))}
            {ordered.later.map((occasion) => (
              <OccasionCard key={occasion.id} occasion={occasion} coming={null} hijriOffset={hijriOffset} choices={list.data.categories} />
            ))}
          </ol>
          <OwnOccasionForm choices={list.data.categories} />
        </div>
      )}
    </ConsoleSection>
  );
}
