import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminQuestionReportsResponse,
  QuestionReportReason,
  questionReportRequestSchema,
} from '@app/shared/contracts/question-reports';
import type { Db } from '../../db/client';
import { questionReports, questions, users } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';

const INBOX_SIZE = 200;

export const alreadyReported = () =>
  new AppError('question_already_reported', 'You have already reported this question. The team will look at it.');

/** Saves a host's flag on a question of their game: one open report per player and question. */
export async function reportQuestion(
  db: Db,
  report: { userId: number; gameId: number; questionId: number } & z.output<typeof questionReportRequestSchema>,
): Promise<{ id: number }> {
  try {
    const [row] = await db
      .insert(questionReports)
      .values({ userId: report.userId, gameId: report.gameId, questionId: report.questionId, reason: report.reason, note: report.note })
      .returning({ id: questionReports.id });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyReported();
    throw error;
  }
}

/** The newest reports, open ones first, each with its question (the console opens the editor from there). */
export async function listQuestionReports(db: Db): Promise<AdminQuestionReportsResponse> {
  const rows = await db
    .select({
      id: questionReports.id,
      createdAt: questionReports.createdAt,
      questionId: questionReports.questionId,
      categoryId: questions.categoryId,
      questionAr: questions.questionAr,
      questionEn: questions.questionEn,
      source: questions.source,
      reason: questionReports.reason,
      note: questionReports.note,
      status: questionReports.status,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .leftJoin(users, eq(users.id, questionReports.userId))
    .orderBy(sql`${questionReports.status} = 'open' desc`, desc(questionReports.createdAt), desc(questionReports.id))
    .limit(INBOX_SIZE);
  return {
    reports: rows.map(({ firstName, lastName, email, createdAt, reason, status, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      reason: reason as QuestionReportReason,
      status: status === 'resolved' ? 'resolved' : 'open',
      reporter: email ? `${firstName} ${lastName} <${email}>`.trim() : null,
    })),
  };
}

export async function setQuestionReportStatus(db: Db, operatorId: number, id: number, status: 'open' | 'resolved'): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: questionReports.status }).from(questionReports).where(eq(questionReports.id, id)).for('update');
    if (!before) throw notFound('Report not found.');
    try {
      await tx.update(questionReports).set({ status }).where(eq(questionReports.id, id));
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('report_already_open', 'The same player has another open report of this question; this one stays resolved.');
      throw error;
    }
    await recordOperatorAction(tx, { operatorId, action: 'question-report.status', target: `question-report:${id}`, before, after: { status } });
  });
}
