import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { OccasionKind } from '@app/shared/occasions/calendar';

/**
 * The operators' occasions: a centre's own (`own`, with its names, kind and Hijri days) and the
 * categories an operator chose for a built-in one of the calendar (its row holds only those;
 * deleting the row gives it back the pack's categories, apps/server/content/occasions.json).
 */
export const occasions = pgTable(
  'occasions',
  {
    id: text('id').primaryKey(),
    own: boolean('own').notNull(),
    kind: text('kind').$type<OccasionKind>(),
    startMonth: integer('start_month'),
    startDay: integer('start_day'),
    endMonth: integer('end_month'),
    endDay: integer('end_day'),
    nameEn: text('name_en'),
    nameAr: text('name_ar'),
    categories: text('categories').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'occasions_own_complete',
      sql`not ${table.own} or (${table.kind} is not null and ${table.startMonth} is not null and ${table.startDay} is not null and ${table.nameEn} is not null and ${table.nameAr} is not null)`,
    ),
  ],
);
