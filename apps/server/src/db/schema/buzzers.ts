import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { games } from './games';

/**
 * Buzzers of a game (DECISIONS.md 26), on while this row exists. Its join code is shown on the TV
 * and serves every phone of the room, for as long as the host keeps buzzers on.
 */
export const buzzerRooms = pgTable(
  'buzzer_rooms',
  {
    gameId: integer('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    joinCode: text('join_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('buzzer_rooms_join_code_unique').on(t.joinCode)],
);

/** A phone that joined a game's buzzers with a name and a team; removed by the host, its token stops working. */
export const buzzerPhones = pgTable(
  'buzzer_phones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => buzzerRooms.gameId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 0 for the first team, 1 for the second. */
    team: smallint('team').notNull(),
    /** SHA-256 of the phone's token. */
    tokenHash: text('token_hash').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('buzzer_phones_token_unique').on(t.tokenHash), index('buzzer_phones_game_idx').on(t.gameId)],
);

/** The first buzz of each question: the primary key lets exactly one insert win, across server processes. */
export const buzzes = pgTable(
  'buzzes',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => buzzerRooms.gameId, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    phoneId: integer('phone_id')
      .notNull()
      .references(() => buzzerPhones.id, { onDelete: 'cascade' }),
    /** The arrival (buzz_attempts.id) that won. */
    attemptId: integer('attempt_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.questionId] })],
);

/** Buzzes in the order they reached the server (its id) while the question was unwon, kept to show the winner was the first to arrive. */
export const buzzAttempts = pgTable(
  'buzz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => buzzerRooms.gameId, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    phoneId: integer('phone_id')
      .notNull()
      .references(() => buzzerPhones.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('buzz_attempts_question_idx').on(t.gameId, t.questionId)],
);
