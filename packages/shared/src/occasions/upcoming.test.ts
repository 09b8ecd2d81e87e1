import { describe, expect, it } from 'vitest';
import { OCCASIONS, type Occasion } from './calendar';
import { parseCivilDate, type CivilDate } from './hijri-date';
import { occasionCovers, suggestedOccasion, upcomingOccasions } from './upcoming';

const civil = (iso: string): CivilDate => parseCivilDate(iso) ?? { year: 0, month: 0, day: 0 };
const ids = (list: { occasion: Occasion }[]) => list.map((u) => u.occasion.id);

// 13 Rajab 1447 is Friday 2 January 2026 on Umm al-Qura.
describe('upcomingOccasions', () => {
  it('finds the birth of Imam Ali 7 days before, with its civil day', () => {
    const [first] = upcomingOccasions(OCCASIONS, civil('2025-12-26'), 0).filter((u) => u.occasion.id === 'birth-imam-ali');
    expect(first).toMatchObject({ date: civil('2026-01-02'), hijri: { year: 1447, month: 7, day: 13 }, daysAway: 7 });
  });

  it('does not see it 8 days before, nor the day after', () => {
    expect(ids(upcomingOccasions(OCCASIONS, civil('2025-12-25'), 0))).not.toContain('birth-imam-ali');
    expect(ids(upcomingOccasions(OCCASIONS, civil('2026-01-03'), 0))).not.toContain('birth-imam-ali');
  });

  it('moves with the operator offset', () => {
    // One day added to every Hijri date: 13 Rajab is a civil day earlier.
    const [shifted] = upcomingOccasions(OCCASIONS, civil('2025-12-26'), 1).filter((u) => u.occasion.id === 'birth-imam-ali');
    expect(shifted).toMatchObject({ date: civil('2026-01-01'), daysAway: 6 });
  });

  it('sees a season crossing the year end while it is on', () => {
    const season: Occasion = { id: 'year-end', kind: 'season', start: { month: 12, day: 25 }, end: { month: 1, day: 5 }, nameEn: 'x', nameAr: 'x' };
    // 1 Muharram 1448 = 16 June 2026; 3 Muharram = 18 June.
    expect(upcomingOccasions([season], civil('2026-06-18'), 0)).toMatchObject([{ daysAway: 0, hijri: { year: 1448, month: 1, day: 3 } }]);
    expect(occasionCovers(season, { month: 12, day: 29 })).toBe(true);
    expect(occasionCovers(season, { month: 1, day: 6 })).toBe(false);
    expect(occasionCovers(season, { month: 12, day: 24 })).toBe(false);
  });
});

describe('suggestedOccasion', () => {
  it('prefers a dated occasion within the week over a season that is on', () => {
    // 6 Muharram 1448 (21 June 2026): the nights of Muharram are on, Ashura is 4 days away.
    expect(suggestedOccasion(OCCASIONS, civil('2026-06-21'), 0)).toMatchObject({ occasion: { id: 'ashura' }, daysAway: 4 });
  });

  it('is the season when no dated occasion is near', () => {
    // 1 Muharram 1448: Ashura is 9 days away.
    expect(suggestedOccasion(OCCASIONS, civil('2026-06-16'), 0)).toMatchObject({ occasion: { id: 'muharram-nights' }, daysAway: 0 });
  });

  it('is nothing when no occasion is near', () => {
    // 10 Rabi al-Thani 1447 (2 October 2025): the nearest occasions are weeks away.
    expect(suggestedOccasion(OCCASIONS, civil('2025-10-02'), 0)).toBeNull();
  });
});
