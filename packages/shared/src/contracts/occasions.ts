import type { Occasion } from '../occasions/calendar';

/** An occasion with the slugs of the categories that fit it, best first, then the general ones that complete a board. */
export type OccasionWithCategories = Occasion & { categories: string[] };

/** GET /api/occasions: every occasion of the calendar. */
export type OccasionsResponse = { occasions: OccasionWithCategories[] };
