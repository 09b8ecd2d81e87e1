/**
 * Addresses, codes and numbers read left to right inside Arabic text. A plain "افتح 127.0.0.1:4300/tv"
 * lets the browser's bidirectional algorithm reorder the address's parts ("tv/127.0.0.1:4300");
 * wrapped in a left-to-right isolate (U+2066 ... U+2069) it is laid out as one left-to-right run.
 */
export function isolateLtr(value: string): string {
  return `\u2066${value}\u2069`;
}

/**
 * The catalogue variables that always hold such a value: the i18n runtime isolates them when it
 * puts them into a right-to-left sentence (lib/i18n.ts).
 */
export const LTR_VARIABLES: ReadonlySet<string> = new Set(['url', 'email', 'code', 'slug', 'phone']);

/**
 * A text of either direction (a user's name, a category's name, a reason) inside a sentence: a
 * first-strong isolate (U+2068 ... U+2069) keeps its own direction without reordering the sentence.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}
