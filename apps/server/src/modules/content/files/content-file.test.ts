import { describe, expect, it } from 'vitest';
import { formatIssue, readCsv, readJson } from './content-file';
import { parseCsv, toCsv } from './csv';

const HEADER = 'category,category_name_ar,category_name_en,group,difficulty,question_ar,answer_ar,question_en,answer_en,source';
const issues = (text: string) => readCsv(text).issues.map(formatIssue);

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks (as LF), and numbers records by their first line', () => {
    const { records, problems } = parseCsv('a,b,c\r\n"1, one","say ""hi""","two\r\nlines"\r\n\r\nx,,z\r\n');
    expect(problems).toEqual([]);
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1, one', 'say "hi"', 'two\nlines'] },
      { line: 5, fields: ['x', '', 'z'] },
    ]);
  });

  it('drops a UTF-8 byte-order mark, accepts LF line ends, a last line without a line end, and semicolons', () => {
    expect(parseCsv('\uFEFFa;b\nسؤال;"ج;واب"').records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['سؤال', 'ج;واب'] },
    ]);
  });

  it('reports a quote that is never closed and text after a closing quote, with their lines', () => {
    expect(parseCsv('a,b\n"x"y,z\n1,"open\n').problems).toEqual([
      { line: 2, code: 'csv_text_after_quote', params: {} },
      { line: 3, code: 'csv_quote_not_closed', params: {} },
    ]);
  });

  it('writes what it reads back unchanged', () => {
    const rows = [
      ['category', 'question_ar', 'answer_en'],
      ['imam-ali', 'من هو "باب مدينة العلم"، يا ترى؟', ' leading space'],
      ['x', 'two\nlines', 'a,b'],
    ];
    const text = toCsv(rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text).records.map((r) => r.fields)).toEqual(rows);
  });
});

