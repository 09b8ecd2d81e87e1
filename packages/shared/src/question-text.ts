import type { Language } from './constants';
import type { QuestionDetail } from './contracts/content';

/** `accepted`: the other answers the host may count (other spellings, shorter forms), in the same language. */
export type QuestionText = { question: string; answer: string; accepted: string[]; language: Language };

/**
 * The question and answer to show (DECISIONS.md 20): the English version for an English-speaking
 * user when the question has one (both question and answer), else the Arabic one. `language` is
 * the language of the text shown, so the screen can set its direction (Arabic reads right to left
 * even on the left-to-right game pages). A question of a one-language own category is shown in
 * its language (`contentLanguage`) whatever the player's.
 */
export function questionText(
  detail: Pick<QuestionDetail, 'questionAr' | 'answerAr' | 'questionEn' | 'answerEn' | 'acceptedAnswersAr' | 'acceptedAnswersEn' | 'contentLanguage'>,
  language: Language,
): QuestionText {
  // A one-language own question reads in its own language whatever the interface's.
  if (detail.contentLanguage) language = detail.contentLanguage;
  if (language === 'en' && detail.questionEn?.trim() && detail.answerEn?.trim()) {
    return { question: detail.questionEn, answer: detail.answerEn, accepted: detail.acceptedAnswersEn, language: 'en' };
  }
  return { question: detail.questionAr, answer: detail.answerAr, accepted: detail.acceptedAnswersAr, language: 'ar' };
}
