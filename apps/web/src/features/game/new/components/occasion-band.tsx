import { CalendarHeart } from 'lucide-react';
import type { OccasionWithCategories } from '@app/shared/contracts/occasions';
import type { UpcomingOccasion } from '@app/shared/occasions/upcoming';
import { formatDayBothCalendars } from '@app/shared/occasions/hijri-date';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';

export type OccasionBandItem = {
  upcoming: UpcomingOccasion<OccasionWithCategories>;
  /** Null when no category of its board can be played. */
  onChoose: (() => void) | null;
};

/** The occasions of the coming week at the top of /play, in both calendars, each with its ready board. */
export function OccasionBand({ items, hijriOffset }: { items: OccasionBandItem[]; hijriOffset: number }) {
  const { t } = useTranslation('play');
  return (
    <section aria-label={t('occasion.label')} data-testid="occasion-band" className="flex flex-col gap-3 rounded-2xl border border-gold/40 bg-gold/10 px-5 py-4 short:gap-1.5 short:px-3 short:py-2">
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <OccasionRow key={item.upcoming.occasion.id} {...item} hijriOffset={hijriOffset} />
        ))}
      </ul>
    </section>
  );
}

function OccasionRow({ upcoming, onChoose, hijriOffset }: OccasionBandItem & { hijriOffset: number }) {
  const { t } = useTranslation('play');
  const language = useLanguage();
  const { occasion, daysAway } = upcoming;
  const day = formatDayBothCalendars(upcoming.date, hijriOffset, language);
  const when =
    occasion.kind === 'season' && daysAway === 0
      ? t('occasion.onNow')
      : daysAway === 0
        ? t('occasion.today')
        : daysAway === 1
          ? t('occasion.tomorrow')
          : t('occasion.inDays', { count: daysAway });
  return (
    <li data-testid={`occasion-${occasion.id}`} className="flex flex-wrap items-center gap-x-4 gap-y-2 short:flex-nowrap short:gap-x-3">
      <CalendarHeart aria-hidden className="size-7 shrink-0 text-emerald-dark short:size-5" />
      <div className="flex min-w-0 flex-1 basis-64 flex-col">
        <p className="text-sm font-semibold text-emerald-dark short:text-xs">{when}</p>
        <p className="text-base leading-relaxed font-bold text-night sm:text-lg short:text-sm short:leading-snug">
          {t('occasion.headline', {
            weekday: day.weekday,
            hijri: day.hijri,
            gregorian: day.gregorian,
            name: language === 'ar' ? occasion.nameAr : occasion.nameEn,
          })}{' '}
          {onChoose ? <span className="font-semibold text-emerald-dark">{t('occasion.readyBoard')}</span> : null}
        </p>
      </div>
      {onChoose ? (
        <Button type="button" onClick={onChoose} data-testid={`occasion-choose-${occasion.id}`} className="max-sm:w-full short:h-9 short:w-auto">
          {t('occasion.choose')}
        </Button>
      ) : null}
    </li>
  );
}
