import { describe, expect, it } from 'vitest';
import { validPack, type RawPack, type RawQuestion } from '../../../../test/pack-fixture';
import { checkPack } from './check-pack';
import { formatIssue } from './content-file';

/** The check's messages for a pack changed by `change` (the unchanged pack has none). */
function problems(change: (pack: RawPack, q: (ref: string) => RawQuestion) => void, pack = validPack()): string[] {
  const q = (ref: string) => {
    const [slug, n] = ref.split('#') as [string, string];
    return pack.categories.find((c) => c.slug === slug)!.questions[Number(n) - 1]!;
  };
  change(pack, q);
  return checkPack(JSON.stringify(pack), 'json').issues.map(formatIssue);
}

describe('pack check rules', () => {
  it('passes a pack that keeps every rule', () => {
    expect(problems(() => {})).toEqual([]);
    expect(problems(() => {}, validPack('imam-ali', 'imam-hasan'))).toEqual([]);
  });

  it('needs at least 10 active questions of each difficulty in every category', () => {
    expect(
      problems((pack, q) => {
        q('imam-ali#20').active = false;
        pack.categories[0]!.questions.splice(0, 1);
      }),
    ).toEqual([
      'category "imam-ali": 9 easy questions; a category needs at least 10 of each difficulty (5 games)',
      'category "imam-ali": 9 normal questions; a category needs at least 10 of each difficulty (5 games)',
    ]);
  });

  it('needs both languages complete and a source note on every question', () => {
    expect(
      problems((pack, q) => {
        delete pack.categories[0]!.descriptionAr;
        delete q('imam-ali#2').questionEn;
        delete q('imam-ali#2').answerEn;
        q('imam-ali#3').source = ' ';
      }),
    ).toEqual([
      'category "imam-ali": descriptionAr is missing',
      'imam-ali#2: questionEn is missing',
      'imam-ali#2: answerEn is missing',
      'imam-ali#3: source is missing',
    ]);
  });

  it('keeps answers within 5 words and 45 characters in both languages, accepted answers within 45 characters', () => {
    expect(
      problems((pack, q) => {
        q('imam-ali#1').answerEn = 'the son of the two holy places';
        q('imam-ali#2').answerAr = 'ب'.repeat(46);
        q('imam-ali#3').answerEn = 'Abu al-Hasan wa al-Husayn'; // 5 words, 25 characters: fine
        q('imam-ali#4').acceptedAnswersEn = ['x'.repeat(45)]; // fine
        pack.categories[0]!.questions.push({ ...q('imam-ali#1'), id: 'imam-ali-31', questionAr: 'سؤال آخر؟', questionEn: 'Another?', answerAr: 'الجواب 31', answerEn: 'Answer 31', acceptedAnswersEn: ['x'.repeat(46)] });
      }),
    ).toEqual([
      `imam-ali#31: acceptedAnswersEn: "${'x'.repeat(46)}" is too long (46 characters; at most 45)`,
      'imam-ali#1: answerEn is too long to call out: 7 words, 30 characters (at most 5 words and 45 characters)',
      'imam-ali#2: answerAr is too long to call out: 1 word, 46 characters (at most 5 words and 45 characters)',
    ]);
  });

  it('needs a specific source on normal and hard questions: not "well-known", alone or before where it is found, nor a note naming no work', () => {
    expect(
      problems((_, q) => {
        q('imam-ali#1').source = 'well-known; Sirat Ibn Hisham'; // easy: allowed
        q('imam-ali#2').source = 'well-known'; // easy: allowed
        q('imam-ali#11').source = ' Well-Known. ';
        q('imam-ali#12').source = 'well-known title';
        q('imam-ali#13').source = 'commonly observed date';
        q('imam-ali#21').source = 'well-known; Sirat Ibn Hisham';
        q('imam-ali#22').source = 'Sirat Ibn Hisham'; // a work: allowed
        q('imam-ali#23').source = 'Quran 3:59';
      }),
    ).toEqual([
      'imam-ali#11: source "Well-Known." names no work: a normal question needs a specific source, the work, and where in it (e.g. "al-Kafi 1:33", "Nahj al-Balagha, saying 147")',
      'imam-ali#12: source "well-known title" names no work: a normal question needs a specific source, the work, and where in it (e.g. "al-Kafi 1:33", "Nahj al-Balagha, saying 147")',
      'imam-ali#13: source "commonly observed date" names no work: a normal question needs a specific source, the work, and where in it (e.g. "al-Kafi 1:33", "Nahj al-Balagha, saying 147")',
      'imam-ali#21: source "well-known; Sirat Ibn Hisham" starts with "well-known", which only an easy question may: a hard question names the work, and where in it (e.g. "al-Kafi 1:33", "Nahj al-Balagha, saying 147")',
    ]);
  });

  it('keeps questions within 200 characters', () => {
    expect(problems((_, q) => (q('imam-ali#5').questionEn = `${'w'.repeat(199)}?!`))).toEqual([
      'imam-ali#5: questionEn is too long to read out: 201 characters (at most 200)',
    ]);
  });

  it('asks no question twice in the whole pack, after Arabic normalisation', () => {
    expect(
      problems((_, q) => {
        q('imam-ali#4').questionAr = 'مَنْ أوّلُ الأئمةِ؟';
        q('imam-hasan#9').questionAr = 'من اول الائمه';
        q('imam-hasan#12').questionEn = 'Which word is number 7 in imam-ali';
      }, validPack('imam-ali', 'imam-hasan')),
    ).toEqual([
      'imam-hasan#9: asks the same Arabic question as imam-ali#4',
      'imam-hasan#12: asks the same English question as imam-ali#7',
    ]);
  });

  it('gives no two questions of a category the same answer (normalised; English without "the", "a", "an")', () => {
    expect(
      problems(
        (_, q) => {
          q('imam-ali#2').answerEn = 'The Gate';
          q('imam-ali#5').answerEn = 'gate';
          q('imam-ali#3').answerAr = 'الإمامُ الحسنُ';
          q('imam-ali#8').answerAr = 'الامام الحسن';
          q('imam-hasan#8').answerAr = 'الامام الحسن'; // another category: allowed
        },
        validPack('imam-ali', 'imam-hasan'),
      ),
    ).toEqual(['imam-ali#5: has the same English answer as imam-ali#2 ("The Gate")', 'imam-ali#8: has the same Arabic answer as imam-ali#3 ("الإمامُ الحسنُ")']);
  });

  it("refuses a question that gives away another question's answer of its category, or its own (whole words, normalised)", () => {
    expect(
      problems(
        (_, q) => {
          q('imam-ali#12').answerEn = 'gate';
          q('imam-ali#6').questionEn = 'Whose gate opened onto the mosque?';
          q('imam-ali#7').questionEn = 'Who opened the gates?'; // not the whole word
          q('imam-ali#13').answerAr = 'مكة';
          q('imam-ali#14').questionAr = 'في أيّ سنة هاجر النبي من مكّه؟';
          q('imam-ali#15').answerAr = 'الكوفة';
          q('imam-ali#15').questionAr = 'ما المدينة التي تسمى الكوفة اليوم؟';
          q('imam-hasan#1').questionEn = 'Which gate?'; // another category: allowed
        },
        validPack('imam-ali', 'imam-hasan'),
      ),
    ).toEqual([
      'imam-ali#6: gives away the English answer of imam-ali#12 ("gate")',
      'imam-ali#14: gives away the Arabic answer of imam-ali#13 ("مكة")',
      'imam-ali#15: gives away its own Arabic answer ("الكوفة")',
    ]);
  });

  it('gives every question of the shipped pack an id, each used once', () => {
    const pack = validPack();
    delete pack.categories[0]!.questions[1]!.id;
    pack.categories[0]!.questions[2]!.id = 'imam-ali-01';
    pack.categories[0]!.questions[3]!.id = 'Imam Ali 4';
    const { issues } = checkPack(JSON.stringify(pack), 'json', { requireIds: true });
    expect(issues.map(formatIssue)).toEqual([
      'imam-ali#3: id "imam-ali-01" is also the id of imam-ali#1',
      'imam-ali#4: id "Imam Ali 4" is not a valid id (lowercase letters, digits and single hyphens, e.g. imam-ali-06)',
      'category "imam-ali": 8 easy questions; a category needs at least 10 of each difficulty (5 games)',
      'imam-ali#2: id is missing (every question of the shipped pack has a stable id, e.g. "imam-ali-06")',
    ]);
    // Operators' files need none.
    delete pack.categories[0]!.questions[2]!.id;
    delete pack.categories[0]!.questions[3]!.id;
    expect(checkPack(JSON.stringify(pack), 'json').issues).toEqual([]);
  });

  it('writes honorifics one way: full Arabic forms in question texts, none in answers, none in English', () => {
    expect(
      problems((pack, q) => {
        pack.categories[0]!.nameAr = 'الإمام علي (ع)'; // allowed in a category name
        q('imam-ali#1').questionAr = 'من عمّ النبي صلى الله عليه وآله وعلي عليه السلام وفاطمة عليها السلام والأئمة عليهم السلام؟';
        q('imam-ali#2').questionAr = 'من هو النبي صلّى الله عليه وسلّم؟';
        q('imam-ali#3').questionAr = 'من هو النبي صلى الله عليه وآله وسلم؟';
        q('imam-ali#4').questionAr = 'ما كنية علي (ع) وسلمان (رض)؟';
        q('imam-ali#5').questionAr = 'من هو النبي (ص) ﷺ والمهدي (عج) وأبو ذر رضي الله عنه؟';
        q('imam-ali#6').answerAr = 'الإمام علي عليه السلام';
        q('imam-ali#7').questionEn = 'Who is the Prophet (PBUH) and Ali (as) and Muhammad (saw)?';
        q('imam-ali#8').acceptedAnswersAr = ['علي (ع)'];
      }),
    ).toEqual([
      'imam-ali#2: questionAr writes the honorific "صلى الله عليه وسلم": write "صلى الله عليه وآله"',
      'imam-ali#3: questionAr writes the honorific "صلى الله عليه وآله وسلم": write "صلى الله عليه وآله"',
      'imam-ali#4: questionAr writes the honorific "(ع)": write "عليه السلام", "عليها السلام" or "عليهم السلام" in full',
      'imam-ali#4: questionAr writes the honorific "(رض)": leave it out',
      'imam-ali#5: questionAr writes the honorific "(ص)": write "صلى الله عليه وآله"',
      'imam-ali#5: questionAr writes the honorific "ﷺ": write "صلى الله عليه وآله" in Arabic, nothing in English',
      'imam-ali#5: questionAr writes the honorific "(عج)": leave it out',
      'imam-ali#5: questionAr writes the honorific "رضي الله": leave it out',
      'imam-ali#6: answerAr has the honorific "عليه السلام": answers have none',
      'imam-ali#7: questionEn writes the honorific "pbuh": English texts have no honorifics',
      'imam-ali#7: questionEn writes the honorific "(as)": English texts have no honorifics',
      'imam-ali#7: questionEn writes the honorific "(saw)": English texts have no honorifics',
      'imam-ali#8: acceptedAnswersAr has the honorific "(ع)": answers have none',
    ]);
  });
});
