import { containsWords, normalizeText } from '@app/shared/normalize-text';
import type { ContentFile, QuestionInput } from './content-file';
import { ANSWER_FIELD, LANGUAGES, LANGUAGE_NAMES, answerForm, answerForms, keyWords, normalQuestion, writtenAnswer, type Language } from './pack-words';

/**
 * The rules between questions of the whole pack (apps/server/content/README.md, "Checking the
 * file"): no fact asked in two categories, no question giving away another category's
 * distinctive answer, no answer leaned on by more than a few questions.
 */

/** At most this many questions of the pack share one answer (numbers and years aside). */
export const MAX_QUESTIONS_PER_ANSWER = 6;
/** A distinctive answer is the answer (or accepted answer) of at most this many questions... */
export const DISTINCTIVE_MAX_ANSWERS = 2;
/** ...and is found in at most this many question texts: a name every question mentions is not. */
export const DISTINCTIVE_MAX_TEXTS = 3;
/** A key word is rare when at most this many question texts of the pack have it. */
export const RARE_WORD_MAX_TEXTS = 30;
/**
 * Two questions of different categories ask the same fact when their texts share a rare key word
 * and they have the same answer (numbers aside; two rare key words for a common answer, see
 * PackIndex.commonAnswer) or cite the same numbered source; or when they share two rare key words
 * and one's answer is in the other's text.
 */
export const SAME_FACT_SHARED_WORDS = { answer: 1, commonAnswer: 2, source: 1, answerInText: 2 } as const;

export type PackWideRule = 'same fact' | 'gives away';
/** A pair found by a pack-wide rule: reported at `question`, naming `other`. */
export type PairFinding = { rule: PackWideRule; question: QuestionInput; other: QuestionInput; message: string };

type Read = {
  question: QuestionInput;
  category: string;
  text: Record<Language, string>;
  answers: Record<Language, string[]>;
  words: Record<Language, Set<string>>;
  references: Set<string>;
};

/** Numbered references of a source note: "Quran 42:23", "Nahj al-Balagha, saying 147". */
function references(source: string | null | undefined): Set<string> {
  const found = new Set<string>();
  for (const match of (source ?? '').matchAll(/\b(quran|saying|sermon|letter|supplication)\s+(\d+(?::\d+)?)/gi)) {
    found.add(`${match[1]!.toLowerCase()} ${match[2]!}`);
  }
  return found;
}

function readQuestions(file: ContentFile): Read[] {
  return file.categories.flatMap((category) =>
    category.questions.map((question) => {
      const answers = { ar: answerForms(question, 'ar'), en: answerForms(question, 'en') };
      const text = { ar: normalQuestion(question, 'ar'), en: normalQuestion(question, 'en') };
      return {
        question,
        category: category.slug,
        text,
        answers,
        words: { ar: keyWords(text.ar, 'ar', answers.ar), en: keyWords(text.en, 'en', answers.en) },
        references: references(question.source),
      };
    }),
  );
}

/** The pack's questions read once, with what the rules count over the whole pack. */
class PackIndex {
  readonly all: Read[];
  private readonly byAnswer = { ar: new Map<string, Read[]>(), en: new Map<string, Read[]>() };
  private readonly byWord = { ar: new Map<string, Read[]>(), en: new Map<string, Read[]>() };

  constructor(file: ContentFile) {
    this.all = readQuestions(file);
    for (const read of this.all) {
      for (const language of LANGUAGES) {
        for (const form of read.answers[language]) push(this.byAnswer[language], form, read);
        for (const word of read.words[language]) push(this.byWord[language], word, read);
      }
    }
  }

  /** The questions whose answer or accepted answer has this form. */
  answeredBy(language: Language, form: string): Read[] {
    return this.byAnswer[language].get(form) ?? [];
  }

  /** A common answer: the (main) answer of two questions or more, or accepted by more than MAX_QUESTIONS_PER_ANSWER. */
  commonAnswer(language: Language, form: string): boolean {
    const answering = this.answeredBy(language, form);
    const main = answering.filter((read) => answerForm(read.question[ANSWER_FIELD[language]] ?? '', language) === form);
    return main.length >= 2 || answering.length > MAX_QUESTIONS_PER_ANSWER;
  }

  answerForms(language: Language): [string, Read[]][] {
    return [...this.byAnswer[language]];
  }