describe('readCsv', () => {
  it('reads one question per row into categories, groups and questions', () => {
    const text = [
      'category,category_name_ar,category_name_en,group,group_name_ar,group_name_en,difficulty,question_ar,answer_ar,question_en,answer_en,video_url,source,active',
      'imam-ali,الإمام علي (ع),Imam Ali,household,أهل البيت,The Household,easy,"ما كنية الإمام علي (ع)؟",أبو الحسن,What is Imam Ali\'s kunya?,Abu al-Hasan,,well-known,',
      'imam-ali,,,household,,,MEDIUM,  ما لقب  الإمام علي؟ ,أمير المؤمنين,,,https://example.com/v.mp4,,no',
      'quran,القرآن,Quran,ungrouped,,,صعب,كم سورة في القرآن؟,114,How many surahs?,114,,,',
    ].join('\n');
    const { file, issues: found } = readCsv(text);
    expect(found).toEqual([]);
    expect(file).toEqual({
      format: 'csv',
      groups: [{ where: 'line 2', slug: 'household', nameAr: 'أهل البيت', nameEn: 'The Household' }],
      categories: [
        {
          where: 'line 2',
          slug: 'imam-ali',
          nameAr: 'الإمام علي (ع)',
          nameEn: 'Imam Ali',
          group: 'household',
          questions: [
            {
              where: 'line 2',
              ref: 'imam-ali#1',
              difficulty: 'easy',
              questionAr: 'ما كنية الإمام علي (ع)؟',
              answerAr: 'أبو الحسن',
              questionEn: "What is Imam Ali's kunya?",
              answerEn: 'Abu al-Hasan',
              videoUrl: null,
              source: 'well-known',
            },
            {
              where: 'line 3',
              ref: 'imam-ali#2',
              difficulty: 'normal',
              questionAr: 'ما لقب الإمام علي؟',
              answerAr: 'أمير المؤمنين',
              questionEn: null,
              answerEn: null,
              videoUrl: 'https://example.com/v.mp4',
              source: null,
              active: false,
            },
          ],
        },
        {
          where: 'line 4',
          slug: 'quran',
          nameAr: 'القرآن',
          nameEn: 'Quran',
          group: null,
          questions: [
            {
              where: 'line 4',
              ref: 'quran#1',
              difficulty: 'hard',
              questionAr: 'كم سورة في القرآن؟',
              answerAr: '114',
              questionEn: 'How many surahs?',
              answerEn: '114',
              videoUrl: null,
              source: null,
            },
          ],
        },
      ],
    });
  });

  it('reports every bad row with its line and reason', () => {
    const long = 'س'.repeat(301);
    const text = [
      HEADER,
      'imam-ali,الإمام علي,Imam Ali,,easy,سؤال أول؟,جواب,,,',
      'imam-ali,الإمام علي,Imam Ali,,easy,سؤال ثان؟,,,,',
      'imam-ali,الإمام علي,Imam Ali,,expert,سؤال ثالث؟,جواب,,,',
      'imam-ali,الإمام علي,Imam Ali,,easy,سؤال أول؟,جواب آخر,,,',
      `imam-ali,الإمام علي,Imam Ali,,hard,${long},جواب,,,`,
      'imam-ali,علي,Imam Ali,,hard,سؤال رابع؟,جواب,Question?,,',
      'Imam Ali,الإمام علي,Imam Ali,,hard,سؤال خامس؟,جواب,,,',
      'imam-ali,الإمام علي,Imam Ali,,easy,سؤال سادس؟,جواب',
      'imam-ali,الإمام علي,Imam Ali,,normal,"سؤال,جواب,,,',
    ].join('\r\n');
    expect(issues(text)).toEqual([
      'line 10: a quoted field is never closed (a " is missing)',
      'line 3: answer_ar is missing',
      'line 4: unknown difficulty "expert" (use easy, normal or hard)',
      'line 5: duplicate question in category "imam-ali" (same question_ar as line 2)',
      'line 6: question_ar is too long (301 characters; at most 300)',
      'line 7: category "imam-ali" has category_name_ar "علي" here but "الإمام علي" on line 2',
      'line 7: answer_en is missing (question_en is given)',
      'line 8: category "Imam Ali" is not a valid slug (lowercase letters, digits and single hyphens, e.g. imam-ali)',
      'line 9: 7 fields where the header has 10 (is a quote or a separator missing?)',
    ]);
  });

  it('checks links, lengths of answers and the active column', () => {
    const text = [
      'category,category_name_ar,category_name_en,difficulty,question_ar,answer_ar,video_url,image_url,active',
      `quran,القرآن,Quran,easy,سؤال؟,${'ج'.repeat(101)},,,`,
      'quran,القرآن,Quran,easy,سؤال آخر؟,جواب,javascript:alert(1),/images/q.png,maybe',
    ].join('\n');
    expect(issues(text)).toEqual([
      'line 2: answer_ar is too long (101 characters; at most 100)',
      'line 3: video_url "javascript:alert(1)" is not a link (use https://... or a path starting with /)',
      'line 3: active must be true or false',
    ]);
  });

  it('reads accepted answers separated by " | ", an empty field clearing them, and refuses too long, too many or empty ones', () => {
    const head = 'category,category_name_ar,category_name_en,difficulty,question_ar,answer_ar,accepted_answers_ar,accepted_answers_en';
    const { file, issues: found } = readCsv(
      [head, 'imams,الأئمة,Imams,easy,من هو الإمام الثامن؟,الإمام الرضا, الرضا |علي بن موسى ,al-Rida | Ali ibn Musa', 'imams,,,easy,سؤال؟,جواب,,'].join('\n'),
    );
    expect(found).toEqual([]);
    expect(file.categories[0]!.questions.map((q) => [q.acceptedAnswersAr, q.acceptedAnswersEn])).toEqual([
      [
        ['الرضا', 'علي بن موسى'],
        ['al-Rida', 'Ali ibn Musa'],
      ],
      [[], []],
    ]);
    expect(
      issues(
        [
          head,
          `imams,الأئمة,Imams,easy,سؤال؟,جواب,${'ا'.repeat(46)},a | b | c | d | e | f | g`,
          'imams,الأئمة,Imams,easy,سؤال آخر؟,جواب,الرضا | ,',
        ].join('\n'),
      ),
    ).toEqual([
      `line 2: accepted_answers_ar: "${'ا'.repeat(46)}" is too long (46 characters; at most 45)`,
      'line 2: accepted_answers_en has 7 answers (at most 6)',
      'line 3: accepted_answers_ar has an empty answer (separate answers with " | ")',
    ]);
  });

  it('refuses a header it cannot read, before looking at any row', () => {
    expect(issues('category,question,answer_ar,question_en\nx,y,z,w\n')).toEqual([
      'line 1: unknown column "question" (the columns are: category, category_name_ar, category_name_en, group, group_name_ar, group_name_en, category_description_ar, category_description_en, category_image, difficulty, question_ar, answer_ar, question_en, answer_en, accepted_answers_ar, accepted_answers_en, video_url, image_url, source, active)',
      'line 1: column "difficulty" is missing',
      'line 1: column "question_ar" is missing',
      'line 1: columns "question_en" and "answer_en" go together: give both or neither',
    ]);
    expect(issues('')).toEqual([
      'line 1: the file is empty: the first row must name the columns (category, difficulty, question_ar, answer_ar, ...)',
    ]);
    expect(issues(`${HEADER}\r\n`)).toEqual(['line 1: the file has a header row but no questions']);
  });
});

