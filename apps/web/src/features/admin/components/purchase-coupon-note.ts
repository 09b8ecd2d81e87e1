import type { Language } from '@app/shared/constants';
import type { PurchaseCoupon } from '@app/shared/contracts/admin';
import { formatMoney } from '@/lib/format';
import type { TFunction } from '@/lib/i18n';

/** A purchase's code in the console ("Code EID2027 · 0.550 KWD off · +1 extra point"); null without one. */
export function purchaseCouponNote(coupon: PurchaseCoupon | null, t: TFunction, language: Language): string | null {
  if (!coupon) return null;
  return [
    t('transactions.coupon', { code: coupon.code }),
    coupon.discountFils > 0 ? t('transactions.couponSaved', { amount: formatMoney(coupon.discountFils, language) }) : null,
    coupon.bonusPoints > 0 ? t('transactions.couponBonus', { count: coupon.bonusPoints }) : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}
