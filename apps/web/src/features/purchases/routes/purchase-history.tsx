import { ArrowDownWideNarrow, ArrowLeft, ArrowUpNarrowWide, ChevronLeft, ChevronRight, History, LogIn, ReceiptText } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { TRANSACTION_FILTERS, type TransactionFilter } from '@app/shared/payment-constants';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/cn';
import { useTransactions, type TransactionsParams } from '../api/transactions';
import { couponNoteOf, passNameOf } from '../utils/pass-name';
import { GiftNote } from '../components/gift-note';
import { PaymentActions } from '../components/payment-actions';

export const PAGE_SIZE = 10;

/** Filters, sort and page live in the URL: reload and Back keep them. */
function readParams(search: URLSearchParams): TransactionsParams {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status: (TRANSACTION_FILTERS as readonly string[]).includes(status ?? '') ? (status as TransactionFilter) : 'all',
    sort: search.get('sort') === 'oldest' ? 'oldest' : 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

export function Component() {
  const { t } = useTranslation('history');
  usePageMeta(t('title'));
  const { user, isPending: sessionPending } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const query = useTransactions(params, Boolean(user));

  const update = (next: Partial<TransactionsParams>) => {
    const merged = { ...params, ...next };
    const out = new URLSearchParams();
    if (merged.status !== 'all') out.set('status', merged.status);
    if (merged.sort !== 'newest') out.set('sort', merged.sort);
    if (merged.page > 1) out.set('page', String(merged.page));
    setSearch(out, { replace: true });
  };
  const goBack = () => (window.history.length > 1 ? void navigate(-1) : void navigate('/store'));

  const header = (
    <header className="flex flex-wrap items-center gap-3">
      <Button variant="ghost" size="icon" onClick={goBack} aria-label={t('back')} data-testid="history-back">
        <ArrowLeft aria-hidden className="flip-rtl" />
      </Button>
      <h1 className="flex items-center gap-2 text-3xl font-extrabold text-emerald-dark">
        <History aria-hidden className="size-7 text-gold" />
        {t('title')}
      </h1>
    </header>
  );

  if (sessionPending) {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        {header}
        <TableSkeleton />
      </div>
    );
  }
  if (!user) {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        {header}
        <section className="flex flex-col items-center gap-4 rounded-2xl border border-emerald/20 bg-white p-10 text-center shadow-sm" data-testid="history-login-required">
          <LogIn aria-hidden className="size-12 text-gold" />
          <p className="text-lg font-semibold">{t('loginRequired')}</p>
          <ButtonLink to="/login" state={{ from: location }}>{t('login')}</ButtonLink>
        </section>
      </div>
    );
  }

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const unauthenticated = query.error instanceof ApiError && query.error.status === 401;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      {header}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('filters.label')}>
          {TRANSACTION_FILTERS.map((filter) => (
            <Button
              key={filter}
              size="sm"
              variant={params.status === filter ? 'primary' : 'outline'}
              aria-pressed={params.status === filter}
              onClick={() => update({ status: filter, page: 1 })}
              data-testid={`filter-${filter}`}
            >
              {t(`filters.${filter}`)}
            </Button>
          ))}
        </div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => update({ sort: params.sort === 'newest' ? 'oldest' : 'newest', page: 1 })}
          data-testid="sort-toggle"
          aria-label={t('sort.toggle', { order: t(`sort.${params.sort}`) })}
        >
          {params.sort === 'newest' ? <ArrowDownWideNarrow aria-hidden /> : <ArrowUpNarrowWide aria-hidden />}
          {t(`sort.${params.sort}`)}
        </Button>
      </div>

      {query.isPending ? (
        <TableSkeleton />
      ) : query.isError ? (
        <section role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-danger/30 bg-white p-10 text-center" data-testid="history-error">
          <p className="text-lg font-semibold text-danger">{unauthenticated ? errorMessage('unauthenticated') : t('errors.load')}</p>
          {unauthenticated ? (
            <ButtonLink to="/login" state={{ from: location }}>{t('login')}</ButtonLink>
          ) : (
            <Button onClick={() => void query.refetch()} data-testid="history-retry">
              {t('retry')}
            </Button>
          )}
        </section>
      ) : query.data.transactions.length === 0 ? (
        <section className="flex flex-col items-center gap-4 rounded-2xl border border-emerald/20 bg-white p-10 text-center shadow-sm" data-testid="history-empty">
          <ReceiptText aria-hidden className="size-12 text-muted" />
          <p className="text-lg">{params.status === 'all' ? t('empty') : t('emptyFiltered')}</p>
          <ButtonLink to="/store">{t('goToStore')}</ButtonLink>
        </section>
      ) : (
        <>
          <TransactionTable transactions={query.data.transactions} fetching={query.isFetching} />
          {pages > 1 && (
            <nav className="flex items-center justify-center gap-3" aria-label={t('pagination.label')}>
              <Button variant="outline" size="sm" disabled={params.page <= 1} onClick={() => update({ page: params.page - 1 })} data-testid="page-previous">
                <ChevronLeft aria-hidden className="flip-rtl" />
                {t('pagination.previous')}
              </Button>
              <span className="font-semibold" data-testid="page-status">
                {t('pagination.status', { page: params.page, pages })}
              </span>
              <Button variant="outline" size="sm" disabled={params.page >= pages} onClick={() => update({ page: params.page + 1 })} data-testid="page-next">
                {t('pagination.next')}
                <ChevronRight aria-hidden className="flip-rtl" />
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

function TransactionTable({ transactions, fetching }: { transactions: NonNullable<ReturnType<typeof useTransactions>['data']>['transactions']; fetching: boolean }) {
  const { t } = useTranslation('history');
  const language = useLanguage();
  return (
    <div className={cn('overflow-x-auto rounded-2xl border border-emerald/20 bg-white shadow-sm transition-opacity', fetching && 'opacity-60')}>
      <table className="w-full text-start" data-testid="history-table">
        <thead className="bg-sand/60 text-sm text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-semibold">{t('columns.date')}</th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">{t('columns.points')}</th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">{t('columns.amount')}</th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">{t('columns.status')}</th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">{t('columns.transactionId')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-emerald/10">
          {transactions.map((tx) => (
            <tr key={tx.id} data-testid="history-row" data-status={tx.status}>
              <td className="whitespace-nowrap px-4 py-3">
                <bdi>{formatDateTime(tx.createdAt, language)}</bdi>
              </td>
              <td className="whitespace-nowrap px-4 py-3 font-semibold" data-testid="history-points">
                {passNameOf(tx, language) ?? t('pointsCount', { count: tx.points })}
                <GiftNote tx={tx} t={t} />
              </td>
              <td className="whitespace-nowrap px-4 py-3" data-testid="history-amount">
                <bdi>{formatMoney(tx.amountFils, language)}</bdi>
                {couponNoteOf(tx, t, language) && (
                  <span className="block whitespace-nowrap text-xs text-success-strong" data-testid="transaction-coupon">
                    {couponNoteOf(tx, t, language)}
                  </span>
                )}
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-col items-start gap-1.5">
                  <StatusBadge status={tx.status} label={t(`status.${tx.status}`)} />
                  <PaymentActions transaction={tx} />
                </div>
              </td>
              <td className="px-4 py-3 text-sm">
                {/* Codes read left to right in Arabic too and never break inside. */}
                <bdi dir="ltr" className="whitespace-nowrap font-mono" data-testid="history-transaction-id">
                  {tx.transactionCode}
                </bdi>
                {tx.paymentId && (
                  <span className="block whitespace-nowrap text-xs text-muted">
                    {t('paymentId')} <bdi dir="ltr" className="font-mono">{tx.paymentId}</bdi>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TableSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-emerald/20 bg-white p-4" aria-busy data-testid="history-loading">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-4">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-5 flex-1" />
        </div>
      ))}
    </div>
  );
}
