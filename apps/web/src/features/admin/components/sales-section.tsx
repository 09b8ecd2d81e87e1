import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { lastThirtyDays, useSales, type SalesPeriod } from '../api/payments/get-sales';
import { ConsoleSection, LoadFailed } from './console-section';
import { SalesTable } from './sales-table';

/** The console's sales: what each package, pass and coupon sold and refunded over the chosen Kuwait days. */
export function SalesSection() {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<SalesPeriod>(lastThirtyDays);
  const [period, setPeriod] = useState<SalesPeriod>(draft);
  const sales = useSales(period);
  const rangeError = sales.error instanceof ApiError && sales.error.status === 400;

  const onShow = (event: FormEvent) => {
    event.preventDefault();
    setPeriod(draft);
  };

  return (
    <ConsoleSection id="sales" title={t('sales.title')} intro={t('sales.intro')}>
      <form onSubmit={onShow} className="mb-4 flex flex-wrap items-end gap-3" aria-label={t('sales.period')}>
        <FormField id="sales-from" label={t('sales.from')}>
          <Input id="sales-from" type="date" dir="ltr" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
        </FormField>
        <FormField id="sales-to" label={t('sales.to')}>
          <Input id="sales-to" type="date" dir="ltr" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
        </FormField>
        <Button type="submit" variant="outline" data-testid="sales-show">
          <Search aria-hidden />
          {t('sales.show')}
        </Button>
      </form>
      {sales.isPending ? (
        <Skeleton className="h-24" />
      ) : rangeError ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {t('transactions.rangeInvalid')}
        </p>
      ) : sales.isError ? (
        <LoadFailed onRetry={() => void sales.refetch()} />
      ) : (
        <SalesTable sales={sales.data} />
      )}
    </ConsoleSection>
  );
}
