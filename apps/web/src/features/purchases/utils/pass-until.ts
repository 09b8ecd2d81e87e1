import type { Language } from '@app/shared/constants';
import { civilDateAt, formatDayBothCalendars } from '@app/shared/occasions/hijri-date';

/**
 * The day a pass ends, in both calendars (DECISIONS.md 32): "12 Rajab / 3 January 2027", the
 * Hijri day shifted by the operator's setting, both in the player's time zone and language.
 */
export function passUntilDay(until: string, hijriOffset: number, language: Language, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  const day = formatDayBothCalendars(civilDateAt(new Date(until), timeZone), hijriOffset, language);
  return `${day.hijri} / ${day.gregorian}`;
}

/**
 * The last day of a seasonal offer (a pass's sale or a code's use), in both calendars and the
 * user's language: "12 Rajab / 3 January 2027". The day is a Kuwait calendar day as the operator
 * chose it, so it is named as it is, not moved to the user's time zone.
 */
export function offerUntilDay(lastDay: string, hijriOffset: number, language: Language): string {
  const [year = 0, month = 1, day = 1] = lastDay.split('-').map(Number);
  const both = formatDayBothCalendars({ year, month, day }, hijriOffset, language);
  return `${both.hijri} / ${both.gregorian}`;
}
