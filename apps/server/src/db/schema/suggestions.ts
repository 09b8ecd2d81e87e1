import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Difficulty } from '@app/shared/constants';
import type { OwnCategoryLanguage } from '@app/shared/contracts/own-categories';
import type { SuggestionStatus } from '@app/shared/contracts/suggestions';
import { categories, questions } from './content';
import { ownCategories, ownQuestions } from './own-categories';
import { users } from './users';

/**
 * A user's own question suggested to the bank (issue 29): a snapshot of its texts when suggested
 * (later edits of the own question do not change it; an operator may correct it before accepting).
 * 'open' until an operator accepts it into a bank category (bank_question_id) or declines it with
 * a reason the user sees. At most one open suggestion per own question.
 */
export const questionSuggestions = pgTable(
  'question_suggestions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownQuestionId: integer('own_question_id').references(() => ownQuestions.id, { onDelete: 'set null' }),
    ownCategoryId: integer('own_category_id').references(() => ownCategories.id, { onDelete: 'set null' }),
    /** The own category's name when suggested (kept if the category is deleted). */
    ownCategoryName: text('own_category_name').notNull(),
    /** 'ar', 'en' or 'both': the texts the suggestion carries. */
    language: text('language').$type<OwnCategoryLanguage>().notNull(),
    /** The bank category the user thought it fits (optional); the operator chooses on accepting. */
    bankCategoryId: integer('bank_category_id').references(() => categories.id, { onDelete: 'set null' }),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    questionAr: text('question_ar'),
    answerAr: text('answer_ar'),
    questionEn: text('question_en'),
    answerEn: text('answer_en'),
    acceptedAnswersAr: text('accepted_answers_ar').array().notNull().default(sql`'{}'::text[]`),
    acceptedAnswersEn: text('accepted_answers_en').array().notNull().default(sql`'{}'::text[]`),
    source: text('source_note').notNull(),
    /** The user asked to be credited by name on the accepted question. */
    credit: boolean('credit').notNull().default(false),
    status: text('status').$type<SuggestionStatus>().notNull().default('open'),
    declineReason: text('decline_reason'),
    bankQuestionId: integer('bank_question_id').references(() => questions.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('question_suggestions_user_idx').on(t.userId),
    index('question_suggestions_status_idx').on(t.status, t.createdAt),
    uniqueIndex('question_suggestions_one_open').on(t.ownQuestionId).where(sql`${t.status} = 'open'`),
    check('question_suggestions_status', sql`${t.status} in ('open', 'accepted', 'declined')`),
    check('question_suggestions_language', sql`${t.language} in ('ar', 'en', 'both')`),
    check('question_suggestions_difficulty', sql`${t.difficulty} in ('easy', 'normal', 'hard')`),
  ],
);
