import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TRANSACTION_FILTERS, type TransactionFilter } from '@app/shared/payment-constants';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { SelectField, TextField } from '@/components/ui/text-field';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useAllTransactions } from '../api/admin-api';
import { ConsoleSection, LoadFailed } from './console-section';

/** Every player's purchases, newest first: to answer "I paid but got no points" without the database. */
export function TransactionsList() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [status, setStatus] = useState<TransactionFilter>('all');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const list = useAllTransactions(status, query);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };

  return (
    <ConsoleSection id="transactions" title={t('transactions.title')} intro={t('transactions.intro')}>
      <form role="search" onSubmit={onSearch} className="mb-4 grid items-end gap-3 sm:grid-cols-[10rem_1fr_auto]">
        <SelectField
          id="transactions-status"
          label={t('transactions.status')}
          value={status}
          options={TRANSACTION_FILTERS.map((filter) => [filter, t(`transactions.filters.${filter}`)] as const)}
          onChange={setStatus}
        />
        <TextField id="transactions-search" label={t('transactions.search')} type="search" dir="auto" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit" variant="outline" data-testid="transactions-search-submit">
          <Search aria-hidden />
          {t('users.find')}
        </Button>
      </form>
      {list.isPending ? (
        <Skeleton className="h-24" />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : list.data.transactions.length === 0 ? (
        <p className="text-sm text-muted">{t('transactions.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="all-transactions">
          {list.data.transactions.map((tx) => (
            <li key={tx.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-emerald/15 px-4 py-3 text-sm" data-testid={`transaction-${tx.id}`}>
              <div className="min-w-0">
                <p className="font-semibold">
                  {t('transactions.points', { count: tx.points })} · {formatMoney(tx.amountFils, language)}
                </p>
                <p className="text-muted" dir="auto">
                  {tx.buyer ? `${tx.buyer.name} · ` : ''}
                  <bdi>{tx.buyer?.email ?? t('transactions.deletedBuyer')}</bdi>
                </p>
                <p className="text-xs text-muted">
                  {formatDateTime(tx.createdAt, language)} · <bdi>{tx.transactionCode}</bdi>
                  {tx.invoiceId ? (
                    <>
                      {' · '}
                      {t('transactions.invoice')} <bdi>{tx.invoiceId}</bdi>
                    </>
                  ) : null}
                  {tx.failureReason ? ` · ${tx.failureReason}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-2">
                {tx.status === 'completed' && !tx.credited ? <span className="text-xs font-semibold text-danger">{t('transactions.notCredited')}</span> : null}
                <StatusBadge status={tx.status} label={t(`transactions.filters.${tx.status}`)} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}
