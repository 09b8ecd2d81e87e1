import { describe, expect, it } from 'vitest';
import { CONTENT_ISSUE_TEXT, contentIssue } from '@app/shared/content-issues';
import type { TFunction } from '@/lib/i18n';
import arabic from '@/locales/ar/admin.json';
import english from '@/locales/en/admin.json';
import { issuePlace, issueText } from './issue-text';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** A t() over one catalogue's studio.files texts, as the console's runtime fills them. */
function tFor(catalogue: typeof english): TFunction {
  return ((key: string, options: Record<string, unknown> = {}) => {
    const path = key.replace(/^studio\.files\./, '').split('.');
    let node: unknown = catalogue.studio.files;
    for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') return options.defaultValue ?? key;
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  }) as TFunction;
}

describe('a file problem in the console', () => {
  it('the English catalogue says what the server says, and the Arabic one has every problem with the same values', () => {
    expect(english.studio.files.issue).toEqual(CONTENT_ISSUE_TEXT);
    const translated = arabic.studio.files.issue as Record<string, string>;
    for (const [code, text] of Object.entries(CONTENT_ISSUE_TEXT)) expect([code, placeholders(translated[code] ?? '')]).toEqual([code, placeholders(text)]);
  });

  it('reads in Arabic with its line, and a line named inside the message too', () => {
    const t = tFor(arabic);
    const issue = contentIssue('line 7', 'duplicate_question', { slug: 'imam-ali', field: 'question_ar', other: 'line 6' });
    expect([issuePlace(issue.where, t), issueText(issue, t)]).toEqual(['السطر 7', 'سؤال مكرر في الفئة "imam-ali" (question_ar نفسه كما في السطر 6)']);
    expect(issueText(contentIssue('line 3', 'difficulty_unknown', { value: 'very hard' }), t)).toBe('صعوبة غير معروفة "very hard" (استخدم easy أو normal أو hard)');
    expect(issuePlace('categories[2].questions[0]', t)).toBe('categories[2].questions[0]');
  });

  it('reads in English as the server wrote it', () => {
    const issue = contentIssue('line 7', 'too_long', { field: 'answer_en', length: 120, max: 100 });
    expect([issuePlace(issue.where, tFor(english)), issueText(issue, tFor(english))]).toEqual(['line 7', issue.message]);
    expect(issue.message).toBe('answer_en is too long (120 characters; at most 100)');
  });
});