  /** A word of at most RARE_WORD_MAX_TEXTS question texts. */
  rare(language: Language, word: string): boolean {
    return (this.byWord[language].get(word)?.length ?? 0) <= RARE_WORD_MAX_TEXTS;
  }

  /** The questions whose text holds `form` as whole words. */
  holding(language: Language, form: string): Read[] {
    const [first] = keyWords(form, language, []);
    if (first === undefined) return [];
    return (this.byWord[language].get(first) ?? []).filter((read) => containsWords(read.text[language], form));
  }

  /**
   * A distinctive answer of `answering`: the answer of at most DISTINCTIVE_MAX_ANSWERS questions,
   * held by at most DISTINCTIVE_MAX_TEXTS question texts, and either two key words or more, one of
   * them rare, of a question whose answer is a name ("Laylat al-Mabit", "ليلة المبيت"), or one
   * English word of 5 letters or more, written with a capital in the answer and in the text holding
   * it ("Bahira").
   */
  distinctive(language: Language, form: string, holding: Read[], answering: Read): boolean {
    if (this.answeredBy(language, form).length > DISTINCTIVE_MAX_ANSWERS || holding.length > DISTINCTIVE_MAX_TEXTS) return false;
    const words = [...keyWords(form, language, [])];
    if (words.length >= 2) return words.some((word) => this.rare(language, word)) && answersWithName(answering.question);
    if (language === 'ar' || words.length === 0 || form.length < 5) return false;
    if (!/^\p{Lu}/u.test(writtenAnswer(answering.question, language, form).replace(/^(the|a|an) /i, ''))) return false;
    return holding.some((read) => writtenAsName(read.question.questionEn ?? '', form));
  }
}

