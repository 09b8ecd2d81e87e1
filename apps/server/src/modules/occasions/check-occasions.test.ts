import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OCCASIONS } from '@app/shared/occasions/calendar';
import { checkOccasions } from './check-occasions';
import { readShippedOccasions, shippedOccasionsPath, type OccasionsFile } from './shipped-occasions';

/** The shipped pack lies beside the occasions file. */
const shippedPack = JSON.parse(readFileSync(path.join(path.dirname(shippedOccasionsPath()), 'pack.json'), 'utf8')) as { categories: { slug: string }[] };
const slugs = new Set(shippedPack.categories.map((c) => c.slug));

describe('the shipped occasions', () => {
  it('give every occasion of the calendar 6 categories of the pack', () => {
    const file = readShippedOccasions();
    expect(checkOccasions(file, slugs)).toEqual([]);
    expect(Object.keys(file.occasions).sort()).toEqual(OCCASIONS.map((o) => o.id).sort());
    expect(file.occasions['birth-imam-ali']?.categories).toContain('imam-ali');
  });
});

describe('checkOccasions', () => {
  const full = (): OccasionsFile => readShippedOccasions();

  it('names an unknown category, a short list, a missing and an unknown occasion', () => {
    const file = full();
    file.occasions['ghadir'] = { categories: ['imam-ali', 'no-such-category', 'prayer'] };
    delete file.occasions['mubahala'];
    file.occasions['lecture-night'] = { categories: ['imam-ali'] };
    expect(checkOccasions(file, slugs)).toEqual([
      { where: 'occasions.json lecture-night', message: 'is not an occasion of the calendar (packages/shared/src/occasions/calendar.ts)' },
      { where: 'occasions.json ghadir', message: 'unknown category "no-such-category"' },
      { where: 'occasions.json ghadir', message: '3 categories; an occasion needs 6 for a full board (add "general" ones to complete it)' },
      { where: 'occasions.json mubahala', message: 'is missing: every occasion lists the categories that fit it' },
    ]);
  });

  it('counts general categories towards the full board', () => {
    const file = full();
    file.occasions['ghadir'] = { categories: ['imam-ali', 'prophet-muhammad'], general: ['prayer', 'islamic-ethics', 'holy-quran', 'names-of-allah'] };
    expect(checkOccasions(file, slugs)).toEqual([]);
  });
});