describe('readJson', () => {
  it('reads the pack format and names where each problem is', () => {
    const pack = {
      groups: [{ slug: 'household', nameEn: 'The Household', nameAr: 'أهل البيت', sortOrder: 1 }],
      categories: [
        {
          slug: 'imam-ali',
          group: 'household',
          nameEn: 'Imam Ali',
          nameAr: 'الإمام علي',
          image: '/categories/imam-ali.svg',
          sortOrder: 2,
          questions: [
            { difficulty: 'easy', questionAr: 'سؤال؟', answerAr: 'جواب', questionEn: 'Q?', answerEn: 'A', source: 'well-known' },
            { difficulty: 'hard', questionAr: 'سؤال آخر؟', answerAr: '' },
            { difficulty: 'hard', questionAr: 'كم سورة في القرآن؟', answerAr: 114, questionEn: ['?'], answerEn: '114' },
            { difficulty: 'normal', questionAr: 'سؤال؟', answerAr: 'جواب' },
          ],
        },
        { slug: 'imam-ali', nameEn: 'Again', nameAr: 'مرة', questions: [] },
        { nameEn: 'No slug', questions: 'none' },
      ],
    };
    const { file, issues: found } = readJson(JSON.stringify(pack));
    expect(found.map(formatIssue)).toEqual([
      'imam-ali#2: answerAr is missing',
      'imam-ali#3: questionEn must be text',
      'imam-ali#4: duplicate question in category "imam-ali" (same questionAr as imam-ali#1)',
      'categories[1] ("imam-ali"): category "imam-ali" is given twice (also category "imam-ali")',
      'categories[2]: slug is missing',
      'categories[2]: "questions" must be a list',
    ]);
    expect(file.categories).toHaveLength(1);
    expect(file.categories[0]!.questions).toEqual([
      { where: 'imam-ali#1', ref: 'imam-ali#1', difficulty: 'easy', questionAr: 'سؤال؟', answerAr: 'جواب', questionEn: 'Q?', answerEn: 'A', source: 'well-known' },
    ]);
    const accepted = readJson(
      JSON.stringify({
        categories: [
          {
            slug: 'imams',
            questions: [
              { difficulty: 'easy', questionAr: 'أ؟', answerAr: 'ب', acceptedAnswersAr: ['الرضا', 8], acceptedAnswersEn: null },
              { difficulty: 'easy', questionAr: 'ج؟', answerAr: 'د', acceptedAnswersAr: 'الرضا', acceptedAnswersEn: ['a | b', ''] },
            ],
          },
        ],
      }),
    );
    expect(accepted.file.categories[0]!.questions[0]).toMatchObject({ acceptedAnswersAr: ['الرضا', '8'], acceptedAnswersEn: [] });
    expect(accepted.issues.map(formatIssue)).toEqual([
      'imams#2: acceptedAnswersAr must be a list of texts, e.g. ["al-Rida", "Ali ibn Musa"]',
      'imams#2: acceptedAnswersEn: "a | b" contains "|", which separates accepted answers in a spreadsheet',
      'imams#2: acceptedAnswersEn has an empty answer',
    ]);
    expect(readJson('{"categories": [').issues.map(formatIssue)[0]).toMatch(/^file: not valid JSON \(/);
    expect(readJson('[]').issues.map(formatIssue)).toEqual([
      'file: expected an object with a "categories" list (and optionally "groups"), as in the pack format',
    ]);
  });
});
