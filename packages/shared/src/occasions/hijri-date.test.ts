import { describe, expect, it } from 'vitest';
import { civilDateAt, formatDayBothCalendars, hijriDateOf, parseCivilDate, type CivilDate } from './hijri-date';

const civil = (iso: string): CivilDate => parseCivilDate(iso) ?? { year: 0, month: 0, day: 0 };

describe('hijriDateOf (Umm al-Qura)', () => {
  // Each pair agrees with the Umm al-Qura calendar published by the Saudi authorities
  // (ummulqura.org.sa) and with the announced starts of Ramadan 1446 and Muharram 1447.
  it.each([
    ['2026-06-16', { year: 1448, month: 1, day: 1 }],
    ['2026-02-18', { year: 1447, month: 9, day: 1 }],
    ['2026-05-27', { year: 1447, month: 12, day: 10 }],
    ['2025-06-26', { year: 1447, month: 1, day: 1 }],
    ['2025-03-01', { year: 1446, month: 9, day: 1 }],
    ['2026-01-02', { year: 1447, month: 7, day: 13 }],
    ['2026-03-20', { year: 1447, month: 10, day: 1 }],
  ])('%s is %o', (iso, hijri) => {
    expect(hijriDateOf(civil(iso))).toEqual(hijri);
  });

  it('shifts by the operator offset, across a month end', () => {
    expect(hijriDateOf(civil('2026-06-16'), -1)).toEqual({ year: 1447, month: 12, day: 29 });
    expect(hijriDateOf(civil('2026-06-16'), 2)).toEqual({ year: 1448, month: 1, day: 3 });
    expect(hijriDateOf(civil('2026-06-16'), -2)).toEqual({ year: 1447, month: 12, day: 28 });
  });
});

describe('parseCivilDate', () => {
  it('reads a day and refuses what is not one', () => {
    expect(parseCivilDate('2026-01-02')).toEqual({ year: 2026, month: 1, day: 2 });
    expect(parseCivilDate('2026-02-30')).toBeNull();
    expect(parseCivilDate('tomorrow')).toBeNull();
  });
});

describe('civilDateAt', () => {
  it('is the date in the player’s time zone, turning at local midnight', () => {
    const at = new Date('2026-06-15T21:30:00Z');
    expect(civilDateAt(at, 'UTC')).toEqual({ year: 2026, month: 6, day: 15 });
    // 00:30 in Kuwait (UTC+3): already 1 Muharram 1448 there.
    expect(civilDateAt(at, 'Asia/Kuwait')).toEqual({ year: 2026, month: 6, day: 16 });
    expect(hijriDateOf(civilDateAt(at, 'Asia/Kuwait'))).toEqual({ year: 1448, month: 1, day: 1 });
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(civilDateAt(new Date('2026-06-15T23:30:00Z'), 'Not/AZone')).toEqual({ year: 2026, month: 6, day: 15 });
  });
});

describe('formatDayBothCalendars', () => {
  it('names the day in both calendars in each language, with Western digits', () => {
    expect(formatDayBothCalendars(civil('2026-01-02'), 0, 'en')).toEqual({ weekday: 'Friday', hijri: '13 Rajab', gregorian: '2 January 2026' });
    expect(formatDayBothCalendars(civil('2026-01-02'), 0, 'ar')).toEqual({ weekday: 'الجمعة', hijri: '13 رجب', gregorian: '2 يناير 2026' });
  });

  it('applies the offset to the Hijri side only', () => {
    expect(formatDayBothCalendars(civil('2026-01-02'), 1, 'en')).toEqual({ weekday: 'Friday', hijri: '14 Rajab', gregorian: '2 January 2026' });
  });
});
