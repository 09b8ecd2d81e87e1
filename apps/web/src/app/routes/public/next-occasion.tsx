import { useEffect, useState } from 'react';
import type { NextOccasionResponse } from '@app/shared/contracts/occasions';
import { apiFetch } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';

type Next = NonNullable<NextOccasionResponse['next']>;

/** The visitor's civil day, "2026-01-02": the Hijri day turns at local midnight (DECISIONS.md 32). */
function localDay(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * The next Hijri occasion, on the landing page. The page is built once, so it asks for the
 * occasion from the visitor's own day once it is live (the server applies the operator's shift).
 */
export function NextOccasion() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const [next, setNext] = useState<Next | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<NextOccasionResponse>(`/api/occasions/next?date=${localDay()}`, { signal: controller.signal }).then(
      (reply) => setNext(reply.next),
      () => setNext(null),
    );
    return () => controller.abort();
  }, []);
  if (!next) return null;
  return (
    <p data-testid="landing-next-occasion" data-occasion={next.id} className="max-w-2xl border-s-4 border-gold ps-3 text-ivory/90">
      {t('nextOccasion', language === 'ar' ? { day: next.dayAr, name: next.nameAr } : { day: next.dayEn, name: next.nameEn })}
    </p>
  );
}
