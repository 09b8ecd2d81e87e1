import { z } from 'zod';

/** A host flags a question on the answer screen (POST /api/games/:id/questions/:questionId/report). */
export const QUESTION_REPORT_REASONS = ['wrong_answer', 'unclear', 'offensive', 'other'] as const;
export type QuestionReportReason = (typeof QUESTION_REPORT_REASONS)[number];
export const QUESTION_REPORT_NOTE_MAX = 500;

export const questionReportRequestSchema = z
  .object({
    reason: z.enum(QUESTION_REPORT_REASONS, { error: 'reason_invalid' }),
    note: z.string({ error: 'note_invalid' }).trim().max(QUESTION_REPORT_NOTE_MAX, 'note_too_long').default(''),
  })
  .refine((report) => report.reason !== 'other' || report.note !== '', { path: ['note'], message: 'note_required' });
export type QuestionReportRequest = z.input<typeof questionReportRequestSchema>;

/** GET /api/admin/question-reports: the console's inbox of flagged questions, open ones first. */
export type AdminQuestionReport = {
  id: number;
  createdAt: string;
  questionId: number;
  categoryId: number;
  questionAr: string;
  questionEn: string | null;
  /** The question's source note, so the operator answers the host from the source; null when none. */
  source: string | null;
  reason: QuestionReportReason;
  note: string;
  status: 'open' | 'resolved';
  /** Who sent it; null once the account is deleted. */
  reporter: string | null;
};
export type AdminQuestionReportsResponse = { reports: AdminQuestionReport[] };
export const questionReportStatusRequestSchema = z.object({ status: z.enum(['open', 'resolved'], { error: 'status_invalid' }) });
