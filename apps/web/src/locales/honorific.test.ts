import { describe, expect, it } from 'vitest';

type Node = string | Node[] | { [key: string]: Node };
const files = import.meta.glob<Record<string, Node>>('./*/*.json', { eager: true, import: 'default' });

/** Every text of one screen (a catalogue's top-level section), joined. */
const textOf = (node: Node): string => (typeof node === 'string' ? node : Object.values(node).map(textOf).join('\n'));

const HONORIFIC = {
  en: { mention: /\bProphet\b/, honorific: '(peace be upon him and his family)' },
  ar: { mention: /النبي/, honorific: 'صلى الله عليه وآله' },
} as const;

describe('the Prophet is named with the honorific', () => {
  it.each(['en', 'ar'] as const)('%s: once in every screen that names him, never more than once', (language) => {
    const { mention, honorific } = HONORIFIC[language];
    const screens: string[] = [];
    for (const [file, catalogue] of Object.entries(files)) {
      if (!file.startsWith(`./${language}/`)) continue;
      for (const [section, node] of Object.entries(catalogue)) {
        const text = textOf(node);
        if (!mention.test(text)) continue;
        screens.push(`${file} ${section}`);
        expect(text.split(honorific).length - 1, `${file} ${section}`).toBe(1);
      }
    }
    expect(screens.length).toBeGreaterThanOrEqual(2);
  });
});
