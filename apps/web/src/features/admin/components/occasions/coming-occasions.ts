import type { Occasion } from '@app/shared/occasions/calendar';
import { addCivilDays, hijriDateOf, type CivilDate } from '@app/shared/occasions/hijri-date';
import { occasionCovers, upcomingOccasions, type UpcomingOccasion } from '@app/shared/occasions/upcoming';

/** How far ahead the console lists occasions: a year, so every occasion of the Hijri year (354 or 355 days) is in it. */
export const CONSOLE_LOOKAHEAD_DAYS = 365;

export type ComingOccasion<T extends Occasion> = UpcomingOccasion<T> & {
  /** The last civil day of a range (a season, or a centre's nights), when it has one. */
  lastDate: CivilDate | null;
};

/**
 * The occasions of the coming 12 months in date order, each with its civil day(s) under the
 * operator's shift; `later` are those with no day in that time (a 30th in a month that has 29
 * this year).
 */
export function comingOccasions<T extends Occasion>(occasions: readonly T[], today: CivilDate, offsetDays: number): { coming: ComingOccasion<T>[]; later: T[] } {
  const coming = upcomingOccasions(occasions, today, offsetDays, CONSOLE_LOOKAHEAD_DAYS).map((upcoming) => ({
    ...upcoming,
    lastDate: upcoming.occasion.end ? lastDayOf(upcoming.occasion, upcoming.date, offsetDays) : null,
  }));
  const found = new Set(coming.map((c) => c.occasion.id));
  return { coming, later: occasions.filter((occasion) => !found.has(occasion.id)) };
}

/** The last civil day the occasion covers from a day it covers (a range is at most a few weeks). */
function lastDayOf(occasion: Occasion, from: CivilDate, offsetDays: number): CivilDate {
  let last = from;
  for (let i = 1; i <= 60; i++) {
    const next = addCivilDays(from, i);
    if (!occasionCovers(occasion, hijriDateOf(next, offsetDays))) break;
    last = next;
  }
  return last;
}
