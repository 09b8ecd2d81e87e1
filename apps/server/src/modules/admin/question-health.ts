import { and, eq, gt, sql } from 'drizzle-orm';
import type { MismatchedQuestion, QuestionHealthListResponse, QuestionHealthStats } from '@app/shared/contracts/admin';
import type { Difficulty } from '@app/shared/constants';
import { CONFIDENCE, EXPECTED_ANSWERED_SHARE, labelMisfit } from '@app/shared/difficulty-fit';
import type { Db } from '../../db/client';
import { questionOutcomes, questionOutcomeTallies, questions } from '../../db/schema/index';
import { OPEN_REPORTS, toAdminQuestion } from './questions';

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
  const rows = await db
    .select({ row: questions, openReports: OPEN_REPORTS, plays: questionOutcomeTallies.plays, answered: questionOutcomeTallies.answered })
    .from(questionOutcomeTallies)
    .innerJoin(questions, and(eq(questions.id, questionOutcomeTallies.questionId), eq(questions.difficulty, questionOutcomeTallies.difficulty)))
    .where(gt(questionOutcomeTallies.plays, 0));
  const found: (MismatchedQuestion & { distance: number })[] = [];
  for (const { row, openReports, plays, answered } of rows) {
    const misfit = labelMisfit(row.difficulty as Difficulty, answered, plays);
    if (!misfit) continue;
    found.push({
      played: plays,
      teamAnswered: answered,
      noOne: plays - answered,
      answeredShare: answered / plays,
      interval: misfit.interval,
      suggested: misfit.suggested,
      distance: misfit.distance,
      question: toAdminQuestion({ ...row, openReports }),
    });
  }
  found.sort((a, b) => b.played - a.played || b.distance - a.distance || a.question.id - b.question.id);
  return {
    bands: EXPECTED_ANSWERED_SHARE,
    confidence: CONFIDENCE,
    mismatched: found.map(({ distance: _distance, ...entry }) => entry),
  };
}
