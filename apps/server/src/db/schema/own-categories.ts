import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { OWN_CONTENT_FIRST_ID } from '@app/shared/contracts/own-categories';
import { users } from './users';
import type { Difficulty } from '@app/shared/constants';
import type { OwnCategoryLanguage } from '@app/shared/contracts/own-categories';

/**
 * A user's own categories and questions (issue 29): private to their author (DECISIONS.md 33),
 * kept apart from the bank's tables so that nothing reading the bank (the public pages, the
 * console, exports, the pack) can meet them. Their ids start at OWN_CONTENT_FIRST_ID: a game's
 * state names them beside the bank's without confusion.
 */
export const ownCategories = pgTable(
  'own_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: OWN_CONTENT_FIRST_ID }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 'ar', 'en' or 'both': the texts each of its questions carries. */
    language: text('language').$type<OwnCategoryLanguage>().notNull(),
    /** Hidden by the operators (a report on its share link): its link answers "hidden" to others; the author still has it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** A built-in icon or a bank picture by name (contracts/own-category-look.ts), or null: its first letter. */
    icon: text('icon'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('own_categories_user_idx').on(t.userId),
    check('own_categories_language', sql`${t.language} in ('ar', 'en', 'both')`),
  ],
);

export const ownQuestions = pgTable(
  'own_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: OWN_CONTENT_FIRST_ID }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => ownCategories.id, { onDelete: 'cascade' }),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    questionAr: text('question_ar'),
    answerAr: text('answer_ar'),
    questionEn: text('question_en'),
    answerEn: text('answer_en'),
    acceptedAnswersAr: text('accepted_answers_ar').array().notNull().default(sql`'{}'::text[]`),
    acceptedAnswersEn: text('accepted_answers_en').array().notNull().default(sql`'{}'::text[]`),
    source: text('source_note'),
    /** Its place among its category's questions (the owner moves it up or down); new ones come last (migration 0019). */
    position: integer('position').notNull().default(sql`nextval('own_questions_position_seq')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('own_questions_category_idx').on(t.categoryId, t.difficulty),
    index('own_questions_position_idx').on(t.categoryId, t.position),
    check('own_questions_difficulty', sql`${t.difficulty} in ('easy', 'normal', 'hard')`),
    check('own_questions_texts', sql`(${t.questionAr} is not null and ${t.answerAr} is not null) or (${t.questionEn} is not null and ${t.answerEn} is not null)`),
  ],
);

/**
 * A category's live share link (read only): one per category, only the token's hash kept.
 * Revoking deletes the row, and with it every access given through it.
 */
export const ownCategoryShares = pgTable('own_category_shares', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => ownCategories.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who opened a live link while signed in: the category is theirs to play ("Shared with me") while the link lives. */
export const ownCategoryShareOpens = pgTable(
  'own_category_share_opens',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => ownCategoryShares.categoryId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.userId] }), index('own_category_share_opens_user_idx').on(t.userId)],
);
