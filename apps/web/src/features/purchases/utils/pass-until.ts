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
