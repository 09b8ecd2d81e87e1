import { z } from 'zod';
import { coercedRowIdSchema } from './row-id';
import { DIFFICULTIES, type Difficulty } from '../constants';
import { acceptedAnswersSchema, categoryFieldsSchema, questionFields, requireEnglishPair } from '../question-bank';
import type { TransactionStatus } from '../payment-constants';
import type { AdminRefund } from './admin-payments';
import type { GiftStatus } from './payments';
import type { ShareBand } from '../difficulty-fit';
import type { QuestionTexts } from './content';
import type { FeedbackPriority, FeedbackType } from './feedback';
import type { ReportedSharedCategory } from './suggestions';

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
  /** A report on a category shared by link (issue 29): the category, the reason chosen and whether it is hidden now. */
  sharedCategory?: ReportedSharedCategory | null;
};
export type AdminFeedbackResponse = { items: AdminFeedbackItem[] };

export const feedbackStatusRequestSchema = z.object({
  status: z.enum(FEEDBACK_STATUSES, { error: 'status_invalid' }),
});

/**
 * POST /api/admin/notifications: the title (optional) and message in English and in Arabic; each
 * player sees their language's. Messages are codes the client translates.
 */
export const notificationRequestSchema = z.object({
  title: z.string({ error: 'title_invalid' }).trim().max(100, 'title_too_long').default(''),
  body: z.string({ error: 'body_required' }).trim().min(1, 'body_required').max(500, 'body_too_long'),
  titleAr: z.string({ error: 'title_ar_invalid' }).trim().max(100, 'title_ar_too_long').default(''),
  bodyAr: z.string({ error: 'body_ar_required' }).trim().min(1, 'body_ar_required').max(500, 'body_ar_too_long'),
});
export type NotificationRequest = z.input<typeof notificationRequestSchema>;

/** A notification's texts; the Arabic ones are null on notifications sent before both languages were asked for. */
export type NotificationTexts = { title: string; body: string; titleAr: string | null; bodyAr: string | null };

export type AdminNotification = NotificationTexts & {
  id: number;
  createdAt: string;
};
export type AdminNotificationsResponse = { notifications: AdminNotification[] };

/** A civil day "2027-03-01", or empty (null too) for no limit. */
const civilDay = z.preprocess(
  (v) => v ?? '',
  z
    .string({ error: 'sale_date_invalid' })
    .trim()
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) && new Date(`${v}T12:00:00Z`).toISOString().startsWith(v)), 'sale_date_invalid'),
);

/**
 * A points package as operators edit it: its points, the price in KWD with up to 3 decimals
 * ("2.750"), badges, order, shown or hidden, and the days it is on sale (Kuwait days, both
 * included; empty for no limit), as a pass.
 */
export const packageRequestSchema = z
  .object({
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
    saleFrom: civilDay,
    saleTo: civilDay,
  })
  .refine((v) => !v.saleFrom || !v.saleTo || v.saleFrom <= v.saleTo, { message: 'sale_dates_order', path: ['saleTo'] });
export type PackageRequest = z.input<typeof packageRequestSchema>;

export type AdminPackage = {
  id: number;
  points: number;
  priceFils: number;
  badgeEn: string | null;
  badgeAr: string | null;
  sortOrder: number;
  active: boolean;
  saleFrom: string | null;
  saleTo: string | null;
};

/**
 * A pass as operators edit it (issue 31): names in both languages, its days, the price in KWD,
 * and the days it is on sale (Kuwait days, both included; empty for no limit).
 */
export const passRequestSchema = z
  .object({
    nameEn: z.string({ error: 'pass_name_en_required' }).trim().min(1, 'pass_name_en_required').max(60, 'pass_name_too_long'),
    nameAr: z.string({ error: 'pass_name_ar_required' }).trim().min(1, 'pass_name_ar_required').max(60, 'pass_name_too_long'),
    days: z.coerce.number({ error: 'days_invalid' }).int('days_invalid').min(1, 'days_invalid').max(366, 'days_invalid'),
    price: packageRequestSchema.shape.price,
    saleFrom: civilDay,
    saleTo: civilDay,
    sortOrder: packageRequestSchema.shape.sortOrder,
    active: packageRequestSchema.shape.active,
  })
  .refine((v) => !v.saleFrom || !v.saleTo || v.saleFrom <= v.saleTo, { message: 'sale_dates_order', path: ['saleTo'] });
export type PassRequest = z.input<typeof passRequestSchema>;

export type AdminPass = {
  id: number;
  nameEn: string;
  nameAr: string;
  days: number;
  priceFils: number;
  saleFrom: string | null;
  saleTo: string | null;
  sortOrder: number;
  active: boolean;
};
export type AdminPassesResponse = { passes: AdminPass[] };
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
  descriptionEn: string;
  descriptionAr: string;
  /** The group's slug, null for none. */
  group: string | null;
  imageUrl: string | null;
  sortOrder: number;
  active: boolean;
  questions: number;
  activeQuestions: number;
  /**
   * How many more active questions of each difficulty the category needs to fill one game (0 when
   * it has enough): while any is above 0, players never see the category.
   */
  missingForGame: Record<Difficulty, number>;
  /** A category a game has used is never deleted (only hidden). */
  usedByGames: boolean;
};
export type AdminCategoryGroup = { slug: string; nameEn: string; nameAr: string };
export type AdminCategoriesResponse = { categories: AdminCategory[]; groups: AdminCategoryGroup[] };
export const categoryActiveRequestSchema = z.object({
  active: z.boolean({ error: 'active_invalid' }),
});

