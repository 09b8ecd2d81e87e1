import type { TransactionView } from '@app/shared/contracts/payments';
import type { TFunction } from '@/lib/i18n';

/**
 * A gift purchase's line in the buyer's lists: "Gift to s***@example.com: waiting" (or delivered,
 * cancelled; just the address before it is paid), and its message as typed. `t` is the history's
 * or the store's: both catalogues have the gift texts.
 */
export function GiftNote({ tx, t }: { tx: Pick<TransactionView, 'gift'>; t: TFunction }) {
  const { gift } = tx;
  if (!gift) return null;
  return (
    <span className="block min-w-48 max-w-72 whitespace-normal text-xs font-normal text-emerald-dark" data-testid="transaction-gift">
      <span>
        {t('gift.to')} <bdi dir="ltr">{gift.to}</bdi>
        {gift.status ? `${t('gift.colon')}${t(`gift.status.${gift.status}`)}` : ''}
      </span>
      {gift.message && (
        <span className="block truncate text-muted" dir="auto" title={gift.message}>
          {gift.message}
        </span>
      )}
    </span>
  );
}
