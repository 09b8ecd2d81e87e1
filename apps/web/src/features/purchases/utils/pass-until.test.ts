import { describe, expect, it } from 'vitest';
import { offerUntilDay, passUntilDay } from './pass-until';

describe('passUntilDay', () => {
  it('names the end day in Hijri and Gregorian, in the language, in the player\'s time zone', () => {
    // 2 January 2026 22:30 UTC is already 3 January in Kuwait (UTC+3).
    expect(passUntilDay('2026-01-02T22:30:00Z', 0, 'en', 'Asia/Kuwait')).toBe('14 Rajab / 3 January 2026');
    expect(passUntilDay('2026-01-02T22:30:00Z', 0, 'en', 'UTC')).toBe('13 Rajab / 2 January 2026');
    expect(passUntilDay('2026-01-02T22:30:00Z', 0, 'ar', 'Asia/Kuwait')).toBe('14 رجب / 3 يناير 2026');
  });

  it("moves the Hijri day by the operator's shift, not the Gregorian one", () => {
    expect(passUntilDay('2026-01-02T12:00:00Z', -1, 'en', 'UTC')).toBe('12 Rajab / 2 January 2026');
  });
});

describe('offerUntilDay', () => {
  it('names the last day of a seasonal offer as the operator chose it, in both calendars and the language', () => {
    expect(offerUntilDay('2026-01-03', 0, 'en')).toBe('14 Rajab / 3 January 2026');
    expect(offerUntilDay('2026-01-03', 0, 'ar')).toBe('14 رجب / 3 يناير 2026');
    expect(offerUntilDay('2026-01-03', -1, 'en')).toBe('13 Rajab / 3 January 2026');
  });
});
