import { z } from 'zod';
import { CONTENT_LIMITS, type Difficulty } from '../constants';
import { acceptedAnswersSchema, cleanText, difficultySchema } from '../question-bank';
import type { OwnCategoryLanguage } from './own-categories';
import { coercedRowIdSchema, rowIdSchema } from './row-id';

/**
 * Suggesting an own question to the bank, and reports on a shared category (issue 29).
 *
 * A suggestion is a snapshot of the own question when suggested, with a source note (required:
 * the bank cites a source for every question, CONTENT.md) and the user's choice to be credited by
 * name. Operators see the open ones in the console, may correct the texts, then accept one into a
 * bank category (it becomes a bank question through the console's own question path, with the
 * bank's rules) or decline it with a reason the user sees.
 *
 * Credit: an accepted suggestion whose author asked for it has "Suggested by <first name>" after
 * its source note (creditedSource), which is where the bank keeps a question's provenance.
 */
export const SUGGESTION_STATUSES = ['open', 'accepted', 'declined'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** Most characters of a decline reason, a hiding reason and a report's text. */
export const SUGGESTION_REASON_MAX = 500;
export const SHARED_REPORT_TEXT_MAX = 2000;

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).overwrite(cleanText).min(1, required).max(max, tooLong);

/** What a credited question's source note says: the source, then who suggested it. */
export const creditedSource = (source: string, name: string): string => `${source} · Suggested by ${name}`;

/** POST /api/my-categories/:id/questions/:questionId/suggest */
export const suggestRequestSchema = z.object({
  source: requiredText(CONTENT_LIMITS.source, 'source_required', 'source_too_long'),
  credit: z.boolean({ error: 'credit_invalid' }).optional().default(false),
  /** The bank category the user thinks it fits (optional; the operator decides). */
  bankCategoryId: rowIdSchema('category_invalid').nullable().optional().default(null),
});
export type SuggestRequest = z.input<typeof suggestRequestSchema>;

/** One of my suggestions as My categories shows it. */
export type MySuggestion = {
  id: number;
  /** The own question it came from (null once that question is deleted). */
  ownQuestionId: number | null;
  ownCategoryId: number | null;
  ownCategoryName: string;
  language: OwnCategoryLanguage;
  /** The question as suggested (Arabic first when it has both). */
  questionAr: string | null;
  questionEn: string | null;
  source: string;
  credit: boolean;
  status: SuggestionStatus;
  /** Why the operators declined it (declined only). */
  declineReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};

/** A category of mine the operators hid (its link answers "hidden" to others). */
export type HiddenCategory = { id: number; name: string; reason: string; hiddenAt: string };

/** GET /api/my-suggestions: my suggestions, newest first, and my categories the operators hid. */
export type MySuggestionsResponse = { suggestions: MySuggestion[]; hiddenCategories: HiddenCategory[] };

/** A suggestion as the console's queue shows it. */
export type AdminSuggestion = {
  id: number;
  status: SuggestionStatus;
  createdAt: string;
  decidedAt: string | null;
  /** Who suggested it; `firstName` is the name a credit gives. */
  user: { id: number; name: string; firstName: string; email: string };
  ownCategoryName: string;
  language: OwnCategoryLanguage;
  /** The bank category the user proposed (null: none). */
  bankCategoryId: number | null;
  difficulty: Difficulty;
  questionAr: string | null;
  answerAr: string | null;
  questionEn: string | null;
  answerEn: string | null;
  acceptedAnswersAr: string[];
  acceptedAnswersEn: string[];
  source: string;
  credit: boolean;
  declineReason: string | null;
  /** The bank question it became (accepted only; null if since deleted). */
  bankQuestionId: number | null;
};

/** GET /api/admin/suggestions: the queue (newest first) and everyone who has suggested (for the filter). */
export type AdminSuggestionsResponse = { suggestions: AdminSuggestion[]; users: { id: number; name: string }[] };

