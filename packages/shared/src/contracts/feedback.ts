import { z } from 'zod';

export const FEEDBACK_TYPES = ['bug', 'error', 'feedback', 'suggestion', 'other'] as const;
export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];
/** What a player may choose when reporting: "critical" is the operators' to give, on triage. */
export const PLAYER_FEEDBACK_PRIORITIES = ['low', 'medium', 'high'] as const satisfies readonly FeedbackPriority[];

/** POST /api/feedback (spec game: report-an-issue form). Messages are codes the client translates. */
export const feedbackRequestSchema = z.object({
  title: z.string({ error: 'title_required' }).trim().min(1, 'title_required').max(120, 'title_too_long'),
  type: z.enum(FEEDBACK_TYPES, { error: 'type_invalid' }).default('bug'),
  priority: z.enum(PLAYER_FEEDBACK_PRIORITIES, { error: 'priority_invalid' }).default('medium'),
  content: z.string({ error: 'content_required' }).trim().min(1, 'content_required').max(5000, 'content_too_long'),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
export type FeedbackResponse = { id: number };
