import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useOverview } from '../api/admin/get-overview';
import { ConsoleSection, LoadFailed } from './console-section';
import { DayBars } from './day-bars';

const METRICS = ['signups', 'games', 'revenueFils'] as const;

/** How the product is doing: online now, today and 30 days of sign-ups, games and revenue with a chart each, open reports. */
export function OverviewSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const overview = useOverview();
  const shown = (metric: (typeof METRICS)[number], value: number) => (metric === 'revenueFils' ? formatMoney(value, language) : String(value));
  return (
    <ConsoleSection id="overview" title={t('overview.title')} intro={t('overview.intro')}>
      {overview.isPending ? (
        <Skeleton className="h-40" />
      ) : overview.isError ? (
        <LoadFailed onRetry={() => void overview.refetch()} />
      ) : (
        <div className="flex flex-col gap-4" data-testid="overview">
          <div className="flex flex-wrap gap-3">
            <p className="rounded-lg bg-emerald/10 px-3 py-2 font-bold" data-testid="overview-online">
              {t('overview.onlineNow', { count: overview.data.onlineNow })}
            </p>
            <p className="rounded-lg bg-gold/20 px-3 py-2 font-bold" data-testid="overview-reports">
              {t('overview.openReports', {
                questions: t('overview.questionReports', { count: overview.data.openReports.questions }),
                messages: t('overview.messageReports', { count: overview.data.openReports.messages }),
              })}
            </p>
          </div>
          <div className="grid gap-4 md:grid-cols-3">
            {METRICS.map((metric) => (
              <figure key={metric} className="flex flex-col gap-2 rounded-lg border border-emerald/15 p-3" data-testid={`overview-${metric}`}>
                <figcaption className="font-semibold">{t(`overview.metrics.${metric}`)}</figcaption>
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-muted">{t('overview.today')}</dt>
                    <dd className="text-xl font-extrabold tabular-nums" data-testid="today">
                      <bdi>{shown(metric, overview.data.today[metric])}</bdi>
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t('overview.last30Days')}</dt>
                    <dd className="text-xl font-extrabold tabular-nums" data-testid="last30">
                      <bdi>{shown(metric, overview.data.last30Days[metric])}</bdi>
                    </dd>
                  </div>
                </dl>
                <DayBars
                  values={overview.data.days.map((day) => day[metric])}
                  label={t('overview.chartLabel', {
                    metric: t(`overview.metrics.${metric}`),
                    from: formatDate(`${overview.data.days[0]?.date}T12:00:00`, language),
                    to: formatDate(`${overview.data.days.at(-1)?.date}T12:00:00`, language),
                  })}
                />
              </figure>
            ))}
          </div>
          <p className="text-xs text-muted">{t('overview.daysNote')}</p>
        </div>
      )}
    </ConsoleSection>
  );
}
