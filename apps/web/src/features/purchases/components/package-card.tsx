import { Sparkles } from 'lucide-react';
import type { StorePackage } from '@app/shared/contracts/store';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { cn } from '@/lib/cn';
import type { CouponEffect } from '../utils/coupon-price';
import { CouponPrice } from './coupon-price';
import { OfferUntil } from './offer-until';

type Props = { pkg: StorePackage; busy: boolean; disabled: boolean; onBuy: (pkg: StorePackage) => void; effect?: CouponEffect | null };

/** One package: games, price in KWD, and what it saves against single games. */
export function PackageCard({ pkg, busy, disabled, onBuy, effect = null }: Props) {
  const { t } = useTranslation('store');
  const language = useLanguage();
  const badge = language === 'ar' ? pkg.badgeAr ?? pkg.badgeEn : pkg.badgeEn;
  const perGame = Math.round(pkg.priceFils / pkg.points);
  return (
    <li
      data-testid={`package-${pkg.points}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-5 pt-7 shadow-sm transition-shadow hover:shadow-md',
        badge ? 'border-gold ring-2 ring-gold/40' : 'border-emerald/20',
      )}
    >
      {badge && (
        <span className="absolute -top-3 start-1/2 inline-flex -translate-x-1/2 items-center gap-1 whitespace-nowrap rounded-full bg-gold px-3 py-0.5 text-sm font-bold text-night rtl:translate-x-1/2">
          <Sparkles aria-hidden className="size-3.5" />
          {badge}
        </span>
      )}
      <h3 className="flex items-baseline gap-2">
        <span className="font-heading text-5xl font-extrabold text-emerald-dark">
          <bdi>{pkg.points}</bdi>
        </span>
        <span className="text-lg font-semibold text-muted">{t('packages.gamesLabel', { count: pkg.points })}</span>
      </h3>
      <p className="mt-1 text-sm text-muted">{t('packages.points', { count: pkg.points })}</p>
      <OfferUntil lastDay={pkg.saleTo} testId="package-sale-until" />
      <p className="mt-4 whitespace-nowrap text-2xl font-extrabold" data-testid="package-price">
        <bdi>{formatMoney(effect?.priceFils ?? pkg.priceFils, language)}</bdi>
      </p>
      {effect && <CouponPrice effect={effect} />}
      <div className="mt-2 flex min-h-14 flex-col items-start gap-1">
        {pkg.discountPercent > 0 ? (
          <>
            <span data-testid="package-discount" className="rounded-full bg-success/10 px-2.5 py-0.5 text-sm font-bold text-success-strong">
              {t('packages.discount', { percent: pkg.discountPercent })}
            </span>
            <span data-testid="package-savings" className="text-sm font-semibold text-emerald-dark">
              {t('packages.savings', { amount: formatMoney(pkg.savingsFils, language) })}
            </span>
          </>
        ) : (
          <span className="text-sm text-muted">{t('packages.singlePrice')}</span>
        )}
      </div>
      <p className="mt-1 mb-5 text-sm text-muted">{t('packages.perGame', { amount: formatMoney(perGame, language) })}</p>
      {/* At the card's foot: the cards of a row are as tall as the tallest, their buttons in one line. */}
      <Button className="mt-auto w-full" onClick={() => onBuy(pkg)} disabled={disabled} aria-busy={busy} data-testid={`buy-${pkg.points}`}>
        {busy ? <Spinner className="size-4 text-white" label={t('packages.redirecting')} /> : t('packages.buy')}
      </Button>
    </li>
  );
}
