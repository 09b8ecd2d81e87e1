import type { TransactionView } from '@app/shared/contracts/payments';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';

/** Under a purchase's amount: the code it was bought with and what the code gave. */
export function CouponNote({ coupon }: { coupon: TransactionView['coupon'] }) {
  const { t } = useTranslation('history');
  const language = useLanguage();
  if (!coupon) return null;
  const gave = [
    coupon.discountFils > 0 ? t('coupon.saved', { amount: formatMoney(coupon.discountFils, language) }) : null,
    coupon.bonusPoints > 0 ? t('coupon.bonus', { count: coupon.bonusPoints }) : null,
  ].filter(Boolean);
  return (
    <span className="block whitespace-nowrap text-xs text-success-strong" data-testid="transaction-coupon">
      {t('coupon.code', { code: coupon.code })}
      {gave.length > 0 && ` · ${gave.join(' · ')}`}
    </span>
  );
}
