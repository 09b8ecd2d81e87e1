/**
 * Hijri dates on the Umm al-Qura calendar, as the platform's Intl gives them (DECISIONS.md 32).
 * A day is the player's civil day: Intl converts whole civil dates, so the Hijri day turns at
 * midnight in the player's time zone, not at sunset. The operator's shift (-2..+2 days, for a
 * local moon sighting) moves every Hijri date by that many days.
 */

export const HIJRI_OFFSET_MIN = -2;
export const HIJRI_OFFSET_MAX = 2;

/** A civil (Gregorian) day: year, month 1-12, day 1-31. */
export type CivilDate = { year: number; month: number; day: number };
/** A Hijri day: year, month 1-12 (1 Muharram ... 12 Dhu al-Hijja), day 1-30. */
export type HijriDate = { year: number; month: number; day: number };

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone });
    formatters.set(key, found);
  }
  return found;
}

function numericParts(format: Intl.DateTimeFormat, at: Date): { year: number; month: number; day: number } {
  const parts = format.formatToParts(at);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The civil date at an instant in a time zone (an unknown zone falls back to UTC). */
export function civilDateAt(at: Date, timeZone: string): CivilDate {
  try {
    return numericParts(formatter('en-u-ca-gregory-nu-latn', timeZone), at);
  } catch {
    return numericParts(formatter('en-u-ca-gregory-nu-latn', 'UTC'), at);
  }
}

/** "2026-01-02" as a civil date; null when it is not one. */
export function parseCivilDate(text: string): CivilDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const noon = new Date(Date.UTC(date.year, date.month - 1, date.day, 12));
  return noon.getUTCMonth() + 1 === date.month && noon.getUTCDate() === date.day ? date : null;
}

/** Noon UTC of a civil day: the instant that names that day in every calendar. */
export function civilNoon(date: CivilDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day, 12));
}

export function addCivilDays(date: CivilDate, days: number): CivilDate {
  const moved = new Date(civilNoon(date).getTime() + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The Umm al-Qura date of a civil day, shifted by the operator's offset in days. */
export function hijriDateOf(date: CivilDate, offsetDays = 0): HijriDate {
  return numericParts(formatter('en-u-ca-islamic-umalqura-nu-latn', 'UTC'), civilNoon(addCivilDays(date, offsetDays)));
}

/** A day in both calendars, in the language with Western digits (as every date of the app): weekday, Hijri day and month, Gregorian date. */
export function formatDayBothCalendars(date: CivilDate, offsetDays: number, language: 'en' | 'ar'): { weekday: string; hijri: string; gregorian: string } {
  const noon = civilNoon(date);
  const locale = language === 'ar' ? 'ar' : 'en-GB';
  const base = { timeZone: 'UTC', numberingSystem: 'latn' } as const;
  return {
    weekday: new Intl.DateTimeFormat(locale, { ...base, weekday: 'long' }).format(noon),
    hijri: new Intl.DateTimeFormat(locale, { ...base, calendar: 'islamic-umalqura', day: 'numeric', month: 'long' }).format(civilNoon(addCivilDays(date, offsetDays))),
    gregorian: new Intl.DateTimeFormat(locale, { ...base, calendar: 'gregory', day: 'numeric', month: 'long', year: 'numeric' }).format(noon),
  };
}

/** The day on one line: "Friday 13 Rajab · 2 January 2026". */
export function formatDayLine(date: CivilDate, offsetDays: number, language: 'en' | 'ar'): string {
  const day = formatDayBothCalendars(date, offsetDays, language);
  return `${day.weekday} ${day.hijri} · ${day.gregorian}`;
}
