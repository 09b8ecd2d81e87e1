import { CalendarDays } from 'lucide-react';
import type { StorePass } from '@app/shared/contracts/store';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import type { CouponEffect } from '../utils/coupon-price';
import { CouponPrice } from './coupon-price';
import { OfferUntil } from './offer-until';

type Props = { pass: StorePass; busy: boolean; disabled: boolean; onBuy: (pass: StorePass) => void; effect?: CouponEffect | null };

/** One pass: its name, its days, the last day it is sold (a seasonal one), its price in KWD. */
export function PassCard({ pass, busy, disabled, onBuy, effect = null }: Props) {
  const { t } = useTranslation('store');
  const language = useLanguage();
  return (
    <li data-testid={`pass-${pass.id}`} className="flex flex-col rounded-2xl border border-emerald/30 bg-white p-5 shadow-sm">
      <h3 className="flex items-center gap-2 text-xl font-extrabold text-emerald-dark">
        <CalendarDays aria-hidden className="size-6 shrink-0 text-gold" />
        <span>{language === 'ar' ? pass.nameAr : pass.nameEn}</span>
      </h3>
      <p className="mt-1 text-sm text-muted">
        {t('passes.days', { count: pass.days })} · {t('passes.unlimited')}
      </p>
      <OfferUntil lastDay={pass.saleTo} testId="pass-sale-until" />
      <p className="mt-4 text-2xl font-extrabold" data-testid="pass-price">
        <bdi>{formatMoney(effect?.priceFils ?? pass.priceFils, language)}</bdi>
      </p>
      {effect && <CouponPrice effect={effect} />}
      <Button className="mt-5 w-full" onClick={() => onBuy(pass)} disabled={disabled} aria-busy={busy} data-testid={`buy-pass-${pass.id}`}>
        {busy ? <Spinner className="size-4 text-white" label={t('packages.redirecting')} /> : t('passes.buy')}
      </Button>
    </li>
  );
}
