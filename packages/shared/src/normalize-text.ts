/** Arabic short vowels and other marks (tashkeel, Quranic annotation signs) and the tatweel. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** Unicode NFC without Arabic marks and tatweel: the text as written, for matching set phrases. */
export function stripArabicMarks(text: string): string {
  return text.normalize('NFC').replace(ARABIC_MARKS, '');
}

/**
 * The one comparison form of question-bank text (duplicates, same answers, answers given away;
 * the operator console's search): Arabic marks and tatweel removed; hamza forms of alef
 * (أ إ آ ٱ) as ا, ؤ as و, ئ as ي; taa marbuta ة as ه; alef maqsura ى as ي; lower case;
 * every run of punctuation or space as one space; trimmed.
 */
export function normalizeText(text: string): string {
  return stripArabicMarks(text)
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** An answer's comparison form; an English one without a leading "the", "a" or "an". */
export function normalizeAnswer(text: string, language: 'ar' | 'en'): string {
  const normal = normalizeText(text);
  return language === 'en' ? normal.replace(/^(the|a|an) /, '') : normal;
}

/** Whether `text` holds `phrase` as whole words (both already normalised). */
export function containsWords(text: string, phrase: string): boolean {
  return phrase !== '' && ` ${text} `.includes(` ${phrase} `);
}