/** POST /api/admin/categories and PUT /api/admin/categories/:id: the question bank's category rules. */
export const categoryRequestSchema = categoryFieldsSchema.extend({
  descriptionAr: categoryFieldsSchema.shape.descriptionAr.default(''),
  descriptionEn: categoryFieldsSchema.shape.descriptionEn.default(''),
  group: categoryFieldsSchema.shape.group.default(null),
  sortOrder: z.coerce.number({ error: 'sort_invalid' }).pipe(categoryFieldsSchema.shape.sortOrder).default(0),
});
export type CategoryRequest = z.input<typeof categoryRequestSchema>;

export type AdminQuestion = QuestionTexts & {
  id: number;
  categoryId: number;
  difficulty: Difficulty;
  active: boolean;
  videoUrl: string | null;
  imageUrl: string | null;
  source: string | null;
  /** Open reports from hosts about this question. */
  openReports: number;
};
export type AdminQuestionsResponse = { questions: AdminQuestion[]; total: number };

/** GET /api/admin/questions: the filters of the console's question list. */
export const QUESTION_FLAGS = ['missingEnglish', 'hidden', 'reported'] as const;
export type QuestionFlag = (typeof QUESTION_FLAGS)[number];
export const questionListQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  categoryId: coercedRowIdSchema().optional().catch(undefined),
  difficulty: z.enum(DIFFICULTIES).optional().catch(undefined),
  flag: z.enum(QUESTION_FLAGS).optional().catch(undefined),
  offset: z.coerce.number().int().min(0).max(100_000).default(0).catch(0),
});
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;
export const QUESTION_PAGE_SIZE = 50;

/** Accepted answers as a list, or as one text with an answer per line (the console's text box); blank lines are dropped. */
const acceptedAnswersInput = z.preprocess(
  (value) => (typeof value === 'string' ? value.split('\n').filter((line) => line.trim() !== '') : value),
  acceptedAnswersSchema,
);

const questionInput = questionFields.extend({
  acceptedAnswersAr: acceptedAnswersInput.optional(),
  acceptedAnswersEn: acceptedAnswersInput.optional(),
});
const categoryIdSchema = coercedRowIdSchema('category_required');

/** POST /api/admin/questions: the question bank's one question rule (@app/shared/question-bank) and its category. */
export const questionCreateRequestSchema = questionInput.extend({ categoryId: categoryIdSchema }).superRefine(requireEnglishPair);
export type QuestionCreateRequest = z.input<typeof questionCreateRequestSchema>;

/**
 * PUT /api/admin/questions/:id: the same rule; a field not given keeps its value, except the
 * English version, which is both texts or none (not given: none).
 */
export const questionEditRequestSchema = questionInput
  .extend({
    categoryId: categoryIdSchema.optional(),
    difficulty: questionFields.shape.difficulty.optional(),
    questionEn: questionFields.shape.questionEn.default(null),
    answerEn: questionFields.shape.answerEn.default(null),
  })
  .superRefine(requireEnglishPair);
export type QuestionEditRequest = z.input<typeof questionEditRequestSchema>;

/** GET /api/admin/transactions?status=&q=: the newest purchases, all players. */
export type PurchaseCoupon = { code: string; discountFils: number; bonusPoints: number };

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
  /** The coupon the purchase used: its code as typed, the fils it took off and the extra points; null without one. */
  coupon: PurchaseCoupon | null;
  /** E-mail and name of the buyer; null once the account is deleted. */
  buyer: { email: string; name: string } | null;
  /** The latest refund asked for this purchase (a refused one too), null when none. */
  refund: AdminRefund | null;
  /** A gift: the recipient's full address (operators see it), its status and message. */
  gift: { email: string; message: string | null; status: GiftStatus | null; deliveredAt: string | null } | null;
};
export type AdminTransactionsResponse = { transactions: AdminTransaction[] };

/** How a question fared on boards: how often played to an outcome, and each outcome. */
export type QuestionHealthStats = { played: number; teamAnswered: number; noOne: number };
export type QuestionHealthResponse = QuestionHealthStats & { questionId: number };

/**
 * GET /api/admin/question-health: questions whose plays (judged without 2X or an aid, under the
 * label they have now) do not fit that label: the 95% Wilson interval of the share a team
 * answered lies wholly outside the label's band (@app/shared/difficulty-fit). The most plays
 * first, then the farthest from the band.
 */
export type MismatchedQuestion = QuestionHealthStats & {
  question: AdminQuestion;
  /** Share of plays a team answered, 0..1. */
  answeredShare: number;
  interval: ShareBand;
  /** The label whose band holds the share answered. */
  suggested: Difficulty;
};
export type QuestionHealthListResponse = {
  bands: Record<Difficulty, ShareBand>;
  confidence: number;
  mismatched: MismatchedQuestion[];
};

/** POST /api/admin/questions/:id/difficulty: the console's one-click relabel. */
export const questionRelabelRequestSchema = z.object({ difficulty: z.enum(DIFFICULTIES, { error: 'difficulty_invalid' }) });
export type QuestionRelabelRequest = z.input<typeof questionRelabelRequestSchema>;

/** PUT /api/admin/featured-offer: the offer the landing page features, or none. */
export const featuredOfferRequestSchema = z
  .object({
    kind: z.enum(['none', 'package', 'pass'], { error: 'featured_offer_invalid' }),
    id: coercedRowIdSchema('featured_offer_invalid').optional(),
  })
  .refine((v) => v.kind === 'none' || v.id !== undefined, { message: 'featured_offer_invalid', path: ['id'] });
export type FeaturedOfferRequest = z.input<typeof featuredOfferRequestSchema>;
