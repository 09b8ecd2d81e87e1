import type { Difficulty } from '@app/shared/constants';
import type { questions } from '../../db/schema/index';

/** A question's fields as the console, a content file and the shipped pack give them (shared schema names). */
export type QuestionFieldValues = {
  difficulty?: Difficulty;
  questionAr?: string;
  answerAr?: string;
  questionEn?: string | null;
  answerEn?: string | null;
  /** Other answers the host also accepts; [] clears them. */
  acceptedAnswersAr?: string[];
  acceptedAnswersEn?: string[];
  videoUrl?: string | null;
  imageUrl?: string | null;
  source?: string | null;
  active?: boolean;
};

/** The same fields named as the questions table stores them; a field not given stays undefined (an update leaves it). */
export function questionColumns(q: QuestionFieldValues) {
  return {
    difficulty: q.difficulty,
    questionAr: q.questionAr,
    answerAr: q.answerAr,
    questionEn: q.questionEn,
    answerEn: q.answerEn,
    acceptedAnswersAr: q.acceptedAnswersAr,
    acceptedAnswersEn: q.acceptedAnswersEn,
    videoUrl: q.videoUrl,
    imageUrl: q.imageUrl,
    sourceNote: q.source,
    active: q.active,
  };
}

/** A new question's columns: what is not given takes the empty value (no English, no links, shown). */
export function newQuestionColumns(q: QuestionFieldValues & { difficulty: Difficulty; questionAr: string; answerAr: string }) {
  const given = questionColumns(q);
  return {
    ...given,
    difficulty: q.difficulty,
    questionAr: q.questionAr,
    answerAr: q.answerAr,
    questionEn: given.questionEn ?? null,
    answerEn: given.answerEn ?? null,
    acceptedAnswersAr: given.acceptedAnswersAr ?? [],
    acceptedAnswersEn: given.acceptedAnswersEn ?? [],
    videoUrl: given.videoUrl ?? null,
    imageUrl: given.imageUrl ?? null,
    sourceNote: given.sourceNote ?? null,
    active: given.active ?? true,
  };
}

/** A stored question's fields under the shared schema names: what questionColumns writes, read back. */
export function questionFieldsOf(row: typeof questions.$inferSelect): Required<QuestionFieldValues> {
  return {
    difficulty: row.difficulty,
    questionAr: row.questionAr,
    answerAr: row.answerAr,
    questionEn: row.questionEn,
    answerEn: row.answerEn,
    acceptedAnswersAr: row.acceptedAnswersAr,
    acceptedAnswersEn: row.acceptedAnswersEn,
    videoUrl: row.videoUrl,
    imageUrl: row.imageUrl,
    source: row.sourceNote,
    active: row.active,
  };
}
