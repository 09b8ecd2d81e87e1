import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validPack, type RawPack } from '../../../../test/pack-fixture';
import { runContentCli } from './cli-commands';
import { checkShippedOccasions } from '../../occasions/index';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-ids-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function content(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runContentCli(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    cwd: dir,
    checkShippedOccasions,
    openDatabase: () => Promise.reject(new Error('add-ids must not open the database')),
  });
  return { code, stdout, stderr };
}

describe('content add-ids', () => {
  it('gives new questions ids of their category after the highest ever shipped, first in the question, and keeps the others', async () => {
    const pack = validPack('imam-ali');
    const questions = pack.categories[0]!.questions;
    delete questions[1]!.id;
    questions[3]!.id = 'imam-ali-02-old';
    questions.push({ difficulty: 'hard', questionAr: 'سؤال جديد؟', answerAr: 'جديد', questionEn: 'New?', answerEn: 'New', source: 'well-known' });
    writeFileSync(path.join(dir, 'new.json'), JSON.stringify(pack));

    expect(await content('add-ids', 'new.json')).toEqual({ code: 0, stdout: 'new.json: 2 ids added.\n', stderr: '' });
    const text = readFileSync(path.join(dir, 'new.json'), 'utf8');
    const written = JSON.parse(text) as RawPack;
    // imam-ali-04 is free in the file, but was shipped: a new question never takes an old id.
    expect(written.categories[0]!.questions.map((q) => q.id).slice(0, 4)).toEqual(['imam-ali-01', 'imam-ali-31', 'imam-ali-03', 'imam-ali-02-old']);
    expect(Object.keys(written.categories[0]!.questions.at(-1)!)).toEqual(['id', 'difficulty', 'questionAr', 'answerAr', 'questionEn', 'answerEn', 'source']);
    expect(written.categories[0]!.questions.at(-1)!.id).toBe('imam-ali-32');
    expect(text).toBe(`${JSON.stringify(written, null, 2)}\n`);

    expect(await content('add-ids', 'new.json')).toEqual({ code: 0, stdout: 'new.json: 0 ids added.\n', stderr: '' });
    expect(await content('add-ids', 'new.csv')).toEqual({ code: 1, stdout: '', stderr: 'new.csv: ids are given in the JSON pack format only\n' });
  });
});
