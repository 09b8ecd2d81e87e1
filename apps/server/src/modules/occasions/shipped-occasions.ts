import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OccasionWithCategories } from '@app/shared/contracts/occasions';
import { OCCASIONS } from '@app/shared/occasions/calendar';

/**
 * content/occasions.json: for each occasion of the calendar, the bank categories that fit it (in
 * order of fit), and optionally `general` ones that complete a board when fewer fit.
 */
export type OccasionCategories = { categories: string[]; general?: string[] };
export type OccasionsFile = { occasions: Record<string, OccasionCategories> };

/** apps/server/content/occasions.json, found from src/ in development and from dist/ when built. */
export function shippedOccasionsPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const up of ['../../../content', '../content', '../../content']) {
    const candidate = path.resolve(here, up, 'occasions.json');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`The occasions (content/occasions.json) were not found near ${here}`);
}

export function readShippedOccasions(): OccasionsFile {
  return JSON.parse(readFileSync(shippedOccasionsPath(), 'utf8')) as OccasionsFile;
}

let cached: OccasionWithCategories[] | undefined;

/** The calendar with each occasion's categories (read once: the file ships with the build). */
export function occasionsWithCategories(): OccasionWithCategories[] {
  if (!cached) {
    const file = readShippedOccasions();
    cached = OCCASIONS.map((occasion) => {
      const entry = file.occasions[occasion.id];
      return { ...occasion, categories: [...(entry?.categories ?? []), ...(entry?.general ?? [])] };
    });
  }
  return cached;
}