/** A question whose English answer, or an accepted one, is a name: two key words or more, each with a capital. */
function answersWithName(question: QuestionInput): boolean {
  return [question.answerEn ?? '', ...(question.acceptedAnswersEn ?? [])].some((answer) => {
    const written = answer.split(/[^\p{L}\p{N}']+/u).filter((word) => keyWords(normalizeText(word), 'en', []).size > 0);
    return written.length >= 2 && written.every((word) => /^\p{Lu}/u.test(word));
  });
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Whether an English text writes the one-word form as a name of its own: with a capital after a
 * lower-case word (not at the start of a sentence or a quotation), and not inside a longer name
 * ("Dawud ibn Ali", "Burayd ibn Mu'awiya").
 */
function writtenAsName(text: string, form: string): boolean {
  const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const name = new RegExp(`(?<=\\p{Ll}\\s)(?<!\\b(?:ibn|bin|bint|Abu|Umm)\\s)\\p{Lu}${escaped.slice(1)}(?![\\p{L}'-]|\\s(?:ibn|bin|bint)\\b)`, 'u');
  return name.test(text);
}

const quoted = (items: string[]) => items.map((item) => `"${item}"`).join(', ');
const pairKey = (a: Read, b: Read) => (a.question.ref < b.question.ref ? `${a.question.ref} ${b.question.ref}` : `${b.question.ref} ${a.question.ref}`);

export function packWideRules(file: ContentFile, name: (q: QuestionInput) => string): PairFinding[] {
  const pack = new PackIndex(file);
  const found: PairFinding[] = [];
  const ids = (a: QuestionInput, b: QuestionInput) => (a.id && b.id ? ` (ids ${a.id}, ${b.id})` : '');
  const reported = new Set<string>();
  // c) a question's text holds another category's distinctive answer.
  for (const language of LANGUAGES) {
    for (const [form, answered] of pack.answerForms(language)) {
      const holding = pack.holding(language, form);
      if (holding.length === 0) continue;
      for (const a of answered) {
        if (!pack.distinctive(language, form, holding, a)) continue;
        for (const b of holding) {
          if (a.category === b.category || reported.has(`${pairKey(a, b)} ${a.question.ref}`)) continue;
          reported.add(`${pairKey(a, b)} ${a.question.ref}`);
          reported.add(pairKey(a, b));
          found.push({
            rule: 'gives away',
            question: b.question,
            other: a.question,
            message: `gives away the ${LANGUAGE_NAMES[language]} answer of ${name(a.question)} ("${writtenAnswer(a.question, language, form)}"), in another category${ids(a.question, b.question)}`,
          });
        }
      }
    }
  }
  // b) two questions of different categories whose texts share a rare key word, linked by an answer or a numbered source.
  const candidates = new Map<string, [Read, Read]>();
  for (const language of LANGUAGES) {
    const byRareWord = new Map<string, Read[]>();
    for (const read of pack.all) for (const word of read.words[language]) if (pack.rare(language, word)) push(byRareWord, word, read);
    for (const reads of byRareWord.values()) {
      for (let i = 0; i < reads.length; i++) {
        for (let j = i + 1; j < reads.length; j++) {
          const [a, b] = [reads[i]!, reads[j]!];
          if (a.category !== b.category) candidates.set(pairKey(a, b), [a, b]);
        }
      }
    }
  }
  for (const [key, [a, b]] of candidates) {
    if (reported.has(key)) continue;
    const shared = LANGUAGES.map((language) => [...a.words[language]].filter((word) => b.words[language].has(word) && pack.rare(language, word)));
    const best = shared[0]!.length >= shared[1]!.length ? shared[0]! : shared[1]!;
    const link = sameFactLink(a, b, best.length, pack);
    if (!link) continue;
    const [first, second] = order(file, a, b);
    found.push({
      rule: 'same fact',
      question: second.question,
      other: first.question,
      message: `asks the same fact as ${name(first.question)}: ${link}, and both ask about ${quoted(best)}${ids(first.question, second.question)}`,
    });
  }
  return found;
}

/** Whether a question's text holds `form`: each of its key words. */
function holds(read: Read, language: Language, form: string): boolean {
  const words = keyWords(form, language, []);
  return words.size > 0 && [...words].every((word) => read.words[language].has(word));
}

function order(file: ContentFile, a: Read, b: Read): [Read, Read] {
  const all = file.categories.flatMap((c) => c.questions);
  return all.indexOf(a.question) < all.indexOf(b.question) ? [a, b] : [b, a];
}

function sameFactLink(a: Read, b: Read, sharedWords: number, pack: PackIndex): string | undefined {
  const sharedAnswers = (language: Language) => a.answers[language].filter((form) => b.answers[language].includes(form));
  // Any common answer among those they share asks for two words ("al-Baqi'" with "Jannat al-Baqi'").
  const common = LANGUAGES.some((language) => sharedAnswers(language).some((form) => pack.commonAnswer(language, form)));
  const enough = sharedWords >= (common ? SAME_FACT_SHARED_WORDS.commonAnswer : SAME_FACT_SHARED_WORDS.answer);
  for (const language of enough ? LANGUAGES : []) {
    const shared = sharedAnswers(language)[0];
    if (shared) return `the same ${LANGUAGE_NAMES[language]} answer ("${writtenAnswer(b.question, language, shared)}")`;
  }
  const reference = [...a.references].find((r) => b.references.has(r));
  if (reference && sharedWords >= SAME_FACT_SHARED_WORDS.source) return `the same source (${reference})`;
  for (const language of sharedWords >= SAME_FACT_SHARED_WORDS.answerInText ? LANGUAGES : []) {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const form = x.answers[language].find((f) => holds(y, language, f));
      if (form) return `the ${LANGUAGE_NAMES[language]} answer of one ("${writtenAnswer(x.question, language, form)}") in the other's text`;
    }
  }
  return undefined;
}

/** d) Answers (numbers and years aside) shared by more than MAX_QUESTIONS_PER_ANSWER questions. */
export function leanedOnAnswers(file: ContentFile, name: (q: QuestionInput) => string): { question: QuestionInput; message: string }[] {
  const pack = new PackIndex(file);
  const order = new Map(file.categories.flatMap((c) => c.questions).map((q, i) => [q, i]));
  const seen = new Set<string>();
  const found: { question: QuestionInput; message: string }[] = [];
  for (const language of LANGUAGES) {
    for (const [form, reads] of pack.answerForms(language)) {
      if (reads.length <= MAX_QUESTIONS_PER_ANSWER) continue;
      const questions = reads.map((read) => read.question).sort((x, y) => order.get(x)! - order.get(y)!);
      const key = questions.map((q) => order.get(q)).join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      const first = questions[0]!;
      found.push({
        question: first,
        message: `its ${LANGUAGE_NAMES[language]} answer "${writtenAnswer(first, language, form)}" is the answer of ${questions.length} questions (at most ${MAX_QUESTIONS_PER_ANSWER}, so players cannot guess it): ${questions.map(name).join(', ')}`,
      });
    }
  }
  return found;
}

