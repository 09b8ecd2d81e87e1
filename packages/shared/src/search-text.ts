import { toAsciiDigits } from './digits';

/**
 * Folds text for forgiving search: lower case, Latin accents and Arabic diacritics removed,
 * hamza/madda forms of alef, waw and yaa reduced to the bare letter, alef maqsura read as yaa,
 * taa marbuta as haa, tatweel dropped, Arabic-Indic digits made ASCII.
 */
export function foldSearchText(text: string): string {
  return (
    toAsciiDigits(text)
      // NFD splits أ إ آ ؤ ئ and accented Latin letters into a base letter plus combining marks.
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/\u0671/g, '\u0627')
      .replace(/\u0649/g, '\u064A')
      .replace(/\u0629/g, '\u0647')
      .replace(/\u0640/g, '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}
