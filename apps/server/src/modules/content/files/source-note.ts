import type { Difficulty } from '@app/shared/constants';

/**
 * The source note of a question (apps/server/content/README.md, "Checking the file"). A normal or
 * hard question names a specific source: the work, and where in it when it has numbers ("al-Kafi
 * 1:33", "Nahj al-Balagha, saying 147"). "well-known", alone or before where the fact is found,
 * is for easy questions only.
 */
const WELL_KNOWN = /^\s*well[\s-]*known/i;

/**
 * A note that names no work: nothing left once a leading "well-known" and punctuation are taken
 * away, or no word a work's name has (a capital, a number or Arabic letters), as in "well-known
 * title" or "commonly observed date".
 */
export function namesNoWork(source: string): boolean {
  const rest = source.replace(WELL_KNOWN, '');
  return rest.replace(/[^\p{L}\p{N}]+/gu, '') === '' || !/[\p{Lu}\p{N}\u0600-\u06FF]/u.test(rest);
}

/** What is wrong with a question's source note for its difficulty, if anything. */
export function sourceNoteProblem(source: string | null | undefined, difficulty: Difficulty): string | undefined {
  if (!source?.trim() || difficulty === 'easy') return undefined;
  const specific = 'the work, and where in it (e.g. "al-Kafi 1:33", "Nahj al-Balagha, saying 147")';
  if (namesNoWork(source)) return `"${source.trim()}" names no work: a ${difficulty} question needs a specific source, ${specific}`;
  if (WELL_KNOWN.test(source)) return `"${source.trim()}" starts with "well-known", which only an easy question may: a ${difficulty} question names ${specific}`;
  return undefined;
}
