import { normalizeAnswer, normalizeText } from '@app/shared/normalize-text';
import type { QuestionInput } from './content-file';

/**
 * How the pack-wide rules (pack-wide-rules.ts) read questions: the forms of an answer, whether
 * an answer is a number, and the key words of a question's text. Everything is normalised
 * (normalizeText), so spelling marks and hamza forms never make two texts differ.
 */
export type Language = 'ar' | 'en';
export const LANGUAGES: readonly Language[] = ['ar', 'en'];
export const LANGUAGE_NAMES: Record<Language, string> = { ar: 'Arabic', en: 'English' };
export const QUESTION_FIELD = { ar: 'questionAr', en: 'questionEn' } as const;
export const ANSWER_FIELD = { ar: 'answerAr', en: 'answerEn' } as const;
const ACCEPTED_FIELD = { ar: 'acceptedAnswersAr', en: 'acceptedAnswersEn' } as const;

/** A title before a name, left out when answers are compared: "Imam al-Rida" is "al-Rida". */
const TITLE = { ar: /^(الامام|النبي|السيده) /, en: /^(imam|prophet|lady) / };

const NUMBER_WORDS = {
  en: new Set(
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth'.split(
      ' ',
    ),
  ),
  ar: new Set(
    'واحد واحده اثنان اثنين اثنتان اثنتين ثلاث ثلاثه اربع اربعه خمس خمسه ست سته سبع سبعه ثمان ثماني ثمانيه تسع تسعه عشر عشره عشرون عشرين ثلاثون ثلاثين اربعون اربعين خمسون خمسين ستون ستين سبعون سبعين ثمانون ثمانين تسعون تسعين مئه مائه مئتان مئتين الف الفان الاول الاولي الثاني الثانيه الثالث الثالثه الرابع الرابعه الخامس الخامسه السادس السادسه السابع السابعه الثامن الثامنه التاسع التاسعه العاشر العاشره الحادي عشر'.split(
      ' ',
    ),
  ),
};

/** A number, a year or a rank: any digit ("61 AH", "3") or number word ("four", "Two rak'as", "the third", "ثلاث"). */
export function isNumber(form: string, language: Language): boolean {
  const words = NUMBER_WORDS[language];
  return /\p{N}/u.test(form) || form.split(' ').some((word) => words.has(word) || (language === 'ar' && words.has(word.replace(/^و/, ''))));
}

/** The comparison form of an answer: normalised, without a leading article or title. */
export function answerForm(answer: string, language: Language): string {
  return normalizeAnswer(answer, language).replace(TITLE[language], '');
}

/** A question's answer and accepted answers in one language, compared forms, numbers left out. */
export function answerForms(question: QuestionInput, language: Language): string[] {
  const answers = [question[ANSWER_FIELD[language]] ?? '', ...(question[ACCEPTED_FIELD[language]] ?? [])];
  const forms = answers.map((answer) => answerForm(answer, language)).filter((form) => form.length >= 2 && !isNumber(form, language));
  return [...new Set(forms)];
}

/** The answer or accepted answer, as written, whose form is `form`. */
export function writtenAnswer(question: QuestionInput, language: Language, form: string): string {
  const answers = [question[ANSWER_FIELD[language]] ?? '', ...(question[ACCEPTED_FIELD[language]] ?? [])];
  return answers.find((answer) => answerForm(answer, language) === form) ?? form;
}

/** Words that say nothing of a question's subject: function words, question words, honorifics. */
const stopWords = (words: string) => new Set(words.split(/\s+/).map(normalizeText).filter(Boolean));
const STOP_WORDS = {
  en: stopWords(
    `the of which in is to what s and was his did on who for called call complete name named from with as how he by him that at many does when you it
     one are after before a an be her its were do has have had about say said says my me i will they their them your our we us this these those there
     not no or but so if than then into out also whose whom where why o during among most more same other another known according al ibn bin
     word words missing what's whom`,
  ),
  ar: stopWords(
    `من في الى عن ما ماذا اي ايه التي الذي الذين هو هي كان كانت قال قول هل لم لن ان انه كم متى اين كيف او ثم قد مع عند بعد قبل هذا هذه ذلك تلك
     به بها له لها فيه فيها منه منها الله صلي واله وسلم السلام عليه عليها عليهم اكمل اسم بين حتى كل الا لا يا انا نحن هم بن ابن فما وما الكلمه
     الناقصه لي لك لكم لهم لنا ليس فلا ولا لو عليكم عليهم انت انتم هو فقال يقول وفي وهو وهي فهو`,
  ),
};

/** Key words are compared without Arabic's joined prefixes (و ب ل, the article after them). */
function stem(word: string, language: Language): string {
  if (language === 'en') return word.length > 4 ? word.replace(/s$/, '') : word;
  const bare = word.replace(/^(وال|بال|فال|كال|لل|ال)(?=\p{L}{3})/u, '');
  return bare !== word ? bare : word.replace(/^[وبل](?=\p{L}{4})/u, '');
}

/**
 * The key words of a text (already normalised): without stop words, numbers, one-letter words,
 * and the given answer forms (a question's key words never include its own answer).
 */
export function keyWords(text: string, language: Language, without: readonly string[]): Set<string> {
  let rest = ` ${text} `;
  for (const form of without) rest = rest.split(` ${form} `).join('  ');
  const words = rest.split(' ').filter((word) => word.length > 1 && !STOP_WORDS[language].has(word) && !/\p{N}/u.test(word));
  return new Set(words.map((word) => stem(word, language)));
}

export const normalQuestion = (question: QuestionInput, language: Language) => normalizeText(question[QUESTION_FIELD[language]] ?? '');
