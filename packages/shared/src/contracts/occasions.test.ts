import { describe, expect, it } from 'vitest';
import { occasionEnd, ownOccasionRequestSchema } from './occasions';

const base = { nameEn: 'Lecture night', nameAr: 'ليلة المحاضرة', kind: 'gathering', startMonth: '4', startDay: '15', categories: ['a', 'b', 'c', 'd', 'e', 'f'] };

describe('a centre’s own occasion', () => {
  it('is one day without a last day, or when the last day is the first', () => {
    expect(occasionEnd(ownOccasionRequestSchema.parse({ ...base, endMonth: '', endDay: '' }))).toBeUndefined();
    expect(occasionEnd(ownOccasionRequestSchema.parse({ ...base, endMonth: '4', endDay: '15' }))).toBeUndefined();
  });

  it('runs to its last day, past the year’s end too', () => {
    expect(occasionEnd(ownOccasionRequestSchema.parse({ ...base, startMonth: '12', startDay: '25', endMonth: '1', endDay: '5' }))).toEqual({ month: 1, day: 5 });
  });

  it('names the field that is wrong: a day of 31, a half-given last day', () => {
    const fields = (input: object) => ownOccasionRequestSchema.safeParse({ ...base, ...input }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fields({ startDay: '31' })).toEqual([['startDay', 'hijri_day_invalid']]);
    expect(fields({ endDay: '3' })).toEqual([['endMonth', 'range_incomplete']]);
    expect(fields({ nameAr: '   ' })).toEqual([['nameAr', 'name_required']]);
  });
});
