import { isLanguage, type Language } from './constants';

/**
 * The interface language for a first visit without a choice: the first of the browser's
 * languages (most preferred first) that the app speaks, by its primary subtag ("ar-KW" is Arabic).
 */
export function languageFromBrowser(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().split(/[-_]/)[0]!.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/** An Accept-Language header's tags, most preferred first ("en;q=0.5, ar-KW" gives ar-KW, en); q=0 is refused. */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
