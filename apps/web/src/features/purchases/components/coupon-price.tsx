import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import type { CouponEffect } from '../utils/coupon-price';
import { OfferUntil } from './offer-until';

/** Under a price the applied code changes: the full price struck through, or the extra points; and the code's last day. */
export function CouponPrice({ effect }: { effect: CouponEffect }) {
  const { t } = useTranslation('store');
  const language = useLanguage();
  return (
    <>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm font-semibold text-success-strong" data-testid="coupon-effect">
        {effect.priceFils < effect.fullPriceFils && (
          <s className="font-normal text-muted" data-testid="coupon-full-price">
            <bdi>{t('coupon.fullPrice', { amount: formatMoney(effect.fullPriceFils, language) })}</bdi>
          </s>
        )}
        <span>
          {effect.bonusPoints > 0 ? t('coupon.extraPoints', { count: effect.bonusPoints, code: effect.code }) : t('coupon.withCode', { code: effect.code })}
        </span>
      </p>
      <OfferUntil lastDay={effect.endsOn} testId="coupon-until" />
    </>
  );
}
