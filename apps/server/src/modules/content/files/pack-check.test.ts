import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContentCli } from './cli-commands';
import { checkShippedOccasions } from '../../occasions/index';
import { shippedPackPath } from './pack-seed';
import { validPack } from '../../../../test/pack-fixture';

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
    checkShippedOccasions,
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
      stdout: `The shipped pack is valid: ${groups.length} groups, ${categories.length} categories, ${all.length} questions (easy ${count('easy')}, normal ${count('normal')}, hard ${count('hard')}).\nIts occasions are valid: 34 occasions, each with a full board of categories.\n`,
      stderr: '',
    });
  });

  it('lasts a year: 60+ categories in 8+ groups, 1,800+ questions, 10+ per difficulty, each category with its own image', () => {
    const { categories, groups } = pack();
    expect(categories.length).toBeGreaterThanOrEqual(60);
    expect(groups.length).toBeGreaterThanOrEqual(8);
    expect(categories.reduce((total, category) => total + category.questions.length, 0)).toBeGreaterThanOrEqual(1800);
    const webPublic = path.resolve(path.dirname(shippedPackPath()), '../../web/public');
    for (const category of categories) {
      expect(groups.map((g) => g.slug)).toContain(category.group);
      for (const difficulty of ['easy', 'normal', 'hard']) {
        expect(category.questions.filter((q) => q.difficulty === difficulty).length, `${category.slug} ${difficulty}`).toBeGreaterThanOrEqual(10);
      }
      expect(category.image).toBe(`/categories/${category.slug}.svg`);
      expect(existsSync(path.join(webPublic, category.image)), category.image).toBe(true);
    }
  });
});

describe('content check', () => {
  it('lists every problem of a pack file, with where it is, and exits with 1', async () => {
    const broken = validPack('imam-ali', 'imam-hasan');
    broken.categories[0]!.questions.splice(20, 1);
    broken.categories[1]!.questions[2]!.answerEn = 'Answer 2';
    writeFileSync(path.join(dir, 'broken.json'), JSON.stringify(broken));
    expect(await check('broken.json')).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'broken.json: 2 problems',
        '  category "imam-ali": 9 hard questions; a category needs at least 10 of each difficulty (5 games)',
        '  imam-hasan#3: has the same English answer as imam-hasan#2 ("Answer 2")',
        '',
      ].join('\n'),
    });
    writeFileSync(path.join(dir, 'good.json'), JSON.stringify(validPack('imam-ali', 'imam-hasan')));
    expect(await check('good.json')).toEqual({
      code: 0,
      stdout: 'good.json is valid: 1 groups, 2 categories, 60 questions (easy 20, normal 20, hard 20).\n',
      stderr: '',
    });
  });

  it('reads the allow-list of the pack-wide rules given with --allow', async () => {
    writeFileSync(path.join(dir, 'pack.json'), JSON.stringify(validPack('imam-ali', 'imam-hasan')));
    writeFileSync(path.join(dir, 'allow.json'), JSON.stringify({ pairs: [{ questions: ['imam-ali-01', 'imam-hasan-01'], reason: 'Kept.' }] }));
    expect(await check('pack.json', '--allow', 'allow.json')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'pack.json: 1 problem\n  allow.json, pair 1: imam-ali-01 and imam-hasan-01 are no longer reported by the check: remove the pair\n',
    });
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
