import { z } from 'zod';
import { MAX_CATEGORIES_PER_GAME } from '../constants';
import { OCCASION_KINDS, type Occasion } from '../occasions/calendar';

/** An occasion with the slugs of the categories that fit it, best first, then the general ones that complete a board. */
export type OccasionWithCategories = Occasion & { categories: string[] };

/** GET /api/occasions: every occasion of the calendar, with the operators' own and their category changes. */
export type OccasionsResponse = { occasions: OccasionWithCategories[] };

/** GET /api/occasions/next?date=YYYY-MM-DD (the visitor's day): the next occasion, its day written in both calendars in each language. */
export type NextOccasionResponse = { next: { id: string; nameEn: string; nameAr: string; dayEn: string; dayAr: string } | null };

/** An occasion as the console shows it: `own` when a centre's operator added it, `edited` when a built-in one's categories were changed. */
export type AdminOccasion = OccasionWithCategories & { own: boolean; edited: boolean };

/** A category of the bank, for naming an occasion's categories; only `playable` ones (they can fill a game) can be chosen. */
export type OccasionCategoryChoice = { slug: string; nameEn: string; nameAr: string; playable: boolean };

/** GET /api/admin/occasions. */
export type AdminOccasionsResponse = { occasions: AdminOccasion[]; categories: OccasionCategoryChoice[] };

export const OCCASION_NAME_MAX = 60;
/** The most categories an occasion lists (the board takes the first playable 6). */
export const OCCASION_CATEGORIES_MAX = 12;

const hijriMonth = z.coerce.number({ error: 'hijri_month_invalid' }).int('hijri_month_invalid').min(1, 'hijri_month_invalid').max(12, 'hijri_month_invalid');
/** Every Hijri month has 29 or 30 days: a 30th falls only in the years its month is long. */
const hijriDay = z.coerce.number({ error: 'hijri_day_invalid' }).int('hijri_day_invalid').min(1, 'hijri_day_invalid').max(30, 'hijri_day_invalid');
const name = z.string({ error: 'name_required' }).trim().min(1, 'name_required').max(OCCASION_NAME_MAX, 'name_too_long');

/** The categories of an occasion: at least a full board, each once. */
export const occasionCategoriesSchema = z
  .array(z.string({ error: 'category_unknown' }).trim().min(1, 'category_unknown').max(100, 'category_unknown'), { error: 'too_few_categories' })
  .max(OCCASION_CATEGORIES_MAX, 'too_many_categories')
  .refine((slugs) => new Set(slugs).size === slugs.length, 'categories_repeated')
  .refine((slugs) => slugs.length >= MAX_CATEGORIES_PER_GAME, 'too_few_categories');

/** PUT /api/admin/occasions/:id/categories. */
export const occasionCategoriesRequestSchema = z.object({ categories: occasionCategoriesSchema });
export type OccasionCategoriesRequest = z.input<typeof occasionCategoriesRequestSchema>;

/**
 * POST /api/admin/occasions: a centre's own occasion on a Hijri day, or over a range of days (the
 * range may run past the year's end). An empty end is a single day.
 */
export const ownOccasionRequestSchema = z
  .object({
    nameEn: name,
    nameAr: name,
    kind: z.enum(OCCASION_KINDS, { error: 'kind_invalid' }),
    startMonth: hijriMonth,
    startDay: hijriDay,
    endMonth: z.union([z.literal(''), hijriMonth]).optional(),
    endDay: z.union([z.literal(''), hijriDay]).optional(),
    categories: occasionCategoriesSchema,
  })
  .superRefine((input, context) => {
    const hasEndMonth = input.endMonth !== undefined && input.endMonth !== '';
    const hasEndDay = input.endDay !== undefined && input.endDay !== '';
    if (hasEndMonth !== hasEndDay) context.addIssue({ code: 'custom', path: [hasEndMonth ? 'endDay' : 'endMonth'], message: 'range_incomplete' });
  });
export type OwnOccasionRequest = z.input<typeof ownOccasionRequestSchema>;
export type OwnOccasionInput = z.output<typeof ownOccasionRequestSchema>;

/** The occasion's end day, when the request gives a range that is more than its start. */
export function occasionEnd(input: OwnOccasionInput): { month: number; day: number } | undefined {
  if (input.endMonth === undefined || input.endMonth === '' || input.endDay === undefined || input.endDay === '') return undefined;
  if (input.endMonth === input.startMonth && input.endDay === input.startDay) return undefined;
  return { month: input.endMonth, day: input.endDay };
}
