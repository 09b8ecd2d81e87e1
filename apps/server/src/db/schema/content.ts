import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import type { Difficulty } from '@app/shared/constants';

export const categoryGroups = pgTable('category_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionAr: text('description_ar').notNull().default(''),
  imageUrl: text('image_url'),
  groupId: integer('group_id').references(() => categoryGroups.id, { onDelete: 'set null' }),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    questionAr: text('question_ar').notNull(),
    answerAr: text('answer_ar').notNull(),
    questionEn: text('question_en'),
    answerEn: text('answer_en'),
    /** Other answers the host also accepts (another spelling, a shorter form), per language. */
    acceptedAnswersAr: text('accepted_answers_ar').array().notNull().default(sql`'{}'::text[]`),
    acceptedAnswersEn: text('accepted_answers_en').array().notNull().default(sql`'{}'::text[]`),
    videoUrl: text('video_url'),
    imageUrl: text('image_url'),
    source: text('source_note'),
    active: boolean('active').notNull().default(true),
    /** The shipped pack's id of a question it seeded ("imam-ali-06"); null for operators' own. */
    packId: text('pack_id'),
    /** Hash of the question's fields as the seeder last wrote them: equal to the row's own hash while no operator edited it. */
    packHash: text('pack_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('questions_category_text_unique').on(t.categoryId, t.questionAr),
    uniqueIndex('questions_pack_id_unique').on(t.packId),
    index('questions_category_difficulty_idx').on(t.categoryId, t.difficulty),
    check('questions_difficulty', sql`${t.difficulty} in ('easy', 'normal', 'hard')`),
  ],
);

export const userCategoryProgress = pgTable(
  'user_category_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    gamesPlayed: integer('games_played').notNull().default(0),
    usedQuestionIds: integer('used_question_ids').array().notNull().default(sql`'{}'::integer[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

/** A host's flag on a question seen on the answer screen; the operator console's question reports. */
export const questionReports = pgTable(
  'question_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    gameId: integer('game_id'),
    /** QUESTION_REPORT_REASONS: wrong_answer, unclear, offensive, other. */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** open until an operator resolves it. */
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('question_reports_question_idx').on(t.questionId),
    index('question_reports_status_idx').on(t.status),
    /** One open report per player and question. */
    uniqueIndex('question_reports_open_per_user_unique').on(t.userId, t.questionId).where(sql`${t.status} = 'open'`),
  ],
);
