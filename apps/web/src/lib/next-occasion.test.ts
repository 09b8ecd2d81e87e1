import { describe, expect, it } from 'vitest';
import { nextOccasion } from './next-occasion';

describe('nextOccasion', () => {
  it('is the next dated occasion, in both calendars and either language', () => {
    // 11 Rajab 1447 (31 December 2025): the birth of Imam Ali is in two days.
    const at = new Date('2025-12-31T12:00:00Z');
    expect(nextOccasion(0, 'en', at)).toEqual({ id: 'birth-imam-ali', day: 'Friday 13 Rajab · 2 January 2026', name: 'the birth of Imam Ali' });
    expect(nextOccasion(0, 'ar', at)).toEqual({ id: 'birth-imam-ali', day: 'الجمعة 13 رجب · 2 يناير 2026', name: 'مولد الإمام علي (ع)' });
  });

  it('looks months ahead when nothing is near, and follows the operator shift', () => {
    // 10 Rabi al-Thani 1447 (2 October 2025): next is the birth of Lady Zaynab, 5 Jumada al-Awwal.
    expect(nextOccasion(0, 'en', new Date('2025-10-02T12:00:00Z'))).toMatchObject({ id: 'birth-lady-zaynab', day: 'Monday 5 Jumada I · 27 October 2025' });
    expect(nextOccasion(1, 'en', new Date('2025-10-02T12:00:00Z'))).toMatchObject({ id: 'birth-lady-zaynab', day: 'Sunday 5 Jumada I · 26 October 2025' });
  });
});
