import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Language } from '@app/shared/constants';
import type { PresenceState } from '@app/shared/presence';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    points: integer('points').notNull().default(0),
    preferredLanguage: text('preferred_language').$type<Language>().notNull().default('en'),
    preferredDirection: text('preferred_direction').notNull().default('ltr'),
    role: text('role').notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** When the owner opened the confirmation link (DECISIONS.md 23); null until then. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Set while an operator has banned the account: no session, no sign-in. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason'),
    /** How the operator role was granted (null for a player, or a role granted before this was kept). */
    roleGrantedAt: timestamp('role_granted_at', { withTimezone: true }),
    /** The operator who granted it (how = operator); their own role being taken back revokes it. */
    roleGrantedBy: integer('role_granted_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    roleGrantedHow: text('role_granted_how'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_granted_by_idx').on(t.roleGrantedBy),
    check('users_role_granted_how', sql`${t.roleGrantedHow} in ('listed_address', 'operator', 'command_line')`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_points_non_negative', sql`${t.points} >= 0`),
    check('users_language', sql`${t.preferredLanguage} in ('en', 'ar')`),
    check('users_direction', sql`${t.preferredDirection} in ('ltr', 'rtl')`),
    check('users_role', sql`${t.role} in ('user', 'admin')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A single-use link's token for one user: stored hashed, with its expiry and when it was used. */
function oneTimeTokens<TName extends string>(name: TName) {
  return pgTable(
    name,
    {
      tokenHash: text('token_hash').primaryKey(),
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(`${name}_user_idx`).on(t.userId)],
  );
}

export const passwordResetTokens = oneTimeTokens('password_reset_tokens');

/** E-mail confirmation links (DECISIONS.md 23): 24 hours. */
export const emailConfirmationTokens = oneTimeTokens('email_confirmation_tokens');

/** "Set your operator password" links mailed to an ADMIN_EMAILS address: 24 hours. */
export const operatorPasswordTokens = oneTimeTokens('operator_password_tokens');

/** Abuse-limit counters shared by every server process: one window per key, opened by its first hit. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});

export const pointLedger = pgTable(
  'point_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_ledger_user_idx').on(t.userId),
    check(
      'point_ledger_reason',
      sql`${t.reason} in ('signup_bonus', 'game_created', 'purchase', 'admin_adjustment', 'refund')`,
    ),
    uniqueIndex('point_ledger_purchase_once')
      .on(t.reason, t.reference)
      .where(sql`${t.reason} in ('purchase', 'refund')`),
  ],
);

export const presence = pgTable('presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: text('state').$type<PresenceState>().notNull(),
  connectionQuality: text('connection_quality').notNull().default('unknown'),
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  device: text('device'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
