import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { MismatchedQuestion, QuestionHealthListResponse, QuestionHealthStats } from '@app/shared/contracts/admin';
import { CONFIDENCE, EXPECTED_ANSWERED_SHARE, labelMisfit } from '@app/shared/difficulty-fit';
import type { Db } from '../../db/client';
import { questionOutcomes, questionOutcomeTallies, questions } from '../../db/schema/index';
import { OPEN_REPORTS, toAdminQuestion } from './console-questions';

/** Every recorded play of one question (2X and aids included), whatever label it had. */
export async function questionHealth(db: Db, questionId: number): Promise<QuestionHealthStats> {
  const [row] = await db
    .select({
      played: sql<number>`count(*)::int`,
      teamAnswered: sql<number>`(count(*) filter (where ${questionOutcomes.answered}))::int`,
    })
    .from(questionOutcomes)
    .where(eq(questionOutcomes.questionId, questionId));
  const played = row?.played ?? 0;
  const teamAnswered = row?.teamAnswered ?? 0;
  return { played, teamAnswered, noOne: played - teamAnswered };
}

/**
 * Questions whose unaided plays under their present label do not fit it, read from the tallies
 * (one row per question and label, never the games themselves): the most plays first, then the
 * farthest from the label's band.
 */
export async function mismatchedQuestions(db: Db): Promise<QuestionHealthListResponse> {
  const tallies = await db
    .select({ id: questions.id, difficulty: questions.difficulty, plays: questionOutcomeTallies.plays, answered: questionOutcomeTallies.answered })
    .from(questionOutcomeTallies)
    .innerJoin(questions, and(eq(questions.id, questionOutcomeTallies.questionId), eq(questions.difficulty, questionOutcomeTallies.difficulty)))
    .where(gt(questionOutcomeTallies.plays, 0));
  const misfits = tallies.flatMap((tally) => {
    const misfit = labelMisfit(tally.difficulty, tally.answered, tally.plays);
    return misfit ? [{ ...tally, ...misfit }] : [];
  });
  misfits.sort((a, b) => b.plays - a.plays || b.distance - a.distance || a.id - b.id);
  // Whole questions only for those listed: reading every question's texts was most of the time.
  const rows = misfits.length
    ? await db.select({ row: questions, openReports: OPEN_REPORTS }).from(questions).where(inArray(questions.id, misfits.map((misfit) => misfit.id)))
    : [];
  const byId = new Map(rows.map(({ row, openReports }) => [row.id, toAdminQuestion({ ...row, openReports })]));
  const mismatched: MismatchedQuestion[] = misfits.flatMap(({ id, plays, answered, interval, suggested }) => {
    const question = byId.get(id);
    return question
      ? [{ played: plays, teamAnswered: answered, noOne: plays - answered, answeredShare: answered / plays, interval, suggested, question }]
      : [];
  });
  return { bands: EXPECTED_ANSWERED_SHARE, confidence: CONFIDENCE, mismatched };
}
