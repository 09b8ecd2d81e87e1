import type { Difficulty } from '@app/shared/constants';

/** A question's fields as the console, a content file and the shipped pack give them, named as the questions table names its columns. */
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

/**
 * The question's own fields out of a larger value (a console request, a file's row, a stored row),
 * each under its column's name in the questions table; a field not given stays undefined (an
 * update leaves it).
 */
export function questionColumns<Q extends QuestionFieldValues>(q: Q): Pick<Q, keyof QuestionFieldValues> {
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
    source: q.source,
    active: q.active,
  };
}

/** A new question's columns: what is not given takes the empty value (no English, no links, shown). */
export function newQuestionColumns(q: QuestionFieldValues & { difficulty: Difficulty; questionAr: string; answerAr: string }) {
  const given = questionColumns<QuestionFieldValues>(q);
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
    source: given.source ?? null,
    active: given.active ?? true,
  };
}
