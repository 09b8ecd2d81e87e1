import { RefreshCw, Search, Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminTransaction } from '@app/shared/contracts/admin';
import { TRANSACTION_FILTERS } from '@app/shared/payment-constants';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { useAllTransactions, type PurchaseFilter } from '../api/payments/get-transactions';
import { useRecheckPurchase } from '../api/payments/recheck-purchase';
import { ConsoleSection, LoadFailed } from './console-section';
import { purchaseBadgeLabel } from './purchase-badge-label';
import { purchaseCouponNote } from './purchase-coupon-note';
import { RefundDialog } from './refund-dialog';

const NO_FILTER: PurchaseFilter = { status: 'all', q: '', from: '', to: '' };

/** What happened to a purchase's refund: who asked is in the audit log; here the state, the points and the reason. */
function RefundLine({ tx }: { tx: AdminTransaction }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (!tx.refund) return null;
  const { refund } = tx;
  return (
    <p className="text-xs text-muted" data-testid={`transaction-${tx.id}-refund`}>
      <span className={refund.status === 'failed' ? 'font-semibold text-danger' : 'font-semibold'}>{t(`refund.states.${refund.status}`)}</span>
      {' · '}
      {formatDateTime(refund.createdAt, language)}
      {' · '}
      {refund.takePoints ? t('refund.pointsTaken', { count: refund.pointsTaken }) : t('refund.pointsKept')}
      {' · '}
      <bdi>{refund.reason}</bdi>
      {refund.failureReason ? (
        <>
          {' · '}
          {t('transactions.providerSaid')}{' '}
          <bdi lang="en" dir="ltr">
            {refund.failureReason}
          </bdi>
        </>
      ) : null}
    </p>
  );
}

function PurchaseRow({ tx }: { tx: AdminTransaction }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [refunding, setRefunding] = useState(false);
  const recheck = useRecheckPurchase();

  const onRecheck = () =>
    recheck.mutate(tx.id, {
      onSuccess: (after) => toast.info(t(`transactions.rechecked.${after.status}`)),
      onError: (error) => toast.error(error instanceof ApiError ? errorMessage(errorCodeOf(error)) : t('transactions.recheckFailed')),
    });

  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-emerald/15 px-4 py-3 text-sm"
      data-testid={`transaction-${tx.id}`}
    >
      <div className="min-w-0">
        <p className="font-semibold">
          {t('transactions.points', { count: tx.points })} · {formatMoney(tx.amountFils, language)}
        </p>
        {tx.coupon ? (
          <p className="text-xs font-semibold text-success-strong" data-testid={`transaction-${tx.id}-coupon`}>
            {purchaseCouponNote(tx.coupon, t, language)}
          </p>
        ) : null}
        <p className="text-muted">
          {tx.buyer ? (
            <>
              <bdi>{tx.buyer.name}</bdi>
              {' · '}
            </>
          ) : null}
          <bdi>{tx.buyer?.email ?? t('transactions.deletedBuyer')}</bdi>
        </p>
        {tx.gift ? (
          <p className="text-emerald-dark" data-testid="transaction-gift">
            {t('transactions.gift.to')} <bdi dir="ltr">{tx.gift.email}</bdi>
            {tx.gift.status ? ` · ${t(`transactions.gift.status.${tx.gift.status}`)}` : ''}
            {tx.gift.message ? (
              <span className="block text-muted" dir="auto">
                {tx.gift.message}
              </span>
            ) : null}
          </p>
        ) : null}
        <p className="text-xs text-muted">
          {formatDateTime(tx.createdAt, language)} · <bdi>{tx.transactionCode}</bdi>
          {tx.invoiceId ? (
            <>
              {' · '}
              {t('transactions.invoice')} <bdi>{tx.invoiceId}</bdi>
            </>
          ) : null}
          {tx.failureReason ? (
            <>
              {' · '}
              {t('transactions.providerSaid')}{' '}
              <bdi lang="en" dir="ltr">
                {tx.failureReason}
              </bdi>
            </>
          ) : null}
        </p>
        <RefundLine tx={tx} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {tx.status === 'completed' && !tx.credited ? <span className="text-xs font-semibold text-danger">{t('transactions.notCredited')}</span> : null}
        <StatusBadge status={tx.status} label={purchaseBadgeLabel(tx, t)} />
        {tx.status === 'pending' ? (
          <Button size="sm" variant="outline" disabled={recheck.isPending} onClick={onRecheck} data-testid={`transaction-${tx.id}-recheck`}>
            <RefreshCw aria-hidden />
            {t('transactions.recheck')}
          </Button>
        ) : null}
        {tx.status === 'completed' ? (
          <>
            <Button size="sm" variant="outline" onClick={() => setRefunding(true)} data-testid={`transaction-${tx.id}-refund-open`}>
              <Undo2 aria-hidden />
              {t('refund.open')}
            </Button>
            {refunding ? <RefundDialog purchase={tx} open={refunding} onOpenChange={setRefunding} /> : null}
          </>
        ) : null}
      </div>
    </li>
  );
}

/** Every player's purchases, newest first: to answer "I paid but got no points" without the database, and to refund. */
export function TransactionsList() {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<PurchaseFilter>(NO_FILTER);
  const [filter, setFilter] = useState<PurchaseFilter>(NO_FILTER);
  const list = useAllTransactions(filter);
  const edit = <K extends keyof PurchaseFilter>(key: K, value: PurchaseFilter[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft, q: draft.q.trim() });
  };
  const rangeError = list.error instanceof ApiError && list.error.status === 400;

  return (
    <ConsoleSection id="transactions" title={t('transactions.title')} intro={t('transactions.intro')}>
      <form role="search" onSubmit={onSearch} className="mb-4 grid items-end gap-3 sm:grid-cols-2 xl:grid-cols-[9rem_10rem_10rem_1fr_auto]">
        <FormField id="transactions-status" label={t('transactions.status')}>
          <Select
            id="transactions-status"
            options={TRANSACTION_FILTERS.map((status) => [status, t(`transactions.filters.${status}`)] as const)}
            value={draft.status}
            onChange={(e) => {
              const status = e.target.value as typeof draft.status;
              edit('status', status);
              setFilter((current) => ({ ...current, status }));
            }}
          />
        </FormField>
        <FormField id="transactions-from" label={t('transactions.from')}>
          <Input id="transactions-from" type="date" dir="ltr" value={draft.from} onChange={(e) => edit('from', e.target.value)} />
        </FormField>
        <FormField id="transactions-to" label={t('transactions.to')}>
          <Input id="transactions-to" type="date" dir="ltr" value={draft.to} onChange={(e) => edit('to', e.target.value)} />
        </FormField>
        <FormField id="transactions-search" label={t('transactions.search')}>
          <Input id="transactions-search" type="search" dir="auto" value={draft.q} onChange={(e) => edit('q', e.target.value)} />
        </FormField>
        <Button type="submit" variant="outline" data-testid="transactions-search-submit">
          <Search aria-hidden />
          {t('users.find')}
        </Button>
      </form>
      {list.isPending ? (
        <Skeleton className="h-24" />
      ) : rangeError ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {t('transactions.rangeInvalid')}
        </p>
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : list.data.transactions.length === 0 ? (
        <p className="text-sm text-muted">{t('transactions.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="all-transactions">
          {list.data.transactions.map((tx) => (
            <PurchaseRow key={tx.id} tx={tx} />
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}
