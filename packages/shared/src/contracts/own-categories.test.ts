import { describe, expect, it } from 'vitest';
import { isOwnContentId, isPlayable, missingForPlay, OWN_CONTENT_FIRST_ID, ownCategoryRequestSchema, ownQuestionRequestSchema } from './own-categories';

const codes = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('own categories', () => {
  it('is playable with 2 questions of each difficulty, and says how many more of each it needs', () => {
    expect(missingForPlay({ easy: 0, normal: 1, hard: 5 })).toEqual({ easy: 2, normal: 1, hard: 0 });
    expect(isPlayable({ easy: 2, normal: 1, hard: 5 })).toBe(false);
    expect(isPlayable({ easy: 2, normal: 2, hard: 2 })).toBe(true);
    expect(missingForPlay({ easy: 2, normal: 3, hard: 2 })).toEqual({ easy: 0, normal: 0, hard: 0 });
  });

  it('tells own ids from the bank\'s', () => {
    expect(isOwnContentId(OWN_CONTENT_FIRST_ID)).toBe(true);
    expect(isOwnContentId(OWN_CONTENT_FIRST_ID - 1)).toBe(false);
    expect(isOwnContentId(1)).toBe(false);
  });

  it('asks for the texts of the category\'s language(s) only, with the bank\'s codes, and drops the others', () => {
    const english = { difficulty: 'easy', questionEn: ' Who? ', answerEn: 'Ali', questionAr: 'من؟', answerAr: 'علي', acceptedAnswersAr: ['الإمام علي'] };
    expect(ownQuestionRequestSchema('en').parse(english)).toEqual({
      difficulty: 'easy',
      questionAr: null,
      answerAr: null,
      acceptedAnswersAr: [],
      questionEn: 'Who?',
      answerEn: 'Ali',
      acceptedAnswersEn: [],
      source: null,
    });
    expect(codes(ownQuestionRequestSchema('ar').safeParse({ difficulty: 'hard', questionEn: 'Who?', answerEn: 'Ali' }))).toEqual({
      questionAr: 'question_required',
      answerAr: 'answer_required',
    });
    expect(codes(ownQuestionRequestSchema('both').safeParse({ difficulty: 'hard', questionAr: 'من؟', answerAr: 'علي' }))).toEqual({
      questionEn: 'question_required',
      answerEn: 'answer_required',
    });
    expect(codes(ownQuestionRequestSchema('en').safeParse({ difficulty: 'medium', questionEn: 'Q'.repeat(301), answerEn: 'A' }))).toEqual({
      difficulty: 'difficulty_invalid',
      questionEn: 'question_too_long',
    });
  });

  it('checks a category\'s name, description and language', () => {
    expect(ownCategoryRequestSchema.parse({ name: '  Week  3 ', language: 'both' })).toEqual({ name: 'Week 3', description: '', language: 'both', icon: null });
    expect(codes(ownCategoryRequestSchema.safeParse({ name: '', description: 'x'.repeat(301), language: 'fr' }))).toEqual({
      name: 'name_required',
      description: 'description_too_long',
      language: 'language_invalid',
    });
  });
});
