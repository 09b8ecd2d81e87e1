import { cleanText } from '@app/shared/question-bank';
import type { Difficulty } from '@app/shared/constants';
import type { ContentFormat } from './content-labels';

/**
 * Decoding a file's raw values before the question bank's schema checks them: a CSV's "yes",
 * "سهل", "a | b"; a JSON number given for a text. What a value cannot be decoded to is passed on
 * as it is, for the schema to refuse with its message.
 */
const DIFFICULTY_WORDS: Record<string, Difficulty> = {
  easy: 'easy',
  normal: 'normal',
  medium: 'normal',
  hard: 'hard',
  'سهل': 'easy',
  'متوسط': 'normal',
  'صعب': 'hard',
};
const TRUE_WORDS = new Set(['true', 'yes', '1', 'نعم']);
const FALSE_WORDS = new Set(['false', 'no', '0', 'لا']);

/** Accepted answers in one CSV field: "al-Rida | Ali ibn Musa". */
export const ACCEPTED_ANSWERS_SEPARATOR = ' | ';

/** A JSON number given for a text ("answerAr": 114) is that text. */
export const asText = (raw: unknown) => (typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw);
export const isBlank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && cleanText(raw) === '');
/** undefined when blank (the value is kept), else the value. */
export const unlessBlank = (raw: unknown) => (isBlank(raw) ? undefined : asText(raw));
export const withoutUndefined = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** Accepted answers as a list: a CSV field split at "|"; blank is [] (clears them). */
export function acceptedAnswers(format: ContentFormat, raw: unknown): unknown {
  if (raw === undefined) return undefined;
  if (raw === null || raw === '') return [];
  if (format === 'csv' && typeof raw === 'string') return raw.split('|');
  return Array.isArray(raw) ? raw.map(asText) : raw;
}

/** A stored text of a category (a description): JSON "" or null is empty; a CSV's empty field keeps it. */
export function keptOrEmpty(format: ContentFormat, raw: unknown): unknown {
  if (raw === undefined) return undefined;
  if (format === 'csv') return unlessBlank(raw);
  return raw === null ? '' : asText(raw);
}

export function sortOrder(raw: unknown): unknown {
  if (isBlank(raw)) return undefined;
  return typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
}

/** easy, normal, hard, or a word for one (medium, سهل). */
export function difficulty(raw: unknown): unknown {
  return typeof raw === 'string' ? (DIFFICULTY_WORDS[cleanText(raw).toLowerCase()] ?? raw) : raw;
}

/** true / false, or a word for one (yes, 0, نعم); blank is "not given". */
export function active(raw: unknown): unknown {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') return raw;
  const word = cleanText(raw).toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : raw;
}
