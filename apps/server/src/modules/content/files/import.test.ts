import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { countRows, seedCategory } from '../../../../test/content-factory';
import { categories, categoryGroups, questions } from '../../../db/schema/index';
import { runContentCli } from './cli-commands';
import { checkShippedOccasions } from '../../occasions/index';
import { seedContentPack, shippedPackPath } from './pack-seed';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'content-import-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});
beforeEach(() => t.reset());

/** Runs the content command against the test database; returns exit code and output. */
async function content(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runContentCli(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    cwd: dir,
    checkShippedOccasions,
    openDatabase: async () => ({ ...t.database, close: async () => {} }),
  });
  return { code, stdout, stderr };
}

const write = (name: string, text: string) => {
  writeFileSync(path.join(dir, name), text);
  return name;
};

const HEADER =
  'category,category_name_ar,category_name_en,group,group_name_ar,group_name_en,difficulty,question_ar,answer_ar,question_en,answer_en,source';
const ZAYNAB = 'lady-zaynab,السيدة زينب (ع),Lady Zaynab,karbala,كربلاء والأئمة,Karbala and the Imams';
const OCCASIONS = 'islamic-occasions,المناسبات الإسلامية,Islamic Occasions,,,';

const goodRows = [
  `${ZAYNAB},easy,من هو والد السيدة زينب (ع)؟,الإمام علي (ع),Who was Lady Zaynab's father?,Imam Ali,well-known`,
  `${ZAYNAB},easy,من هي والدة السيدة زينب (ع)؟,السيدة فاطمة الزهراء (ع),Who was Lady Zaynab's mother?,Lady Fatima al-Zahra,well-known`,
  `${ZAYNAB},normal,"بأي لقب تُعرف السيدة زينب (ع) لصبرها؟","أم المصائب","By which title, for her patience, is Lady Zaynab known?",Umm al-Masa'ib,well-known`,
  `${ZAYNAB},hard,أخت أي إمام هي السيدة زينب (ع)؟,الإمام الحسين,Lady Zaynab was the sister of which Imam?,Imam Husayn,well-known`,
  `${OCCASIONS},easy,في أي شهر هجري يصوم المسلمون؟,رمضان,In which Hijri month do Muslims fast?,Ramadan,Quran 2:185`,
  `${OCCASIONS},normal,في أي شهر هجري تقع ذكرى عاشوراء؟,محرم,In which Hijri month is Ashura?,Muharram,well-known`,
  `${OCCASIONS},hard,"في أي يوم من ذي الحجة يُحتفل بعيد الغدير؟","18","On which day of Dhu al-Hijja is Eid al-Ghadir celebrated?",The 18th,well-known`,
];

