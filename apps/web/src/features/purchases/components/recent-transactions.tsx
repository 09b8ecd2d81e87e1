import { ArrowRight, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatMoney } from '@/lib/format';
import { useLocalDates } from '@/lib/use-local-dates';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { couponNoteOf, passNameOf } from '../utils/pass-name';
import { GiftNote } from './gift-note';
import { RECENT_COUNT, RECENT_TRANSACTIONS, useTransactions } from '../api/transactions';

/** The buyer's latest transactions on the store page, with the way to the full history. */
export function RecentTransactions() {
  const { t } = useTranslation('store');
  const language = useLanguage();
  const dates = useLocalDates();
  const query = useTransactions(RECENT_TRANSACTIONS, true);
  return (
    <section aria-labelledby="recent-title" className="rounded-2xl border border-emerald/20 bg-white p-5 shadow-sm" data-testid="recent-transactions">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="recent-title" className="text-xl font-bold text-emerald-dark">
          {t('recent.title')}
        </h2>
        <Button asChild variant="link" size="sm">
          <Link to="/purchase-history">
            {t('recent.viewAll')}
            <ArrowRight aria-hidden className="flip-rtl" />
          </Link>
        </Button>
      </div>
      {query.isPending ? (
        <ul className="flex flex-col gap-3" aria-busy>
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="flex items-center gap-3">
              <Skeleton className="h-5 flex-1" />
              <Skeleton className="h-5 w-20" />
              <Skeleton className="h-6 w-24 rounded-full" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3" role="alert">
          <p className="text-danger">{t('recent.error')}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('recent.retry')}
          </Button>
        </div>
      ) : query.data.transactions.length === 0 ? (
        <div className="flex items-center gap-3 text-muted">
          <ReceiptText aria-hidden className="size-6" />
          <p>{t('recent.empty')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-emerald/10">
          {query.data.transactions.slice(0, RECENT_COUNT).map((tx) => (
            <li key={tx.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3" data-testid="recent-transaction">
              <span className="min-w-40 text-sm text-muted">
                <bdi>{dates.dateTime(tx.createdAt)}</bdi>
              </span>
              <span className="whitespace-nowrap font-semibold" data-testid="recent-transaction-points">
                {/* Only a completed purchase added points (a refunded one gave them back; a gift, to its recipient). */}
                {passNameOf(tx, language) ?? t(tx.status === 'completed' && !tx.gift ? 'recent.points' : 'recent.notCredited', { count: tx.points })}
                <GiftNote tx={tx} t={t} />
              </span>
              <span className="whitespace-nowrap text-sm" data-testid="recent-transaction-amount">
                <bdi>{formatMoney(tx.amountFils, language)}</bdi>
                {couponNoteOf(tx, t, language) && (
                  <span className="block whitespace-nowrap text-xs text-success-strong" data-testid="transaction-coupon">
                    {couponNoteOf(tx, t, language)}
                  </span>
                )}
              </span>
              <span className="ms-auto flex flex-wrap items-center gap-2">
                {tx.status === 'pending' && tx.continueUrl && (
                  <Button asChild size="sm" variant="link" data-testid="recent-continue">
                    <a href={tx.continueUrl}>{t('recent.continue')}</a>
                  </Button>
                )}
                <StatusBadge status={tx.status} label={t(`status.${tx.status}`)} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
