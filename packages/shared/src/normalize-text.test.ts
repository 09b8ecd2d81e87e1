import { describe, expect, it } from 'vitest';
import { containsWords, normalizeAnswer, normalizeText, stripArabicMarks } from './normalize-text';

describe('normalizeText', () => {
  it('writes every hamza form of alef as ا, ؤ as و, ئ as ي, ة as ه and ى as ي', () => {
    expect(normalizeText('أإآٱ ؤ ئ ة ى')).toBe('اااا و ي ه ي');
    expect(normalizeText('الإمام عليّ')).toBe(normalizeText('الامام علي'));
    expect(normalizeText('مكّة المكرّمة')).toBe('مكه المكرمه');
    expect(normalizeText('موسى')).toBe('موسي');
  });

  it('removes tashkeel and tatweel', () => {
    expect(normalizeText('مُحَمَّدٌ')).toBe('محمد');
    expect(normalizeText('الرّحمـــن')).toBe('الرحمن');
    expect(normalizeText('عَلَيْهِ ٱلسَّلَامُ')).toBe('عليه السلام');
  });

  it('turns punctuation into spaces and folds case', () => {
    expect(normalizeText('«من هو باب مدينة العلم؟»')).toBe('من هو باب مدينه العلم');
    expect(normalizeText('  Who is "the Gate" of the City-of-Knowledge?! ')).toBe('who is the gate of the city of knowledge');
    expect(normalizeText('(ع)، ص.')).toBe('ع ص');
  });
});

describe('normalizeAnswer', () => {
  it('drops a leading "the", "a" or "an" from an English answer only', () => {
    expect(normalizeAnswer('The Gate', 'en')).toBe('gate');
    expect(normalizeAnswer('an Ansari', 'en')).toBe('ansari');
    expect(normalizeAnswer('Theodore', 'en')).toBe('theodore');
    expect(normalizeAnswer('the', 'en')).toBe('the');
    expect(normalizeAnswer('الباب', 'ar')).toBe('الباب');
  });
});

describe('containsWords', () => {
  it('finds whole words only', () => {
    expect(containsWords('who is the gate of the city', 'gate')).toBe(true);
    expect(containsWords('who is the gate of the city', 'the city')).toBe(true);
    expect(containsWords('who opened the gates', 'gate')).toBe(false);
    expect(containsWords('anything', '')).toBe(false);
  });
});

describe('stripArabicMarks', () => {
  it('keeps letters and punctuation, without marks and tatweel', () => {
    expect(stripArabicMarks('صلّى الله عليه وآله (ص)')).toBe('صلى الله عليه وآله (ص)');
  });
});
