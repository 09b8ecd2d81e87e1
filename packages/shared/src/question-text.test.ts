import { describe, expect, it } from 'vitest';
import { questionText } from './question-text';

const both = {
  questionAr: 'من هو باب مدينة العلم؟',
  answerAr: 'الإمام علي',
  acceptedAnswersAr: ['علي'],
  questionEn: 'Who is the gate of the city of knowledge?',
  answerEn: 'Imam Ali',
  acceptedAnswersEn: ['Ali', 'Ali ibn Abi Talib'],
};

describe('questionText', () => {
  it("shows the English version to an English-speaking user and the Arabic one to an Arabic-speaking user", () => {
    expect(questionText(both, 'en')).toEqual({
      question: 'Who is the gate of the city of knowledge?',
      answer: 'Imam Ali',
      accepted: ['Ali', 'Ali ibn Abi Talib'],
      language: 'en',
    });
    expect(questionText(both, 'ar')).toEqual({ question: 'من هو باب مدينة العلم؟', answer: 'الإمام علي', accepted: ['علي'], language: 'ar' });
  });

  it('falls back to Arabic, question and answer together, when the English version is missing or incomplete', () => {
    const arabic = { question: 'من هو باب مدينة العلم؟', answer: 'الإمام علي', accepted: ['علي'], language: 'ar' };
    expect(questionText({ ...both, questionEn: null, answerEn: null }, 'en')).toEqual(arabic);
    expect(questionText({ ...both, answerEn: '  ' }, 'en')).toEqual(arabic);
    expect(questionText({ ...both, questionEn: null }, 'en')).toEqual(arabic);
  });
});
