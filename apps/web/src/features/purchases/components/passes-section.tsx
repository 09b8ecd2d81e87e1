import type { StorePass } from '@app/shared/contracts/store';
import { useTranslation } from '@/lib/i18n';
import { PassCard } from './pass-card';
import { PassUntil } from './pass-until';
import type { CouponEffect } from '../utils/coupon-price';

type Props = { passes: StorePass[]; buying: number | null; disabled: boolean; onBuy: (pass: StorePass) => void; effectOf?: (pass: StorePass) => CouponEffect | null };

/** The passes on sale, with what a pass is and what happens to points during one. */
export function PassesSection({ passes, buying, disabled, onBuy, effectOf }: Props) {
  const { t } = useTranslation('store');
  if (passes.length === 0) return null;
  return (
    <section aria-labelledby="passes-title" data-testid="store-passes" className="grid gap-4 rounded-2xl border border-emerald/20 bg-ivory/60 p-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-start">
      <div className="flex flex-col gap-2">
        <h2 id="passes-title" className="text-xl font-bold text-emerald-dark">
          {t('passes.title')}
        </h2>
        <PassUntil testId="store-pass-until" className="self-start" />
        <p data-testid="passes-explain">{t('passes.explain')}</p>
        <p className="text-muted">{t('passes.pointsKept')}</p>
        <p className="text-muted">{t('passes.extends')}</p>
      </div>
      <ul className="grid gap-4">
        {passes.map((pass) => (
          <PassCard key={pass.id} pass={pass} busy={buying === pass.id} disabled={disabled} onBuy={onBuy} effect={effectOf?.(pass) ?? null} />
        ))}
      </ul>
    </section>
  );
}
