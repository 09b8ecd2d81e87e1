import type { Language } from '@app/shared/constants';
import { civilDateAt, formatDayBothCalendars, type CivilDate } from '@app/shared/occasions/hijri-date';

/** The player's civil day: the Hijri day turns at midnight in the device's time zone (DECISIONS.md 32). */
export function playerToday(now: Date = new Date()): CivilDate {
  return civilDateAt(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** "Friday 13 Rajab · 2 January 2026" in the language, for a day (today by default). */
export function formatBothCalendars(date: CivilDate, offsetDays: number, language: Language): string {
  const day = formatDayBothCalendars(date, offsetDays, language);
  return `${day.weekday} ${day.hijri} · ${day.gregorian}`;
}

export function todayBothCalendars(offsetDays: number, language: Language): string {
  return formatBothCalendars(playerToday(), offsetDays, language);
}
