import { MAX_CATEGORIES_PER_GAME } from '@app/shared/constants';
import { OCCASIONS } from '@app/shared/occasions/calendar';
import { readShippedOccasions, type OccasionsFile } from './shipped-occasions';

/** A problem of the occasions file, named like a pack's problems: where it is and what is wrong. */
export type OccasionIssue = { where: string; message: string };

/** Every occasion of the calendar has an entry; every slug is a category of the pack; a full board (6) for each. */
export function checkOccasions(file: OccasionsFile, categorySlugs: ReadonlySet<string>): OccasionIssue[] {
  const issues: OccasionIssue[] = [];
  const known = new Set(OCCASIONS.map((o) => o.id));
  const entries = file.occasions ?? {};
  for (const id of Object.keys(entries)) {
    if (!known.has(id)) issues.push({ where: `occasions.json ${id}`, message: 'is not an occasion of the calendar (packages/shared/src/occasions/calendar.ts)' });
  }
  for (const occasion of OCCASIONS) {
    const where = `occasions.json ${occasion.id}`;
    const entry = entries[occasion.id];
    if (!entry) {
      issues.push({ where, message: 'is missing: every occasion lists the categories that fit it' });
      continue;
    }
    const slugs = [...(entry.categories ?? []), ...(entry.general ?? [])];
    for (const slug of slugs) {
      if (!categorySlugs.has(slug)) issues.push({ where, message: `unknown category "${slug}"` });
    }
    const distinct = new Set(slugs).size;
    if (distinct !== slugs.length) issues.push({ where, message: 'lists a category twice' });
    if (distinct < MAX_CATEGORIES_PER_GAME) {
      issues.push({ where, message: `${distinct} categories; an occasion needs ${MAX_CATEGORIES_PER_GAME} for a full board (add "general" ones to complete it)` });
    }
  }
  return issues;
}

/** The shipped occasions checked against the shipped pack's category slugs, with how many occasions they list. */
export function checkShippedOccasions(categorySlugs: ReadonlySet<string>): { issues: OccasionIssue[]; occasions: number } {
  const file = readShippedOccasions();
  return { issues: checkOccasions(file, categorySlugs), occasions: Object.keys(file.occasions).length };
}
