import { describe, expect, it } from 'vitest';
import type { TFunction } from '@/lib/i18n';
import arabic from '@/locales/ar/admin.json';
import english from '@/locales/en/admin.json';
import { feedbackSenderLine } from './feedback-sender';

const tFor = (catalogue: typeof english) =>
  ((key: string, options: Record<string, string> = {}) =>
    (key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) as string).replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => options[name]!,
    )) as TFunction;

const NOTE = 'Fatima Hasan (Kuwait). Contact: fatima@example.com, +965 55512345';

describe('feedbackSenderLine', () => {
  it('says who sent a report in the console language, the country named in it', () => {
    expect(feedbackSenderLine(NOTE, 'en', tFor(english))).toBe('Sent by Fatima Hasan (Kuwait) · fatima@example.com · +965 55512345');
    expect(feedbackSenderLine(NOTE, 'ar', tFor(arabic))).toBe('أرسله Fatima Hasan (الكويت) · fatima@example.com · +965 55512345');
  });

  it('shows a note of another shape as it is', () => {
    expect(feedbackSenderLine('Someone', 'ar', tFor(arabic))).toBe('Someone');
  });
});
