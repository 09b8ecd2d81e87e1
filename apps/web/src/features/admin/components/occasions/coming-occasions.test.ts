import { describe, expect, it } from 'vitest';
import { OCCASIONS, type Occasion } from '@app/shared/occasions/calendar';
import { parseCivilDate, type CivilDate } from '@app/shared/occasions/hijri-date';
import { comingOccasions } from './coming-occasions';

const civil = (iso: string): CivilDate => parseCivilDate(iso) ?? { year: 0, month: 0, day: 0 };

// 10 Rabi al-Thani 1447 is Thursday 2 October 2025.
describe('comingOccasions', () => {
  it('lists every occasion of the calendar within 12 months, nearest first', () => {
    const { coming, later } = comingOccasions(OCCASIONS, civil('2025-10-02'), 0);
    expect(coming).toHaveLength(OCCASIONS.length);
    expect(later).toEqual([]);
    expect(coming.slice(0, 2).map((c) => [c.occasion.id, c.date, c.daysAway])).toEqual([
      ['birth-lady-zaynab', civil('2025-10-27'), 25],
      ['martyrdom-lady-fatima', civil('2025-11-24'), 53],
    ]);
    // The last of the year: the birth of Imam al-Askari, 8 Rabi al-Thani 1448.
    expect(coming.at(-1)).toMatchObject({ occasion: { id: 'birth-imam-askari' } });
  });

  it('gives a range its last day, across the year’s end', () => {
    const nights: Occasion = { id: 'centre-nights', kind: 'gathering', start: { month: 12, day: 28 }, end: { month: 1, day: 2 }, nameEn: 'x', nameAr: 'x' };
    // 1 Muharram 1448 = 16 June 2026; 28 Dhu al-Hijja 1447 = 14 June.
    const [found] = comingOccasions([nights], civil('2026-06-01'), 0).coming;
    expect(found).toMatchObject({ date: civil('2026-06-14'), lastDate: civil('2026-06-17') });
  });

  it('moves every day with the operator’s shift', () => {
    const [shifted] = comingOccasions(OCCASIONS, civil('2025-10-02'), 1).coming;
    expect(shifted).toMatchObject({ occasion: { id: 'birth-lady-zaynab' }, date: civil('2025-10-26') });
  });
});
