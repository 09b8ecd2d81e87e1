import type { Language } from '@app/shared/constants';
import { civilDateAt, formatDayLine, type CivilDate } from '@app/shared/occasions/hijri-date';

/** The player's civil day: the Hijri day turns at midnight in the device's time zone (DECISIONS.md 32). */
export function playerToday(now: Date = new Date()): CivilDate {
  return civilDateAt(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** Today in both calendars, in the language: "Friday 13 Rajab · 2 January 2026". */
export function todayBothCalendars(offsetDays: number, language: Language): string {
  return formatDayLine(playerToday(), offsetDays, language);
}
