import { z } from 'zod';
import { CONTENT_LIMITS, MAX_ACCEPTED_ANSWERS, type Difficulty } from '../constants';
import type { TransactionStatus } from '../payment-constants';
import type { QuestionTexts } from './content';
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

export type AdminNotification = {
  id: number;
  title: string;
  body: string;
  createdAt: string;
};
export type AdminNotificationsResponse = { notifications: AdminNotification[] };

/** A points package as operators edit it (the price in KWD with up to 3 decimals, e.g. "2.750"). */
export const packageRequestSchema = z.object({
  points: z.coerce.number({ error: 'points_invalid' }).int('points_invalid').min(1, 'points_invalid').max(1000, 'points_invalid'),
  price: z
    .string({ error: 'price_invalid' })
    .trim()
    .regex(/^\d{1,4}(\.\d{1,3})?$/, 'price_invalid')
    .refine((price) => Number(price) > 0, 'price_invalid'),
  badgeEn: z.string().trim().max(40, 'badge_too_long').default(''),
  badgeAr: z.string().trim().max(40, 'badge_too_long').default(''),
  sortOrder: z.coerce
    .number({ error: 'sort_invalid' })
    .int('sort_invalid')
    .min(0, 'sort_invalid')
    .max(100_000, 'sort_invalid')
    .default(0),
  active: z.boolean({ error: 'active_invalid' }).default(true),
});
export type PackageRequest = z.input<typeof packageRequestSchema>;

export type AdminPackage = {
  id: number;
  points: number;
  priceFils: number;
  badgeEn: string | null;
  badgeAr: string | null;
  sortOrder: number;
  active: boolean;
};
export type AdminPackagesResponse = { packages: AdminPackage[] };

/** GET /api/admin/users?q=: accounts whose e-mail or name contains q (at least 2 characters). */
export type AdminUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  points: number;
  role: 'user' | 'admin';
  createdAt: string;
};
export type AdminUsersResponse = { users: AdminUser[] };

/** POST /api/admin/users/:id/points: give (positive) or take (negative) points, with the reason. */
export const pointsAdjustmentRequestSchema = z.object({
  change: z.coerce
    .number({ error: 'change_invalid' })
    .int('change_invalid')
    .min(-1000, 'change_invalid')
    .max(1000, 'change_invalid')
    .refine((change) => change !== 0, 'change_invalid'),
  reason: z.string({ error: 'reason_required' }).trim().min(1, 'reason_required').max(200, 'reason_too_long'),
});
export type PointsAdjustmentRequest = z.input<typeof pointsAdjustmentRequestSchema>;
export type PointsAdjustmentResponse = { points: number };

/** The question bank as operators see it: every category, also the hidden ones. */
export type AdminCategory = {
  id: number;
  slug: string;
  nameEn: string;
  nameAr: string;
  active: boolean;
  questions: number;
  activeQuestions: number;
};
export type AdminCategoriesResponse = { categories: AdminCategory[] };
export const categoryActiveRequestSchema = z.object({
  active: z.boolean({ error: 'active_invalid' }),
});

export type AdminQuestion = QuestionTexts & {
  id: number;
  difficulty: Difficulty;
  active: boolean;
};
export type AdminQuestionsResponse = { questions: AdminQuestion[] };

/**
 * Accepted answers as a list, or as one text with an answer per line (the console's text box);
 * blank lines are dropped.
 */
const acceptedAnswersSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split('\n') : value),
  z
    .array(z.string({ error: 'accepted_answers_invalid' }), { error: 'accepted_answers_invalid' })
    .transform((answers) => answers.map((answer) => answer.trim()).filter((answer) => answer !== ''))
    .superRefine((answers, context) => {
      if (answers.some((answer) => answer.length > CONTENT_LIMITS.acceptedAnswer))
        context.addIssue({ code: 'custom', message: 'accepted_answer_too_long' });
      else if (answers.length > MAX_ACCEPTED_ANSWERS) context.addIssue({ code: 'custom', message: 'too_many_accepted_answers' });
    }),
);

/** PUT /api/admin/questions/:id. The English version is optional, but then both its texts are given. */
export const questionEditRequestSchema = z
  .object({
    questionAr: z
      .string({ error: 'question_required' })
      .trim()
      .min(1, 'question_required')
      .max(CONTENT_LIMITS.question, 'question_too_long'),
    answerAr: z
      .string({ error: 'answer_required' })
      .trim()
      .min(1, 'answer_required')
      .max(CONTENT_LIMITS.answer, 'answer_too_long'),
    questionEn: z.string().trim().max(CONTENT_LIMITS.question, 'question_too_long').default(''),
    answerEn: z.string().trim().max(CONTENT_LIMITS.answer, 'answer_too_long').default(''),
    acceptedAnswersAr: acceptedAnswersSchema.default([]),
    acceptedAnswersEn: acceptedAnswersSchema.default([]),
    active: z.boolean({ error: 'active_invalid' }).default(true),
  })
  .superRefine((value, context) => {
    if (value.questionEn && !value.answerEn)
      context.addIssue({
        code: 'custom',
        path: ['answerEn'],
        message: 'answer_required',
      });
    if (value.answerEn && !value.questionEn)
      context.addIssue({
        code: 'custom',
        path: ['questionEn'],
        message: 'question_required',
      });
  });
export type QuestionEditRequest = z.input<typeof questionEditRequestSchema>;

/** GET /api/admin/transactions?status=&q=: the newest purchases, all players. */
export type AdminTransaction = {
  id: number;
  createdAt: string;
  status: TransactionStatus;
  points: number;
  amountFils: number;
  transactionCode: string;
  invoiceId: string | null;
  paymentId: string | null;
  failureReason: string | null;
  credited: boolean;
  /** E-mail and name of the buyer; null once the account is deleted. */
  buyer: { email: string; name: string } | null;
};
export type AdminTransactionsResponse = { transactions: AdminTransaction[] };