describe('content import', () => {
  it('refuses a file with 3 bad rows whole, with 3 precise messages, then imports the fixed file once', async () => {
    const bad = [
      HEADER,
      goodRows[0],
      `${ZAYNAB},easy,من هي والدة السيدة زينب (ع)؟,,Who was Lady Zaynab's mother?,Lady Fatima al-Zahra,well-known`, // line 3: no Arabic answer
      goodRows[2],
      `${ZAYNAB},very hard,أخت أي إمام هي السيدة زينب (ع)؟,الإمام الحسين,Lady Zaynab was the sister of which Imam?,Imam Husayn,well-known`, // line 5
      goodRows[4],
      `${OCCASIONS},normal,في أي شهر هجري يصوم المسلمون؟,رمضان,In which Hijri month do Muslims fast?,Ramadan,again`, // line 7: same question as line 6
      goodRows[5],
      goodRows[6],
    ].join('\r\n');
    const refused = await content('import', write('questions.csv', `\uFEFF${bad}\r\n`));
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'Nothing was imported: 3 problems in questions.csv',
        '  line 3: answer_ar is missing',
        '  line 5: unknown difficulty "very hard" (use easy, normal or hard)',
        '  line 7: duplicate question in category "islamic-occasions" (same question_ar as line 6)',
        'Fix them and import the file again.',
        '',
      ].join('\n'),
    });
    expect(await countRows(t.ctx.db)).toEqual({ groups: 0, categories: 0, questions: 0 });

    const fixed = write('questions.csv', `\uFEFF${[HEADER, ...goodRows].join('\r\n')}\r\n`);
    expect(await content('import', fixed)).toEqual({
      code: 0,
      stdout:
        'Imported questions.csv: groups: 1 created, 0 updated, 0 unchanged; categories: 2 created, 0 updated, 0 unchanged; questions: 7 created, 0 updated, 0 unchanged.\n',
      stderr: '',
    });
    expect(await countRows(t.ctx.db)).toEqual({ groups: 1, categories: 2, questions: 7 });

    expect(await content('import', fixed)).toEqual({
      code: 0,
      stdout:
        'Imported questions.csv: groups: 0 created, 0 updated, 1 unchanged; categories: 0 created, 0 updated, 2 unchanged; questions: 0 created, 0 updated, 7 unchanged.\n',
      stderr: '',
    });
    expect(await countRows(t.ctx.db)).toEqual({ groups: 1, categories: 2, questions: 7 });

    const rows = await t.ctx.db
      .select({ slug: categories.slug, nameEn: categories.nameEn, group: categoryGroups.slug, sortOrder: categories.sortOrder })
      .from(categories)
      .leftJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
      .orderBy(asc(categories.sortOrder));
    expect(rows).toEqual([
      { slug: 'lady-zaynab', nameEn: 'Lady Zaynab', group: 'karbala', sortOrder: 1 },
      { slug: 'islamic-occasions', nameEn: 'Islamic Occasions', group: null, sortOrder: 2 },
    ]);
    const [ghadir] = await t.ctx.db.select().from(questions).where(eq(questions.answerAr, '18'));
    expect(ghadir).toMatchObject({
      difficulty: 'hard',
      questionAr: 'في أي يوم من ذي الحجة يُحتفل بعيد الغدير؟',
      questionEn: 'On which day of Dhu al-Hijja is Eid al-Ghadir celebrated?',
      answerEn: 'The 18th',
      source: 'well-known',
      active: true,
    });
  });

  it('updates what changed, keyed on category and Arabic question text, and adds to an existing category', async () => {
    await content('import', write('first.csv', [HEADER, ...goodRows].join('\n')));
    const edited = [
      'category,difficulty,question_ar,answer_ar,question_en,answer_en',
      "lady-zaynab,easy,من هو والد السيدة زينب (ع)؟,أمير المؤمنين علي (ع),Who was Lady Zaynab's father?,Imam Ali",
      'lady-zaynab,hard,ما اسم الخطبة المشهورة للسيدة زينب (ع) في الشام؟,خطبتها في مجلس يزيد,,',
    ].join('\n');
    expect((await content('import', write('edit.csv', edited))).stdout).toBe(
      'Imported edit.csv: groups: 0 created, 0 updated, 0 unchanged; categories: 0 created, 0 updated, 1 unchanged; questions: 1 created, 1 updated, 0 unchanged.\n',
    );
    const [father] = await t.ctx.db.select().from(questions).where(eq(questions.questionAr, 'من هو والد السيدة زينب (ع)؟'));
    expect(father).toMatchObject({ answerAr: 'أمير المؤمنين علي (ع)', answerEn: 'Imam Ali', source: 'well-known' });
    expect(await countRows(t.ctx.db)).toEqual({ groups: 1, categories: 2, questions: 8 });
  });

  it('imports, updates, clears and exports accepted answers (CSV " | ", JSON lists)', async () => {
    const head = 'category,category_name_ar,category_name_en,difficulty,question_ar,answer_ar,question_en,answer_en,accepted_answers_ar,accepted_answers_en';
    const row = (ar: string, en: string) => `imams,الأئمة,Imams,easy,من هو الإمام الثامن؟,الإمام الرضا,Who is the eighth Imam?,Imam al-Rida,${ar},${en}`;
    await content('import', write('accepted.csv', [head, row('الرضا | علي بن موسى', 'al-Rida | Ali ibn Musa')].join('\n')));
    const stored = () => t.ctx.db.select({ ar: questions.acceptedAnswersAr, en: questions.acceptedAnswersEn }).from(questions);
    expect(await stored()).toEqual([{ ar: ['الرضا', 'علي بن موسى'], en: ['al-Rida', 'Ali ibn Musa'] }]);

    const exported = JSON.parse((await content('export', '--format', 'json')).stdout) as { categories: { questions: object[] }[] };
    expect(exported.categories[0]!.questions[0]).toMatchObject({ acceptedAnswersAr: ['الرضا', 'علي بن موسى'], acceptedAnswersEn: ['al-Rida', 'Ali ibn Musa'] });
    const csv = (await content('export')).stdout.split('\r\n');
    expect(csv[0]!.split(',').slice(13, 16)).toEqual(['answer_en', 'accepted_answers_ar', 'accepted_answers_en']);
    expect(csv[1]).toContain(',Imam al-Rida,الرضا | علي بن موسى,al-Rida | Ali ibn Musa,');

    const same = await content('import', write('same.csv', [head, row('الرضا|علي بن موسى', 'al-Rida | Ali ibn Musa')].join('\n')));
    expect(same.stdout).toContain('questions: 0 created, 0 updated, 1 unchanged');
    const cleared = await content('import', write('cleared.csv', [head, row('', 'al-Rida')].join('\n')));
    expect(cleared.stdout).toContain('questions: 0 created, 1 updated, 0 unchanged');
    expect(await stored()).toEqual([{ ar: [], en: ['al-Rida'] }]);
    const exportedAgain = JSON.parse((await content('export', '--format', 'json')).stdout) as { categories: { questions: object[] }[] };
    expect(exportedAgain.categories[0]!.questions[0]).not.toHaveProperty('acceptedAnswersAr');
  });

  it('asks for the names of a new category and of an unknown group before writing anything', async () => {
    await seedCategory(t.ctx.db, { slug: 'imam-hasan', questionsPerDifficulty: 6 });
    const text = [
      'category,category_name_ar,category_name_en,group,difficulty,question_ar,answer_ar',
      'imam-hasan,,,,easy,سؤال جديد؟,جواب',
      'new-category,فئة جديدة,,,easy,سؤال؟,جواب',
      'another,أخرى,Another,nowhere,easy,سؤال؟,جواب',
    ].join('\n');
    expect(await content('import', write('names.csv', text))).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'Nothing was imported: 2 problems in names.csv',
        '  line 3: category "new-category" is new: category_name_en is missing',
        '  line 4: unknown group "nowhere" (give group_name_ar and group_name_en to create it)',
        'Fix them and import the file again.',
        '',
      ].join('\n'),
    });
    expect(await countRows(t.ctx.db)).toEqual({ groups: 0, categories: 1, questions: 18 });
  });

  it('reports a dry run without writing', async () => {
    expect(await content('import', write('dry.csv', [HEADER, ...goodRows].join('\n')), '--dry-run')).toEqual({
      code: 0,
      stdout:
        'Dry run, nothing written. Would import dry.csv: groups: 1 created, 0 updated, 0 unchanged; categories: 2 created, 0 updated, 0 unchanged; questions: 7 created, 0 updated, 0 unchanged.\n',
      stderr: '',
    });
    expect(await countRows(t.ctx.db)).toEqual({ groups: 0, categories: 0, questions: 0 });
  });

  it('round-trips the shipped pack through JSON import, CSV export and CSV import without a change', async () => {
    const pack = JSON.parse(readFileSync(shippedPackPath(), 'utf8')) as { groups: unknown[]; categories: { questions: unknown[] }[] };
    const questionCount = pack.categories.reduce((n, c) => n + c.questions.length, 0);
    const imported = await content('import', shippedPackPath());
    expect(imported.code).toBe(0);
    expect(await countRows(t.ctx.db)).toEqual({ groups: pack.groups.length, categories: pack.categories.length, questions: questionCount });

    expect(await content('export', '--out', 'all.csv')).toEqual({
      code: 0,
      stdout: `Exported ${pack.categories.length} categories and ${questionCount} questions to all.csv (csv).\n`,
      stderr: '',
    });
    const csv = readFileSync(path.join(dir, 'all.csv'), 'utf8');
    expect(csv.split('\r\n')).toHaveLength(questionCount + 2); // header, rows, final line end
    expect((await content('import', 'all.csv')).stdout).toBe(
      `Imported all.csv: groups: 0 created, 0 updated, ${pack.groups.length} unchanged; categories: 0 created, 0 updated, ${pack.categories.length} unchanged; questions: 0 created, 0 updated, ${questionCount} unchanged.\n`,
    );

    // An import leaves the pack's ids to the start-up seeding: the export has none.
    const json = await content('export', '--format', 'json');
    const shipped = JSON.parse(readFileSync(shippedPackPath(), 'utf8')) as { categories: { questions: { id?: string }[] }[] };
    for (const question of shipped.categories.flatMap((c) => c.questions)) delete question.id;
    expect(JSON.parse(json.stdout)).toEqual(shipped);
  });

  it('exports the questions the shipped pack seeded with their ids, in the pack format', async () => {
    await seedContentPack(t.ctx.db);
    const json = await content('export', '--format', 'json');
    expect(JSON.parse(json.stdout)).toEqual(JSON.parse(readFileSync(shippedPackPath(), 'utf8')));
  });
});

describe('content command', () => {
  it('explains its usage and refuses unreadable files', async () => {
    expect((await content()).code).toBe(2);
    const unknown = await content('publish');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^unknown command "publish"\n\nUsage: npm run content -- <command>/);
    expect(await content('import', 'missing.csv')).toEqual({ code: 1, stdout: '', stderr: 'file not found: missing.csv\n' });
    expect(await content('import', write('notes.txt', 'x'))).toEqual({
      code: 1,
      stdout: '',
      stderr: 'notes.txt: the file name must end in .csv or .json\n',
    });
    writeFileSync(path.join(dir, 'arabic-1256.csv'), Buffer.from([0x63, 0x61, 0x74, 0x0a, 0xe3, 0xc7, 0xd0, 0xc7]));
    expect(await content('import', 'arabic-1256.csv')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'arabic-1256.csv is not UTF-8 text: save it again as "CSV UTF-8" (or UTF-8 JSON)\n',
    });
    expect((await content('export', '--format', 'xml')).stderr).toMatch(/^unknown format "xml" \(use csv or json\)/);
  });
});
