import type { Language } from '@app/shared/constants';
import { OCCASIONS } from '@app/shared/occasions/calendar';
import { upcomingOccasions } from '@app/shared/occasions/upcoming';
import { formatBothCalendars, playerToday } from './hijri-today';

/** A Hijri year is 354 or 355 days: looking this far ahead always finds one. */
const YEAR_DAYS = 356;

/** The next occasion from today (today's included) in the player's day: its day in both calendars and its name. */
export function nextOccasion(offsetDays: number, language: Language, now = new Date()): { id: string; day: string; name: string } | null {
  const next = upcomingOccasions(OCCASIONS, playerToday(now), offsetDays, YEAR_DAYS).find((u) => u.occasion.kind !== 'season' || u.daysAway > 0);
  if (!next) return null;
  return {
    id: next.occasion.id,
    day: formatBothCalendars(next.date, offsetDays, language),
    name: language === 'ar' ? next.occasion.nameAr : next.occasion.nameEn,
  };
}
