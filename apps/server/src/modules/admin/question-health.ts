import { inArray, sql } from 'drizzle-orm';
import type { MismatchedQuestion, QuestionHealthListResponse, QuestionHealthStats } from '@app/shared/contracts/admin';
import type { Db } from '../../db/client';
import { games, questions } from '../../db/schema/index';
import { OPEN_REPORTS, toAdminQuestion } from './questions';

/** A label is judged once a question was played this often. */
export const MIN_PLAYS = 5;
/** A hard question answered this often (or more) plays like an easier one. */
export const HARD_ANSWERED_AT_LEAST = 0.9;
/** An easy question answered this seldom (or less) plays like a harder one. */
export const EASY_ANSWERED_AT_MOST = 0.1;

type OutcomeRow = { question_id: number; played: number; team_answered: number; no_one: number };

/** Every tile of every game board, with who answered it (GameState in games.state). */
const OUTCOMES = (only?: number) => sql`
  select (q->>'questionId')::int as question_id,
    count(*) filter (where (q->>'answered')::boolean)::int as played,
    count(*) filter (where q->>'answeredBy' in ('team1', 'team2'))::int as team_answered,
    count(*) filter (where q->>'answeredBy' = 'none')::int as no_one
  from ${games}, jsonb_array_elements(${games.state}->'categories') as c, jsonb_array_elements(c->'questions') as q
  ${only === undefined ? sql`` : sql`where (q->>'questionId')::int = ${only}`}
  group by 1`;

const stats = (row: OutcomeRow | undefined): QuestionHealthStats => ({
  played: row?.played ?? 0,
  teamAnswered: row?.team_answered ?? 0,
  noOne: row?.no_one ?? 0,
});

async function outcomeRows(db: Db, only?: number): Promise<OutcomeRow[]> {
  const result = (await db.execute(OUTCOMES(only))) as unknown as { rows: OutcomeRow[] };
  return result.rows;
}

export async function questionHealth(db: Db, questionId: number): Promise<QuestionHealthStats> {
  return stats((await outcomeRows(db, questionId))[0]);
}

/** Questions whose outcomes do not fit their difficulty, the most telling first. */
export async function mismatchedQuestions(db: Db): Promise<QuestionHealthListResponse> {
  const played = (await outcomeRows(db)).filter((row) => row.played >= MIN_PLAYS);
  const byId = new Map(played.map((row) => [row.question_id, row]));
  const ids = [...byId.keys()];
  const rows = ids.length
    ? await db
        .select({
          row: questions,
          openReports: OPEN_REPORTS,
        })
        .from(questions)
        .where(inArray(questions.id, ids))
    : [];
  const mismatched: MismatchedQuestion[] = [];
  for (const { row, openReports } of rows) {
    const outcome = stats(byId.get(row.id));
    const answeredShare = outcome.teamAnswered / outcome.played;
    const misfit =
      (row.difficulty === 'hard' && answeredShare >= HARD_ANSWERED_AT_LEAST) ||
      (row.difficulty === 'easy' && answeredShare <= EASY_ANSWERED_AT_MOST);
    if (misfit) mismatched.push({ ...outcome, answeredShare, question: toAdminQuestion({ ...row, openReports }) });
  }
  mismatched.sort((a, b) => b.played - a.played || a.question.id - b.question.id);
  return {
    minPlays: MIN_PLAYS,
    hardAnsweredAtLeast: HARD_ANSWERED_AT_LEAST,
    easyAnsweredAtMost: EASY_ANSWERED_AT_MOST,
    mismatched,
  };
}
