import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_CATEGORIES_PER_GAME } from '@app/shared/constants';
import { OCCASIONS } from '@app/shared/occasions/calendar';
import type { PackIssue } from './check-pack';
import { shippedPackPath } from './pack-seed';

/**
 * content/occasions.json: for each occasion of the calendar, the bank categories that fit it (in
 * order of fit), and optionally `general` ones that complete a board when fewer fit.
 */
export type OccasionCategories = { categories: string[]; general?: string[] };
export type OccasionsFile = { occasions: Record<string, OccasionCategories> };

export function shippedOccasionsPath(): string {
  return path.join(path.dirname(shippedPackPath()), 'occasions.json');
}

export function readShippedOccasions(): OccasionsFile {
  const file = shippedOccasionsPath();
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as OccasionsFile) : { occasions: {} };
}

/** Every occasion of the calendar has an entry; every slug is a category of the pack; a full board (6) for each. */
export function checkOccasions(file: OccasionsFile, categorySlugs: ReadonlySet<string>): PackIssue[] {
  const issues: PackIssue[] = [];
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
