import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useOperators } from '../api/players/get-operators';
import { ConsoleSection, LoadFailed } from './console-section';

/** Who is an operator, how and since when, and who granted it. */
export function OperatorsList() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const operators = useOperators();
  return (
    <ConsoleSection id="operators" title={t('operators.title')} intro={t('operators.intro')}>
      {operators.isPending ? (
        <Skeleton className="h-16" />
      ) : operators.isError ? (
        <LoadFailed onRetry={() => void operators.refetch()} />
      ) : operators.data.operators.length === 0 ? (
        <p className="text-muted">{t('operators.empty')}</p>
      ) : (
        <ul className="divide-y divide-emerald/10" data-testid="operators-list">
          {operators.data.operators.map((operator) => (
            <li key={operator.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2" data-testid={`operator-${operator.id}`}>
              <span className="min-w-40 font-semibold">
                <bdi>{operator.name}</bdi> · <bdi className="text-sm font-normal text-muted">{operator.email}</bdi>
              </span>
              <span className="rounded-full bg-emerald/10 px-2 py-0.5 text-sm font-bold" data-testid="operator-how">
                {t(`operators.how.${operator.how ?? 'unknown'}`)}
              </span>
              {operator.grantedBy ? (
                <span className="text-sm" data-testid="operator-granted-by">
                  {t('operators.grantedBy', { email: operator.grantedBy.email })}
                </span>
              ) : null}
              <span className="ms-auto text-sm text-muted">
                {operator.grantedAt ? t('operators.grantedAt', { date: formatDateTime(operator.grantedAt, language) }) : t('operators.unknownDate')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}
