import type { Occasion } from '../occasions/calendar';

/** An occasion with the slugs of the categories that fit it, best first, then the general ones that complete a board. */
export type OccasionWithCategories = Occasion & { categories: string[] };

/** GET /api/occasions: every occasion of the calendar. */
export type OccasionsResponse = { occasions: OccasionWithCategories[] };

/** GET /api/occasions/next?date=YYYY-MM-DD (the visitor's day): the next occasion, its day written in both calendars in each language. */
export type NextOccasionResponse = { next: { id: string; nameEn: string; nameAr: string; dayEn: string; dayAr: string } | null };
