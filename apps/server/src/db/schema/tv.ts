import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { games } from './games';

/**
 * A TV screen's access to one game (DECISIONS.md 25): a 6-character code, single use and valid
 * for a while, that a browser without an account redeems for a token. Revoking ends the access.
 */
export const tvPairings = pgTable(
  'tv_pairings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the TV's token, set when the code is redeemed. */
    tokenHash: text('token_hash'),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tv_pairings_code_unique').on(t.code),
    uniqueIndex('tv_pairings_token_unique').on(t.tokenHash),
    index('tv_pairings_game_idx').on(t.gameId),
  ],
);
