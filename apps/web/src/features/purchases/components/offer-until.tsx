import { Clock } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useHijriOffset } from '@/lib/site';
import { offerUntilDay } from '../utils/pass-until';

/** A seasonal offer's last day on its store card: "Until 12 Rajab / 3 January 2027"; nothing when it has no end. */
export function OfferUntil({ lastDay, testId }: { lastDay: string | null; testId: string }) {
  const { t } = useTranslation('store');
  const language = useLanguage();
  const hijriOffset = useHijriOffset();
  if (!lastDay) return null;
  const day = offerUntilDay(lastDay, hijriOffset, language);
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-emerald-dark" data-testid={testId} title={t('offer.untilLabel', { day })}>
      <Clock aria-hidden className="size-4 shrink-0 text-gold" />
      <span>{t('offer.until', { day })}</span>
    </p>
  );
}
