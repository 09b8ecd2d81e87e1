import { describe, expect, it } from 'vitest';
import type { TFunction } from '@/lib/i18n';
import arabic from '@/locales/ar/admin.json';
import english from '@/locales/en/admin.json';
import { auditActionName, auditChanges, auditTarget } from './audit-words';

/** A t() over one catalogue, filling {{placeholders}} and falling back to defaultValue, as the runtime does. */
function tFor(catalogue: typeof english): TFunction {
  return ((key: string, options: Record<string, unknown> = {}) => {
    let node: unknown = catalogue;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') return (options.defaultValue as string) ?? key;
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  }) as TFunction;
}

describe('the audit log in words', () => {
  it('names every action in both languages, dotted codes too', () => {
    expect(auditActionName('player.ban', tFor(english))).toBe('Player banned');
    expect(auditActionName('player.ban', tFor(arabic))).toBe('حظر لاعب');
    expect(auditActionName('payment.refund', tFor(english))).toBe('Purchase refunded');
  });

  it('names what was changed instead of its code, in both languages', () => {
    expect(auditTarget('user:12', tFor(english))).toBe('player #12');
    expect(auditTarget('user:12', tFor(arabic))).toBe('اللاعب رقم 12');
    expect(auditTarget('settings:server', tFor(english))).toBe('the server settings');
    expect(auditTarget('question-report:4', tFor(arabic))).toBe('بلاغ السؤال رقم 4');
  });

  it('lists only the fields that changed, named in the language, with yes and no for switches', () => {
    const ban = { before: { banned: false, reason: null }, after: { banned: true, reason: 'Abusive team names' } };
    expect(auditChanges(ban, tFor(english))).toEqual([
      { field: 'Banned', before: 'No', after: 'Yes' },
      { field: 'Reason', before: '(none)', after: 'Abusive team names' },
    ]);
    expect(auditChanges(ban, tFor(arabic))).toEqual([
      { field: 'محظور', before: 'لا', after: 'نعم' },
      { field: 'السبب', before: '(لا شيء)', after: 'Abusive team names' },
    ]);
    const price = { before: { id: 3, price: '2.750', active: true }, after: { id: 3, price: '2.500', active: true } };
    expect(auditChanges(price, tFor(english))).toEqual([{ field: 'Price', before: '2.750', after: '2.500' }]);
  });

  it('leaves out a field empty before and after, however it is empty', () => {
    const created = { before: null, after: { id: 9, videoUrl: null, acceptedAnswersEn: [] } };
    expect(auditChanges(created, tFor(english))).toEqual([{ field: 'Number', before: '(none)', after: '9' }]);
  });

  it('names an occasion’s changes and reads its categories as a list, in both languages', () => {
    expect(auditActionName('occasion.categories', tFor(english))).toBe('Occasion categories changed');
    expect(auditActionName('occasion.create', tFor(arabic))).toBe('إضافة مناسبة');
    expect(auditTarget('occasion:centre-lecture-night', tFor(english))).toBe('occasion centre-lecture-night');
    const edit = { before: { categories: ['imam-ali', 'nahj-al-balagha'] }, after: { categories: ['imam-ali', 'ghadir'] } };
    expect(auditChanges(edit, tFor(english))).toEqual([{ field: 'Categories', before: 'imam-ali, nahj-al-balagha', after: 'imam-ali, ghadir' }]);
    expect(auditChanges(edit, tFor(arabic))).toEqual([{ field: 'الفئات', before: 'imam-ali، nahj-al-balagha', after: 'imam-ali، ghadir' }]);
  });

  it('says a role grant in words: the role and how it was granted, never their codes', () => {
    const grant = { before: { role: 'user' }, after: { role: 'admin', how: 'listed_address' } };
    expect(auditChanges(grant, tFor(english))).toEqual([
      { field: 'Role', before: 'Player', after: 'Operator' },
      { field: 'How it was granted', before: '(none)', after: 'Listed address (ADMIN_EMAILS)' },
    ]);
    expect(auditChanges(grant, tFor(arabic))).toEqual([
      { field: 'الدور', before: 'لاعب', after: 'مشرف' },
      { field: 'طريقة المنح', before: '(لا شيء)', after: 'عنوان مُدرج (ADMIN_EMAILS)' },
    ]);
  });

  it('writes lists and groups of values in words, never as JSON', () => {
    const answers = { before: { acceptedAnswersEn: ['Ali'] }, after: { acceptedAnswersEn: ['Ali', 'Imam Ali'] } };
    expect(auditChanges(answers, tFor(english))).toEqual([{ field: 'Other accepted answers in English', before: 'Ali', after: 'Ali, Imam Ali' }]);
    const grouped = { before: { category: null }, after: { category: { nameEn: 'Karbala', active: true } } };
    const [change] = auditChanges(grouped, tFor(english));
    expect(change!.after).toBe('Name in English: Karbala; Shown: Yes');
    expect(change!.after).not.toMatch(/[{}"]/);
    // Arabic lists and groups take Arabic punctuation.
    const arabicAnswers = { before: { acceptedAnswersAr: [] }, after: { acceptedAnswersAr: ['علي', 'الإمام علي'] } };
    expect(auditChanges(arabicAnswers, tFor(arabic))[0]!.after).toBe('علي، الإمام علي');
    expect(auditChanges(grouped, tFor(arabic))[0]!.after).toBe('الاسم بالإنجليزية: Karbala؛ ظاهر: نعم');
  });

  it('says a suggestion accepted or declined and a hidden category in words, in both languages', () => {
    expect(auditActionName('suggestion.accept', tFor(english))).toBe('Suggestion accepted into the bank');
    expect(auditActionName('suggestion.decline', tFor(arabic))).toBe('رفض اقتراح');
    expect(auditActionName('shared_category.hide', tFor(english))).toBe("User's category hidden");
    expect(auditTarget('suggestion:7', tFor(english))).toBe('suggestion #7');
    expect(auditTarget('own_category:1000000003', tFor(arabic))).toBe('فئة المستخدم رقم 1000000003');
    const accept = { before: { decision: 'open' }, after: { decision: 'accepted', categoryId: 4, questionId: 812 } };
    expect(auditChanges(accept, tFor(english))).toEqual([
      { field: 'Decision', before: 'Waiting', after: 'Accepted' },
      { field: 'Category', before: '(none)', after: '4' },
      { field: 'Bank question', before: '(none)', after: '812' },
    ]);
    const decline = { before: { decision: 'open' }, after: { decision: 'declined', reason: 'Already in the bank' } };
    expect(auditChanges(decline, tFor(arabic))).toEqual([
      { field: 'القرار', before: 'بانتظار المشرفين', after: 'مرفوض' },
      { field: 'السبب', before: '(لا شيء)', after: 'Already in the bank' },
    ]);
    const hide = { before: { hidden: false, reason: null }, after: { hidden: true, reason: 'Reported' } };
    expect(auditChanges(hide, tFor(english))).toEqual([
      { field: 'Hidden', before: 'No', after: 'Yes' },
      { field: 'Reason', before: '(none)', after: 'Reported' },
    ]);
  });

  it('has nothing to list for an action without values', () => {
    expect(auditChanges({ before: null, after: null }, tFor(english))).toEqual([]);
  });
});
