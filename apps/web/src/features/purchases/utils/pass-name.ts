import type { Language } from '@app/shared/constants';
import type { TransactionView } from '@app/shared/contracts/payments';
import { formatMoney } from '@/lib/format';
import type { TFunction } from '@/lib/i18n';

/** A pass purchase's name in the language; null for a points purchase. */
export const passNameOf = (tx: Pick<TransactionView, 'pass'>, language: Language): string | null =>
  tx.pass ? (language === 'ar' ? tx.pass.nameAr : tx.pass.nameEn) : null;

/**
 * What a purchase's code gave, in words ("Code EID2027 · 0.550 KWD off"), with `t` of the history or
 * the store catalogue (both have the coupon.code, coupon.saved and coupon.bonus texts); null for a purchase without a code. Kept beside passNameOf: the store's recent list and
 * the history both show it, and one shared file keeps the landing's preload map as it is.
 */
export function couponNoteOf(tx: Pick<TransactionView, 'coupon'>, t: TFunction, language: Language): string | null {
  const { coupon } = tx;
  if (!coupon) return null;
  const gave = [
    coupon.discountFils > 0 ? t('coupon.saved', { amount: formatMoney(coupon.discountFils, language) }) : null,
    coupon.bonusPoints > 0 ? t('coupon.bonus', { count: coupon.bonusPoints }) : null,
  ].filter((text): text is string => text !== null);
  return [t('coupon.code', { code: coupon.code }), ...gave].join(' · ');
}
