import type { NextOccasionResponse } from '@app/shared/contracts/occasions';
import type { Occasion } from '@app/shared/occasions/calendar';
import { formatDayLine, type CivilDate } from '@app/shared/occasions/hijri-date';
import { upcomingOccasions } from '@app/shared/occasions/upcoming';

/** A Hijri year is 354 or 355 days: looking this far ahead always finds one. */
const YEAR_DAYS = 356;

/** The next occasion from a day (that day's included; a season only before it starts). */
export function nextOccasion(occasions: readonly Occasion[], today: CivilDate, offsetDays: number): NextOccasionResponse['next'] {
  const next = upcomingOccasions(occasions, today, offsetDays, YEAR_DAYS).find((u) => u.occasion.kind !== 'season' || u.daysAway > 0);
  if (!next) return null;
  const { id, nameEn, nameAr } = next.occasion;
  return { id, nameEn, nameAr, dayEn: formatDayLine(next.date, offsetDays, 'en'), dayAr: formatDayLine(next.date, offsetDays, 'ar') };
}
