import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import type { GameState } from '@app/shared/game/state';

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    team1Name: text('team1_name').notNull(),
    team2Name: text('team2_name').notNull(),
    /** GameState from packages/shared/src/game; the server is its only writer. */
    state: jsonb('state').$type<GameState>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('games_code_unique').on(t.code), index('games_user_idx').on(t.userId)],
);
