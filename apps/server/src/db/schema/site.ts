import { boolean, integer, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ownCategories } from './own-categories';
import { users } from './users';
import type { FeedbackPriority, FeedbackType } from '@app/shared/contracts/feedback';
import type { FeedbackStatus } from '@app/shared/contracts/admin';

export const siteImages = pgTable('site_images', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  purpose: text('purpose').notNull(),
  imageUrl: text('image_url').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sponsors = pgTable('sponsors', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  imageUrl: text('image_url'),
  linkUrl: text('link_url'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notifications = pgTable('notifications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** English; the Arabic text beside it (older notifications have only this one). */
  title: text('title').notNull(),
  body: text('body').notNull(),
  titleAr: text('title_ar'),
  bodyAr: text('body_ar'),
  status: text('status').notNull().default('sent'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Report-an-issue messages (spec game: "messages"). */
export const messages = pgTable('messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  type: text('type').$type<FeedbackType>().notNull(),
  priority: text('priority').$type<FeedbackPriority>().notNull(),
  content: text('content').notNull(),
  status: text('status').$type<FeedbackStatus>().notNull().default('new'),
  internalNotes: text('internal_notes'),
  /** A report on a category shared by link (issue 29): the category and the reason chosen (SHARED_REPORT_REASONS). */
  ownCategoryId: integer('own_category_id').references((): AnyPgColumn => ownCategories.id, { onDelete: 'set null' }),
  ownCategoryReason: text('own_category_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
