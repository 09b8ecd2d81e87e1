import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Every change an operator made in the console: who, what, on which thing, before and after. */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    /** The operator's e-mail when it happened: the entry still says who after the account is gone. */
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_actions_created_idx').on(t.createdAt),
    index('operator_actions_operator_idx').on(t.operatorId),
    index('operator_actions_action_idx').on(t.action),
  ],
);
