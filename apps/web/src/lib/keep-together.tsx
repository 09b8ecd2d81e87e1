import { Fragment, type ReactNode } from 'react';

/** Names a line must never break inside (a break at "al-" reads as two words). */
const UNBREAKABLE = ['Ahl al-Bayt', 'أهل البيت'];
const PATTERN = new RegExp(`(${UNBREAKABLE.join('|')})`, 'g');

/** The text with each of those names held on one line. */
export function keepNamesTogether(text: string): ReactNode {
  const parts = text.split(PATTERN);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    UNBREAKABLE.includes(part) ? (
      <span key={index} className="whitespace-nowrap" data-testid="unbroken-name">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
