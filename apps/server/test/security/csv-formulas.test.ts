import { describe, expect, it } from 'vitest';
import { readCsv } from '../../src/modules/content/files/content-file';
import { parseCsv } from '../../src/modules/content/files/csv';
import { packToCsv, type Pack } from '../../src/modules/content/files/export-content';

/** Probe finding: the CSV export wrote cells starting with =, +, -, @ as they were (formula injection). */
const texts = ['=HYPERLINK("https://evil.example","x")', '+1+1', '-2', '@SUM(A1)', "'=already quoted", "'-x", 'plain', "it's"];
const pack: Pack = {
  groups: [{ slug: 'g', nameEn: 'Group', nameAr: 'مجموعة', sortOrder: 0 }],
  categories: [
    {
      slug: 'formulas',
      group: 'g',
      nameEn: '=cmd|/C calc!A0',
      nameAr: 'فئة',
      descriptionEn: '',
      descriptionAr: '',
      image: null,
      sortOrder: 0,
      questions: texts.map((text, i) => ({ difficulty: 'easy', questionAr: `سؤال ${i}`, answerAr: text, questionEn: text, answerEn: 'a', source: null })),
    },
  ],
};

describe('CSV export: no cell a spreadsheet would run', () => {
  it('writes a cell starting with =, +, - or @ after an apostrophe, and reads it back unchanged', () => {
    const csv = packToCsv(pack);
    const cells = parseCsv(csv).records.flatMap((record) => record.fields);
    // The raw text: every risky cell starts with an apostrophe.
    expect(csv).toContain(`,'=cmd|/C calc!A0,`);
    expect(csv).toContain(`,'+1+1,`);
    expect(csv).toContain(`,'-2,`);
    expect(csv).toContain(`,'@SUM(A1),`);
    expect(csv).toContain(`,''=already quoted,`);
    expect(csv).toContain(`,it's,`);
    expect(csv.split('\r\n').every((line) => !/(^|,)"?[=+\-@]/.test(line))).toBe(true);
    expect(cells).toContain('=cmd|/C calc!A0');

    const { file, issues } = readCsv(csv);
    expect(issues).toEqual([]);
    const [category] = file.categories;
    expect(category!.nameEn).toBe('=cmd|/C calc!A0');
    expect(category!.questions.map((q) => q.answerAr)).toEqual(texts);
    expect(category!.questions.map((q) => q.questionEn)).toEqual(texts);
  });
});
