import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContentCli } from './cli-commands';
import { shippedPackPath } from './pack-seed';

type RawPack = {
  groups: { slug: string }[];
  categories: { slug: string; group: string; image: string; questions: { difficulty: string; questionAr: string; questionEn?: string; answerEn?: string; source?: string }[] }[];
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-check-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pack = () => JSON.parse(readFileSync(shippedPackPath(), 'utf8')) as RawPack;

async function check(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runContentCli(['check', ...argv], {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    cwd: dir,
    openDatabase: () => Promise.reject(new Error('check must not open the database')),
  });
  return { code, stdout, stderr };
}

describe('the shipped question pack', () => {
  it('passes npm run content -- check', async () => {
    const { categories, groups } = pack();
    const all = categories.flatMap((c) => c.questions);
    const count = (d: string) => all.filter((q) => q.difficulty === d).length;
    expect(await check()).toEqual({
      code: 0,
      stdout: `The shipped pack is valid: ${groups.length} groups, ${categories.length} categories, ${all.length} questions (easy ${count('easy')}, normal ${count('normal')}, hard ${count('hard')}).\n`,
      stderr: '',
    });
  });

  it('has at least 12 categories in 3 or 4 groups, each serving at least 2 games, with its own image', () => {
    const { categories, groups } = pack();
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups.length).toBeLessThanOrEqual(4);
    expect(categories.flatMap((c) => c.questions).length).toBeGreaterThanOrEqual(144);
    const webPublic = path.resolve(path.dirname(shippedPackPath()), '../../web/public');
    for (const category of categories) {
      expect(groups.map((g) => g.slug)).toContain(category.group);
      for (const difficulty of ['easy', 'normal', 'hard']) {
        expect(category.questions.filter((q) => q.difficulty === difficulty).length, `${category.slug} ${difficulty}`).toBeGreaterThanOrEqual(4);
      }
      expect(category.image).toBe(`/categories/${category.slug}.svg`);
      expect(existsSync(path.join(webPublic, category.image)), category.image).toBe(true);
    }
  });
});

describe('content check', () => {
  it('lists what keeps a pack from being complete', async () => {
    const broken = pack();
    const ali = broken.categories.find((c) => c.slug === 'imam-ali')!;
    const firstHard = ali.questions.findIndex((q) => q.difficulty === 'hard');
    ali.questions = ali.questions.filter((q, i) => q.difficulty !== 'hard' || i === firstHard);
    const easy = ali.questions.find((q) => q.difficulty === 'easy')!;
    delete easy.questionEn;
    delete easy.answerEn;
    easy.source = '';
    const quran = broken.categories.find((c) => c.slug === 'holy-quran')!;
    quran.questions.push({ ...broken.categories[0]!.questions[0]!, difficulty: 'easy' });
    writeFileSync(path.join(dir, 'broken.json'), JSON.stringify(broken));

    const easyIndex = ali.questions.indexOf(easy) + 1;
    const { code, stdout, stderr } = await check('broken.json');
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr.split('\n')).toEqual([
      'broken.json: 5 problems',
      '  category "imam-ali": 1 hard question; a category needs at least 4 of each difficulty (2 games)',
      `  category "imam-ali", question ${easyIndex}: questionEn is missing`,
      `  category "imam-ali", question ${easyIndex}: answerEn is missing`,
      `  category "imam-ali", question ${easyIndex}: source is missing`,
      `  category "holy-quran", question ${quran.questions.length}: the same questionAr is asked in category "${broken.categories[0]!.slug}", question 1`,
      '',
    ]);
  });

  it('checks a CSV file too', async () => {
    writeFileSync(
      path.join(dir, 'small.csv'),
      'category,category_name_ar,category_name_en,difficulty,question_ar,answer_ar\r\nquran,القرآن,Quran,easy,سؤال؟,جواب\r\n',
    );
    const { code, stderr } = await check('small.csv');
    expect(code).toBe(1);
    expect(stderr.split('\n').slice(0, 4)).toEqual([
      'small.csv: 9 problems',
      '  line 2: category_description_ar is missing',
      '  line 2: category_description_en is missing',
      '  line 2: category_image is missing',
    ]);
  });
});
