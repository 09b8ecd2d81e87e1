import { containsWords, normalizeAnswer, normalizeText, stripArabicMarks } from '@app/shared/normalize-text';
import { fieldLabel, type CategoryInput, type ContentFile, type FieldName, type QuestionInput } from './content-file';
import { applyAllowList, type AllowedPair } from './cross-check-allow';
import { leanedOnAnswers, packWideRules } from './pack-wide-rules';
import { sourceNoteProblem } from './source-note';

/**
 * The content rules of a pack (apps/server/content/README.md, "Checking the file"):
 * answers short enough to shout, questions short enough to read aloud, a specific source on
 * normal and hard questions (source-note.ts), no question asked twice, no two answers alike in a
 * category, no question giving an answer away, honorifics written one way; and the pack-wide
 * rules (pack-wide-rules.ts) less the pairs the allow-list keeps (cross-check-allow.ts).
 */
export const ANSWER_MAX_WORDS = 5;
export const ANSWER_MAX_CHARACTERS = 45;
export const QUESTION_MAX_CHARACTERS = 200;

/** Honorifics as the pack writes them (in Arabic question texts only). */
export const HONORIFICS = ['صلى الله عليه وآله', 'عليه السلام', 'عليها السلام', 'عليهم السلام'] as const;

/** Forms refused in question texts, each with what to write instead. */
export const REFUSED_HONORIFICS: readonly (readonly [form: string, instead: string])[] = [
  ['صلى الله عليه وآله وسلم', 'write "صلى الله عليه وآله"'],
  ['صلى الله عليه وسلم', 'write "صلى الله عليه وآله"'],
  ['(ص)', 'write "صلى الله عليه وآله"'],
  ['ﷺ', 'write "صلى الله عليه وآله" in Arabic, nothing in English'],
  ['(ع)', 'write "عليه السلام", "عليها السلام" or "عليهم السلام" in full'],
  ['(عج)', 'leave it out'],
  ['رضي الله', 'leave it out'],
  ['(رض)', 'leave it out'],
  ['pbuh', 'English texts have no honorifics'],
  ['(as)', 'English texts have no honorifics'],
  ['(saw)', 'English texts have no honorifics'],
];

type Language = 'ar' | 'en';
const LANGUAGES: readonly Language[] = ['ar', 'en'];
const LANGUAGE_NAMES: Record<Language, string> = { ar: 'Arabic', en: 'English' };
const QUESTION_FIELD = { ar: 'questionAr', en: 'questionEn' } as const;
const ANSWER_FIELD = { ar: 'answerAr', en: 'answerEn' } as const;

type Found = { question: QuestionInput; message: string };

/** Set phrases are matched on the text without Arabic marks or tatweel, case folded. */
const plain = (text: string) => stripArabicMarks(text).toLowerCase();
const refusedIn = (text: string) => {
  const value = plain(text);
  // The longer Prophet's form holds no shorter refused one, so each form found is reported.
  return REFUSED_HONORIFICS.filter(([form]) => value.includes(form.toLowerCase()));
};
const honorificIn = (text: string) => {
  const value = plain(text);
  return [...HONORIFICS, ...REFUSED_HONORIFICS.map(([form]) => form)].find((form) => value.includes(form.toLowerCase()));
};
const words = (text: string) => text.trim().split(/\s+/).length;

/** Rules on one question alone: lengths and honorifics. */
function questionRules(question: QuestionInput, label: (field: FieldName) => string): string[] {
  const messages: string[] = [];
  for (const language of LANGUAGES) {
    const text = question[QUESTION_FIELD[language]];
    if (text && text.length > QUESTION_MAX_CHARACTERS) {
      messages.push(`${label(QUESTION_FIELD[language])} is too long to read out: ${text.length} characters (at most ${QUESTION_MAX_CHARACTERS})`);
    }
    const answer = question[ANSWER_FIELD[language]];
    if (answer && (words(answer) > ANSWER_MAX_WORDS || answer.length > ANSWER_MAX_CHARACTERS)) {
      messages.push(
        `${label(ANSWER_FIELD[language])} is too long to call out: ${words(answer)} ${words(answer) === 1 ? 'word' : 'words'}, ${answer.length} characters (at most ${ANSWER_MAX_WORDS} words and ${ANSWER_MAX_CHARACTERS} characters)`,
      );
    }
  }
  for (const language of LANGUAGES) {
    const text = question[QUESTION_FIELD[language]];
    for (const [form, instead] of text ? refusedIn(text) : []) {
      messages.push(`${label(QUESTION_FIELD[language])} writes the honorific "${form}": ${instead}`);
    }
  }
  const source = sourceNoteProblem(question.source, question.difficulty);
  if (source) messages.push(`${label('source')} ${source}`);
  const answers: [FieldName, string][] = [
    ['answerAr', question.answerAr],
    ['answerEn', question.answerEn ?? ''],
    ...(question.acceptedAnswersAr ?? []).map((answer): [FieldName, string] => ['acceptedAnswersAr', answer]),
    ...(question.acceptedAnswersEn ?? []).map((answer): [FieldName, string] => ['acceptedAnswersEn', answer]),
  ];
  for (const [field, answer] of answers) {
    const form = honorificIn(answer);
    if (form) messages.push(`${label(field)} has the honorific "${form}": answers have none`);
  }
  return messages;
}

