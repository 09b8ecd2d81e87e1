import { z } from 'zod';
import type { FeedbackPriority, FeedbackType } from './feedback';

/** Operator console (DECISIONS.md 18): the report inbox and notifications pushed to players. */
export const FEEDBACK_STATUSES = ['new', 'read', 'resolved'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export type AdminFeedbackItem = {
  id: number;
  createdAt: string;
  title: string;
  type: FeedbackType;
  priority: FeedbackPriority;
  status: FeedbackStatus;
  content: string;
  /** Who sent it (name and contact, as recorded when it was sent); null once the account is deleted. */
  sender: string | null;
};
export type AdminFeedbackResponse = { items: AdminFeedbackItem[] };

export const feedbackStatusRequestSchema = z.object({
  status: z.enum(FEEDBACK_STATUSES, { error: 'status_invalid' }),
});

/** POST /api/admin/notifications. Messages are codes the client translates. */
export const notificationRequestSchema = z.object({
  title: z.string({ error: 'title_invalid' }).trim().max(100, 'title_too_long').default(''),
  body: z.string({ error: 'body_required' }).trim().min(1, 'body_required').max(500, 'body_too_long'),
});
export type NotificationRequest = z.input<typeof notificationRequestSchema>;

export type AdminNotification = { id: number; title: string; body: string; createdAt: string };
export type AdminNotificationsResponse = { notifications: AdminNotification[] };
