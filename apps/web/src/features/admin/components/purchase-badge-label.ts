import type { AdminTransaction } from '@app/shared/contracts/admin';
import type { TFunction } from '@/lib/i18n';

/**
 * The word on a purchase's badge in the console: a refunded purchase whose refund the provider has
 * not yet made says so ("Refund pending"), never "Refunded" above a line saying it is pending.
 */
export function purchaseBadgeLabel(tx: AdminTransaction, t: TFunction): string {
  if (tx.status === 'refunded' && tx.refund && tx.refund.status !== 'refunded') return t(`refund.badges.${tx.refund.status}`);
  return t(`transactions.filters.${tx.status}`);
}
