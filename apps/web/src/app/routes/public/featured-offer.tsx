import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { FeaturedOffer as Offer, FeaturedOfferResponse } from '@app/shared/contracts/store';
import { apiFetch } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';

/**
 * The offer the operators feature, on the landing page: its name, price and last day, linking to
 * the store. The page is built once, so it asks once it is live (as the next occasion does); the
 * server writes the texts out and answers null while the offer is not on sale.
 */
export function FeaturedOffer() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const [offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<FeaturedOfferResponse>('/api/store/featured', { signal: controller.signal }).then(
      (reply) => setOffer(reply.featured),
      () => setOffer(null),
    );
    return () => controller.abort();
  }, []);
  if (!offer) return null;
  const ar = language === 'ar';
  const name = offer.points !== null ? t('featured.games', { count: offer.points }) : ar ? offer.nameAr : offer.nameEn;
  const until = ar ? offer.untilAr : offer.untilEn;
  return (
    <Link
      to="/store"
      data-testid="landing-featured"
      data-offer={`${offer.kind}-${offer.id}`}
      className="flex max-w-2xl flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-gold/50 bg-night-2 px-4 py-3 text-ivory transition-colors hover:border-gold"
    >
      <span className="rounded-full bg-gold px-2.5 py-0.5 text-sm font-bold text-night">{t('featured.label')}</span>
      <span className="font-bold" data-testid="landing-featured-name">
        {name}
      </span>
      <span className="font-extrabold text-gold-light" data-testid="landing-featured-price">
        <bdi>{ar ? offer.priceAr : offer.priceEn}</bdi>
      </span>
      {until ? (
        <span className="text-sm text-ivory/85" data-testid="landing-featured-until">
          {t('featured.until', { day: until })}
        </span>
      ) : null}
      <span className="text-sm font-semibold text-gold-light underline underline-offset-4">{t('featured.cta')}</span>
    </Link>
  );
}
