import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games';
import { ownQuestions } from './own-categories';
import { users } from './users';

/**
 * An own question judged in a game (issue 29): written with the judgement, removed by its undo or
 * the game's reset, like the bank's question outcomes. A later game of the same player prefers the
 * questions they have not been shown, and the host sees "Played before" on a repeat.
 */
export const ownQuestionPlays = pgTable(
  'own_question_plays',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => ownQuestions.id, { onDelete: 'cascade' }),
    /** The game's player (its owner). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.questionId] }), index('own_question_plays_user_question_idx').on(t.userId, t.questionId)],
);
