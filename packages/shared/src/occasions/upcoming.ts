import type { HijriDay, Occasion } from './calendar';
import { addCivilDays, hijriDateOf, type CivilDate, type HijriDate } from './hijri-date';

/** How far ahead /play and the landing page look for an occasion. */
export const OCCASION_LOOKAHEAD_DAYS = 7;

export type UpcomingOccasion<T extends Occasion = Occasion> = {
  occasion: T;
  /** The civil day it falls on (a season: today while on, else its first day). */
  date: CivilDate;
  hijri: HijriDate;
  /** 0 today (or a season that is on), 1 tomorrow, ... */
  daysAway: number;
};

const ordinal = (d: HijriDay) => d.month * 100 + d.day;

/** Whether a Hijri day falls on the occasion, or within its season (which may wrap past the year's end). */
export function occasionCovers(occasion: Occasion, hijri: HijriDay): boolean {
  const at = ordinal(hijri);
  const start = ordinal(occasion.start);
  const end = ordinal(occasion.end ?? occasion.start);
  return start <= end ? at >= start && at <= end : at >= start || at <= end;
}

/**
 * The occasions from today to `days` days ahead, nearest first: a dated occasion before a season
 * on the same day. A season that is on counts from today.
 */
export function upcomingOccasions<T extends Occasion>(occasions: readonly T[], today: CivilDate, offsetDays: number, days = OCCASION_LOOKAHEAD_DAYS): UpcomingOccasion<T>[] {
  const found = new Map<string, UpcomingOccasion<T>>();
  for (let daysAway = 0; daysAway <= days; daysAway++) {
    const date = addCivilDays(today, daysAway);
    const hijri = hijriDateOf(date, offsetDays);
    for (const occasion of occasions) {
      if (!found.has(occasion.id) && occasionCovers(occasion, hijri)) found.set(occasion.id, { occasion, date, hijri, daysAway });
    }
  }
  const seasonLast = (u: UpcomingOccasion<T>) => (u.occasion.kind === 'season' ? 1 : 0);
  return [...found.values()].sort((a, b) => a.daysAway - b.daysAway || seasonLast(a) - seasonLast(b));
}

/** The occasion /play suggests: the nearest dated one within the week, else a season that is on or near. */
export function suggestedOccasion<T extends Occasion>(occasions: readonly T[], today: CivilDate, offsetDays: number): UpcomingOccasion<T> | null {
  const upcoming = upcomingOccasions(occasions, today, offsetDays);
  return upcoming.find((u) => u.occasion.kind !== 'season') ?? upcoming[0] ?? null;
}
