import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { questions } from './content';
import { games } from './games';
import type { Difficulty } from '@app/shared/constants';

/**
 * One judged tile of a game: written with the judgement, removed by its undo or the game's reset.
 * `difficulty` is the label the question had on that board; `aided` marks a tile judged while a
 * 2X or an aid was armed (question health sets those aside).
 */
export const questionOutcomes = pgTable(
  'question_outcomes',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    /** A team answered; false: no one did. */
    answered: boolean('answered').notNull(),
    aided: boolean('aided').notNull(),
    judgedAt: timestamp('judged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.questionId] }),
    index('question_outcomes_question_idx').on(t.questionId),
    check('question_outcomes_difficulty', sql`${t.difficulty} in ('easy', 'normal', 'hard')`),
  ],
);

/**
 * The unaided outcomes of each question per label, kept by the database itself: a trigger on
 * question_outcomes (migration 0010) adds each row written and takes back each row removed.
 */
export const questionOutcomeTallies = pgTable(
  'question_outcome_tallies',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    plays: integer('plays').notNull(),
    answered: integer('answered').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.difficulty] })],
);