/** Rules between the questions of one category: same answers, answers given away. */
function categoryRules(category: CategoryInput, name: (q: QuestionInput) => string, found: Found[]): void {
  const answers = category.questions.map((q) => ({
    ar: normalizeAnswer(q.answerAr, 'ar'),
    en: normalizeAnswer(q.answerEn ?? '', 'en'),
  }));
  const texts = category.questions.map((q) => ({ ar: normalizeText(q.questionAr), en: normalizeText(q.questionEn ?? '') }));
  category.questions.forEach((question, i) => {
    for (const language of LANGUAGES) {
      const answer = answers[i]![language];
      const first = answer === '' ? -1 : answers.findIndex((other) => other[language] === answer);
      if (first !== -1 && first < i) {
        const other = category.questions[first]!;
        found.push({
          question,
          message: `has the same ${LANGUAGE_NAMES[language]} answer as ${name(other)} ("${other[ANSWER_FIELD[language]]}")`,
        });
      }
    }
    for (const language of LANGUAGES) {
      category.questions.forEach((other, j) => {
        const answer = answers[j]![language];
        if (answer.length < 2 || !containsWords(texts[i]![language], answer)) return;
        const whose = i === j ? 'its own' : `the`;
        const of = i === j ? '' : ` of ${name(other)}`;
        found.push({
          question,
          message: `gives away ${whose} ${LANGUAGE_NAMES[language]} answer${of} ("${other[ANSWER_FIELD[language]]}")`,
        });
      });
    }
  });
}

export type PackRuleProblems = {
  /** Problems of questions, question by question in file order. */
  questions: { question: QuestionInput; where: string; message: string }[];
  /** Allowed pairs (cross-check-allow.json) that no rule reports any more. */
  staleAllowed: { where: string; message: string }[];
};

/** Every content-rule problem of a pack; `allowed` pairs may be reported by the pack-wide pair rules. */
export function checkPackRules(file: ContentFile, allowed: AllowedPair[] = []): PackRuleProblems {
  const label = (field: FieldName) => fieldLabel(file.format, field);
  // In a CSV file a question is also found by its line.
  const name = (q: QuestionInput) => (file.format === 'json' ? q.ref : `${q.ref} (${q.where})`);
  const found: Found[] = [];
  const seen = new Map<string, QuestionInput>();
  for (const category of file.categories) {
    for (const question of category.questions) {
      for (const message of questionRules(question, label)) found.push({ question, message });
      for (const language of LANGUAGES) {
        const text = question[QUESTION_FIELD[language]];
        if (!text) continue;
        const key = `${language}:${normalizeText(text)}`;
        const first = seen.get(key);
        if (first) found.push({ question, message: `asks the same ${LANGUAGE_NAMES[language]} question as ${name(first)}` });
        else seen.set(key, question);
      }
    }
    categoryRules(category, name, found);
  }
  const pairs = applyAllowList(packWideRules(file, name), allowed);
  found.push(...pairs.kept, ...leanedOnAnswers(file, name));
  const order = new Map(file.categories.flatMap((c) => c.questions).map((q, i) => [q, i]));
  const questions = found
    .map((entry, i) => ({ ...entry, i }))
    .sort((a, b) => order.get(a.question)! - order.get(b.question)! || a.i - b.i)
    .map(({ question, message }) => ({ question, where: name(question), message }));
  return { questions, staleAllowed: pairs.stale };
}
