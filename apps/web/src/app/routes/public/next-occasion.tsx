import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useHijriOffset } from '@/lib/site';

type Next = { id: string; day: string; name: string };

/**
 * The next Hijri occasion, on the landing page. The page is built once, so the day is worked out
 * in the visitor's browser; the calendar loads after the page, outside its first-load weight.
 */
export function NextOccasion() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const offset = useHijriOffset();
  const [next, setNext] = useState<Next | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/next-occasion').then(({ nextOccasion }) => {
      if (live) setNext(nextOccasion(offset, language));
    });
    return () => {
      live = false;
    };
  }, [offset, language]);
  if (!next) return null;
  return (
    <p data-testid="landing-next-occasion" data-occasion={next.id} className="max-w-2xl border-s-4 border-gold ps-3 text-ivory/90">
      {t('nextOccasion', { day: next.day, name: next.name })}
    </p>
  );
}