export const suggestionListQuerySchema = z.object({
  status: z.enum(SUGGESTION_STATUSES).optional().default('open').catch('open'),
  categoryId: coercedRowIdSchema().optional().catch(undefined),
  language: z.enum(['ar', 'en', 'both']).optional().catch(undefined),
  userId: coercedRowIdSchema().optional().catch(undefined),
});
export type SuggestionListQuery = z.input<typeof suggestionListQuerySchema>;

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: 'text_invalid' })
    .overwrite(cleanText)
    .max(max, tooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .default(null);

/** PUT /api/admin/suggestions/:id: the operator's correction of an open suggestion (a pair of texts at least). */
export const suggestionEditRequestSchema = z
  .object({
    difficulty: difficultySchema,
    questionAr: optionalText(CONTENT_LIMITS.question, 'question_too_long'),
    answerAr: optionalText(CONTENT_LIMITS.answer, 'answer_too_long'),
    questionEn: optionalText(CONTENT_LIMITS.question, 'question_too_long'),
    answerEn: optionalText(CONTENT_LIMITS.answer, 'answer_too_long'),
    acceptedAnswersAr: acceptedAnswersSchema.optional().default([]),
    acceptedAnswersEn: acceptedAnswersSchema.optional().default([]),
    source: requiredText(CONTENT_LIMITS.source, 'source_required', 'source_too_long'),
  })
  .superRefine((q, context) => {
    for (const [a, b] of [
      ['questionAr', 'answerAr'],
      ['questionEn', 'answerEn'],
    ] as const) {
      if (q[a] && !q[b]) context.addIssue({ code: 'custom', path: [b], message: b.startsWith('answer') ? 'answer_required' : 'question_required' });
      if (q[b] && !q[a]) context.addIssue({ code: 'custom', path: [a], message: 'question_required' });
    }
    if (!q.questionAr && !q.questionEn) context.addIssue({ code: 'custom', path: ['questionAr'], message: 'question_required' });
  });
export type SuggestionEditRequest = z.input<typeof suggestionEditRequestSchema>;

/** POST /api/admin/suggestions/:id/accept: the bank category it joins. */
export const suggestionAcceptRequestSchema = z.object({ categoryId: coercedRowIdSchema('category_required') });
export type SuggestionAcceptRequest = z.input<typeof suggestionAcceptRequestSchema>;

/** POST /api/admin/suggestions/:id/decline: why (the user sees it). */
export const suggestionDeclineRequestSchema = z.object({
  reason: requiredText(SUGGESTION_REASON_MAX, 'reason_required', 'reason_too_long'),
});
export type SuggestionDeclineRequest = z.input<typeof suggestionDeclineRequestSchema>;

// --- Reports on a shared category and hiding it -------------------------------------------------

export const SHARED_REPORT_REASONS = ['offensive', 'wrong', 'copyright', 'spam', 'other'] as const;
export type SharedReportReason = (typeof SHARED_REPORT_REASONS)[number];

/** POST /api/shared/:token/report: a signed-in user who opened the link reports the category. */
export const sharedReportRequestSchema = z.object({
  reason: z.enum(SHARED_REPORT_REASONS, { error: 'reason_invalid' }),
  text: requiredText(SHARED_REPORT_TEXT_MAX, 'content_required', 'content_too_long'),
});
export type SharedReportRequest = z.input<typeof sharedReportRequestSchema>;

/** POST /api/admin/shared-categories/:id/hide: why (the author is told). */
export const hideSharedCategoryRequestSchema = z.object({
  reason: requiredText(SUGGESTION_REASON_MAX, 'reason_required', 'reason_too_long'),
});
export type HideSharedCategoryRequest = z.input<typeof hideSharedCategoryRequestSchema>;

/** A report's shared category as the console's inbox shows it (with whether it is hidden now). */
export type ReportedSharedCategory = { id: number; name: string; reason: SharedReportReason; hidden: boolean };

/** What the operators decided about something of a user's: pushed to that user's open pages (a "notice" event). */
export type UserNotice =
  | { kind: 'suggestion_accepted'; question: string }
  | { kind: 'suggestion_declined'; question: string; reason: string }
  | { kind: 'category_hidden'; name: string; reason: string }
  | { kind: 'category_unhidden'; name: string };

/** The question's text as lists name it: Arabic when it has it, else English. */
export const suggestionTitle = (s: { questionAr: string | null; questionEn: string | null }): string => s.questionAr ?? s.questionEn ?? '';
