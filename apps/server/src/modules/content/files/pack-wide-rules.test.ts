import { describe, expect, it } from 'vitest';
import { validPack, type RawQuestion } from '../../../../test/pack-fixture';
import { checkPack } from './check-pack';
import { formatIssue } from './content-file';

type Placed = [ref: string, question: Partial<RawQuestion>];

/** The check's messages for a pack of the named categories whose questions at `ref` are replaced. */
function problems(placed: Placed[], allow?: unknown): string[] {
  const slugs = [...new Set(placed.map(([ref]) => ref.split('#')[0]!))];
  const pack = validPack(...slugs);
  for (const [ref, question] of placed) {
    const [slug, n] = ref.split('#') as [string, string];
    Object.assign(pack.categories.find((c) => c.slug === slug)!.questions[Number(n) - 1]!, question);
  }
  const allowList = allow === undefined ? undefined : { name: 'cross-check-allow.json', text: JSON.stringify(allow) };
  return checkPack(JSON.stringify(pack), 'json', { allowList }).issues.map(formatIssue);
}

// Questions of the shipped pack that an outside review found asking one fact in two categories.
const UMM_SALAMA: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'إلى أي بلاد هاجرت أم سلمة مع زوجها الأول فرارًا من أذى قريش؟',
  answerAr: 'الحبشة',
  questionEn: 'To which land did Umm Salama emigrate with her first husband, fleeing the persecution of Quraysh?',
  answerEn: 'Abyssinia',
  acceptedAnswersEn: ['al-Habasha', 'Ethiopia'],
};
const FIRST_EMIGRATION: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'إلى أيّ بلدٍ كانت أول هجرة للمسلمين فرارًا من أذى قريش؟',
  answerAr: 'الحبشة',
  questionEn: 'To which land was the first emigration of the Muslims, fleeing the persecution of Quraysh?',
  answerEn: 'Abyssinia',
  acceptedAnswersEn: ['Ethiopia', 'al-Habasha'],
};
const HIJRA: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'إلى أي مدينة كانت هجرة النبي صلى الله عليه وآله؟',
  answerAr: 'المدينة المنورة',
  questionEn: 'To which city did the Prophet make his Hijra?',
  answerEn: 'Medina',
  acceptedAnswersAr: ['يثرب', 'المدينة'],
  acceptedAnswersEn: ['Yathrib'],
};
const YATHRIB: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'ما اسم مدينة النبي صلى الله عليه وآله قبل الهجرة؟',
  answerAr: 'يثرب',
  questionEn: "What was the name of the Prophet's city before the Hijra?",
  answerEn: 'Yathrib',
};
const SAHIFA_AUTHOR: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'أي إمام صاحب «الصحيفة السجادية»؟',
  answerAr: 'الإمام زين العابدين',
  questionEn: 'Which Imam is the author of al-Sahifa al-Sajjadiyya?',
  answerEn: 'Imam Zayn al-Abidin',
  acceptedAnswersAr: ['الإمام السجاد', 'علي بن الحسين'],
  acceptedAnswersEn: ['al-Sajjad', 'Ali ibn al-Husayn'],
};
const SAHIFA_AUTHOR_TITLE: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'ما لقب صاحب الصحيفة الذي يعني «زينة العابدين»؟',
  answerAr: 'زين العابدين',
  questionEn: "Which title of the Sahifa's author means 'the adornment of the worshippers'?",
  answerEn: 'Zayn al-Abidin',
};
const TAWHID_DICTATED_BY: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'أي إمام أملى كتاب «توحيد المفضَّل» على صاحبه المفضل بن عمر؟',
  answerAr: 'الإمام جعفر الصادق',
  questionEn: 'Which Imam dictated the book "Tawhid al-Mufaddal" to his companion al-Mufaddal ibn Umar?',
  answerEn: 'Imam al-Sadiq',
  acceptedAnswersAr: ['الصادق'],
  acceptedAnswersEn: ["Ja'far al-Sadiq"],
};
const TAWHID_SITTINGS: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'في كم مجلسًا أملى الإمام الصادق عليه السلام كتاب «توحيد المفضّل»؟',
  answerAr: 'أربعة مجالس',
  questionEn: 'Over how many sittings did Imam al-Sadiq dictate the book Tawhid al-Mufaddal?',
  answerEn: 'Four',
  acceptedAnswersAr: ['أربعة', '4'],
  acceptedAnswersEn: ['4', 'four sittings'],
};
const HUSAYN_FROM_ME: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'أكمل قول النبي صلى الله عليه وآله: «حسينٌ مني وأنا ...»',
  answerAr: 'من حسين',
  questionEn: 'Complete the Prophet\'s saying: "Husayn is from me and I am ..."',
  answerEn: 'from Husayn',
};
const WHICH_GRANDSON: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'عن أي سبطيه قال النبي صلى الله عليه وآله: «... مني وأنا منه، أحبّ الله من أحبّه»؟',
  answerAr: 'الإمام الحسين',
  questionEn: "About which grandson did the Prophet say: '... is from me and I am from him; God loves whoever loves him'?",
  answerEn: 'Imam Husayn',
  acceptedAnswersAr: ['الحسين'],
  acceptedAnswersEn: ['Husayn'],
};
const KUMAYL_WEALTH: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'قال الإمام علي عليه السلام لكميل إن العلم خير من شيء آخر، لأن العلم يحرسك وأنت تحرسه؛ فما هو؟',
  answerAr: 'المال',
  questionEn: 'Imam Ali told Kumayl that knowledge is better than something else, because knowledge guards you while you must guard that other thing. What is it?',
  answerEn: 'Wealth',
  source: 'Nahj al-Balagha, saying 147',
};
const KUMAYL_HEARTS: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'ما تتمة قول الإمام علي عليه السلام لكميل: «إن هذه القلوب ...، فخيرها أوعاها»؟',
  answerAr: 'أوعية',
  questionEn: "Complete Imam Ali's words to Kumayl: 'These hearts are ..., and the best of them is the most retentive.'",
  answerEn: 'Vessels',
  source: 'Nahj al-Balagha, saying 147',
};

const TWO_JOURNEYS: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'أي رحلتين تجاريتين يُنسب إلى هاشم تأسيسهما، وقد ذكرهما القرآن الكريم؟',
  answerAr: 'رحلة الشتاء والصيف',
  questionEn: 'Which two trading journeys is Hashim credited with establishing, journeys the Holy Quran mentions?',
  answerEn: 'The winter and summer journeys',
  acceptedAnswersAr: ['رحلتا الشتاء والصيف'],
};
const SURAH_OF_JOURNEYS: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'أي سورة تذكر رحلتي الشتاء والصيف؟',
  answerAr: 'سورة قريش',
  questionEn: 'Which surah mentions the journeys of winter and summer?',
  answerEn: 'Surat Quraysh',
};

describe('no fact asked in two categories', () => {
  it('reports two questions of different categories with one answer whose texts share a rare key word', () => {
    expect(problems([['women-of-the-household#1', UMM_SALAMA], ['the-meccan-period#1', FIRST_EMIGRATION]])).toEqual([
      'the-meccan-period#1: asks the same fact as women-of-the-household#1: the same Arabic answer ("الحبشة"), and both ask about "land", "first", "fleeing", "persecution", "quraysh" (ids women-of-the-household-01, the-meccan-period-01)',
    ]);
    expect(problems([['prophet-muhammad#1', HIJRA], ['medina#1', YATHRIB]])).toEqual([
      'medina#1: asks the same fact as prophet-muhammad#1: the same Arabic answer ("يثرب"), and both ask about "مدينه", "هجره", "نبي" (ids prophet-muhammad-01, medina-01)',
    ]);
    expect(problems([['supplications-books#1', SAHIFA_AUTHOR], ['sahifa-sajjadiyya#1', SAHIFA_AUTHOR_TITLE]])).toEqual([
      'sahifa-sajjadiyya#1: asks the same fact as supplications-books#1: the same Arabic answer ("زين العابدين"), and both ask about "صاحب", "صحيفه" (ids supplications-books-01, sahifa-sajjadiyya-01)',
    ]);
    // A common answer (the answer of two questions or more) needs two shared rare key words.
    const baqi = { answerEn: "al-Baqi'", answerAr: 'البقيع' };
    const buried = { ...baqi, questionEn: 'In which cemetery is Hasan buried?', questionAr: 'في أي مقبرة دُفن الحسن؟' };
    const grave = { ...baqi, questionEn: 'Which cemetery holds the grave of al-Baqir?', questionAr: 'أي مقبرة فيها قبر الباقر؟' };
    expect(problems([['imam-hasan#1', buried], ['imam-baqir#1', grave]])).toEqual([]);
    // One category, or another answer: nothing to report.
    expect(problems([['the-meccan-period#1', UMM_SALAMA], ['the-meccan-period#2', { ...FIRST_EMIGRATION, answerAr: 'الحبشه الاولى', answerEn: 'Abyssinia first', acceptedAnswersEn: [] }]])).toEqual([]);
    expect(problems([['women-of-the-household#1', UMM_SALAMA], ['the-meccan-period#1', { ...FIRST_EMIGRATION, answerAr: 'مكة', answerEn: 'Mecca', acceptedAnswersEn: [] }]])).toEqual([]);
  });

  it("reports two questions of different categories, one's answer in the other's text, whose texts share two rare key words", () => {
    expect(problems([['supplications-books#1', TAWHID_DICTATED_BY], ['imam-sadiq#1', TAWHID_SITTINGS]])).toEqual([
      "imam-sadiq#1: asks the same fact as supplications-books#1: the Arabic answer of one (\"الصادق\") in the other's text, and both ask about \"امام\", \"املي\", \"كتاب\", \"توحيد\", \"مفضل\" (ids supplications-books-01, imam-sadiq-01)",
    ]);
    expect(problems([['imam-husayn#1', HUSAYN_FROM_ME], ['sayings-of-the-prophet#1', WHICH_GRANDSON]])).toEqual([
      "sayings-of-the-prophet#1: asks the same fact as imam-husayn#1: the Arabic answer of one (\"الإمام الحسين\") in the other's text, and both ask about \"نبي\", \"مني\", \"وانا\" (ids imam-husayn-01, sayings-of-the-prophet-01)",
    ]);
    // The answer's key words in any order.
    expect(problems([['banu-hashim#1', TWO_JOURNEYS], ['holy-quran#1', SURAH_OF_JOURNEYS]])).toEqual([
      "holy-quran#1: asks the same fact as banu-hashim#1: the English answer of one (\"The winter and summer journeys\") in the other's text, and both ask about \"journey\", \"mention\" (ids banu-hashim-01, holy-quran-01)",
    ]);
  });

  it('reports two questions of different categories citing the same numbered source whose texts share a rare key word', () => {
    expect(problems([['companions-of-imam-ali#1', KUMAYL_WEALTH], ['nahj-al-balagha#1', KUMAYL_HEARTS]])).toEqual([
      'nahj-al-balagha#1: asks the same fact as companions-of-imam-ali#1: the same source (saying 147), and both ask about "امام", "علي", "كميل" (ids companions-of-imam-ali-01, nahj-al-balagha-01)',
    ]);
    expect(problems([['companions-of-imam-ali#1', KUMAYL_WEALTH], ['nahj-al-balagha#1', { ...KUMAYL_HEARTS, source: 'Nahj al-Balagha, saying 148' }]])).toEqual([]);
  });
});

// Questions of the shipped pack that an outside review found giving away another category's answer.
const LAYLAT_AL_MABIT: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'ما اسم الليلة التي نام فيها الإمام علي عليه السلام في فراش النبي صلى الله عليه وآله عند الهجرة؟',
  answerAr: 'ليلة المبيت',
  questionEn: "What is the name of the night on which Imam Ali slept in the Prophet's bed at the time of the Hijra?",
  answerEn: 'Laylat al-Mabit',
  acceptedAnswersEn: ['The Night of Staying'],
};
const MABIT_COMMEMORATED: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'في أي ليلة من ربيع الأول تُحيا عادةً ذكرى ليلة المبيت؟',
  answerAr: 'الليلة الأولى',
  questionEn: "On which night of Rabi' al-Awwal is Laylat al-Mabit commonly commemorated?",
  answerEn: 'The first night',
};
const BASMALA: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'ماذا تُسمّى عبارة «بسم الله الرحمن الرحيم» اختصارًا؟',
  answerAr: 'البسملة',
  questionEn: "What is the phrase 'Bismillah al-Rahman al-Rahim' called for short?",
  answerEn: 'The Basmala',
};
const NAMES_IN_BASMALA: RawQuestion = {
  difficulty: 'easy',
  questionAr: 'ما الاسمان اللذان يأتيان بعد لفظ الجلالة في البسملة؟',
  answerAr: 'الرحمن الرحيم',
  questionEn: "Which two names of God follow 'Allah' in the Basmala?",
  answerEn: 'al-Rahman and al-Rahim',
};

describe("no question gives away another category's distinctive answer", () => {
  it('reports a text holding, as whole words, the answer of a question of another category', () => {
    expect(problems([['imam-ali#1', LAYLAT_AL_MABIT], ['islamic-occasions#1', MABIT_COMMEMORATED]])).toEqual([
      'islamic-occasions#1: gives away the Arabic answer of imam-ali#1 ("ليلة المبيت"), in another category (ids imam-ali-01, islamic-occasions-01)',
    ]);
    // A one-word answer when the English text writes it as a name.
    expect(problems([['quran-arabic#1', BASMALA], ['names-of-allah#1', NAMES_IN_BASMALA]])).toEqual([
      'quran-arabic#1: gives away the Arabic answer of names-of-allah#1 ("الرحمن الرحيم"), in another category (ids names-of-allah-01, quran-arabic-01)',
      'names-of-allah#1: gives away the English answer of quran-arabic#1 ("The Basmala"), in another category (ids quran-arabic-01, names-of-allah-01)',
    ]);
  });

  it('leaves out answers that are not distinctive: numbers, common words, answers of many questions or found in many texts', () => {
    const city = (n: number): Placed => [`imam-ali#${n}`, { questionEn: `Which city is place ${n} of Imam Ali's travels?`, answerEn: 'Medina', answerAr: `الجواب ${n}` }];
    const mentions = (n: number): Placed => [`imam-hasan#${n}`, { questionEn: `Which word is number ${n} said in Medina?`, questionAr: `ما الكلمة رقم ${n} في المدينة؟` }];
    // Medina, the answer of one question, mentioned by four texts of another category.
    expect(problems([city(1), mentions(1), mentions(2), mentions(3), mentions(4)])).toEqual([]);
    // Only three texts: each gives it away.
    expect(problems([city(1), mentions(1), mentions(2), mentions(3)])).toEqual([
      'imam-hasan#1: gives away the English answer of imam-ali#1 ("Medina"), in another category (ids imam-ali-01, imam-hasan-01)',
      'imam-hasan#2: gives away the English answer of imam-ali#1 ("Medina"), in another category (ids imam-ali-01, imam-hasan-02)',
      'imam-hasan#3: gives away the English answer of imam-ali#1 ("Medina"), in another category (ids imam-ali-01, imam-hasan-03)',
    ]);
    // A phrase that is no name, and a name inside a longer one.
    expect(
      problems([
        ['imam-ali#1', { answerEn: 'Set her free', answerAr: 'أعتقها' }],
        ['imam-hasan#1', { questionEn: 'Did he set her free on day number 1?' }],
        ['imam-ali#2', { answerEn: 'Prophet Dawud', answerAr: 'النبي داود' }],
        ['imam-hasan#2', { questionEn: 'Which word did the governor Dawud ibn Ali say, number 2?' }],
      ]),
    ).toEqual([]);
    // A common word ("reading") and a number.
    expect(
      problems([
        ['imam-ali#1', { answerEn: 'reading' }],
        ['imam-hasan#1', { questionEn: 'Which reading of the verse is number 1?' }],
        ['imam-ali#2', { answerEn: 'Forty', answerAr: 'أربعون' }],
        ['imam-hasan#2', { questionEn: 'Which word is forty?', questionAr: 'ما الكلمة أربعون؟' }],
      ]),
    ).toEqual([]);
  });
});

describe('no answer shared by more than 6 questions', () => {
  it('reports an answer (normalised, without a title) of 7 questions of the pack, numbers aside', () => {
    const answering = (answerEn: string, answerAr: string) => (ref: string): Placed => [ref, { answerEn, answerAr }];
    const medina = answering('Medina', 'المدينة المنورة');
    const seven = ['imam-ali#1', 'imam-hasan#2', 'imam-husayn#3', 'imam-sajjad#11', 'imam-baqir#12', 'imam-sadiq#21', 'imam-kazim#22'];
    expect(problems(seven.map((ref, i) => (i === 6 ? [ref, { answerEn: 'the medina', answerAr: 'المدينةُ المنورة' }] : medina(ref))))).toEqual([
      'imam-ali#1: its Arabic answer "المدينة المنورة" is the answer of 7 questions (at most 6, so players cannot guess it): imam-ali#1, imam-hasan#2, imam-husayn#3, imam-sajjad#11, imam-baqir#12, imam-sadiq#21, imam-kazim#22',
    ]);
    expect(problems(seven.slice(1).map(medina))).toEqual([]);
    expect(problems(seven.map(answering('Four', 'أربعة')))).toEqual([]);
  });
});

describe('the allow-list of pairs the pack-wide rules may report', () => {
  const pair = (): Placed[] => [['imam-ali#1', LAYLAT_AL_MABIT], ['islamic-occasions#1', MABIT_COMMEMORATED]];
  it('lets a listed pair stay, with its reason', () => {
    expect(problems(pair(), { pairs: [{ questions: ['islamic-occasions-01', 'imam-ali-01'], reason: 'The occasion is named after the night.' }] })).toEqual([]);
  });

  it('reports an entry that matches nothing any more, one without a reason, and one listed twice', () => {
    expect(
      problems(pair(), {
        pairs: [
          { questions: ['imam-ali-01', 'islamic-occasions-01'], reason: 'The occasion is named after the night.' },
          { questions: ['imam-ali-02', 'islamic-occasions-02'], reason: 'Fixed since.' },
          { questions: ['imam-ali-03', 'islamic-occasions-03'] },
          { questions: ['imam-ali-01'], reason: 'One question.' },
          { questions: ['islamic-occasions-01', 'imam-ali-01'], reason: 'Again.' },
        ],
      }),
    ).toEqual([
      'cross-check-allow.json, pair 3: "reason" is missing: say why the two questions may stay as they are',
      'cross-check-allow.json, pair 4: "questions" must be the ids of two different questions, e.g. ["imam-ali-18", "islamic-occasions-26"]',
      'cross-check-allow.json, pair 5: lists the same questions as cross-check-allow.json, pair 1',
      'cross-check-allow.json, pair 2: imam-ali-02 and islamic-occasions-02 are no longer reported by the check: remove the pair',
    ]);
    expect(problems(pair(), { list: [] })).toEqual([
      'islamic-occasions#1: gives away the Arabic answer of imam-ali#1 ("ليلة المبيت"), in another category (ids imam-ali-01, islamic-occasions-01)',
      'cross-check-allow.json: must be an object with a "pairs" list',
    ]);
  });
});

/** Questions of the shipped pack, by id, as the outside review read them. */
const REVIEWED: Record<string, RawQuestion> = {
  'imam-hasan-19': {
    difficulty: 'easy',
    questionAr: 'أكمل قول النبي صلى الله عليه وآله: «من أحبّ الحسن والحسين فقد ...»',
    answerAr: 'أحبّني',
    questionEn: "Complete the Prophet's saying: \"Whoever loves Hasan and Husayn has ...\"",
    answerEn: 'loved me',
  },
  'sayings-of-the-prophet-06': {
    difficulty: 'easy',
    questionAr: 'عن أي اثنين قال النبي صلى الله عليه وآله: «من أحبّهما فقد أحبّني، ومن أبغضهما فقد أبغضني»؟',
    answerAr: 'الحسن والحسين',
    questionEn: "About which two did the Prophet say: 'Whoever loves them has loved me, and whoever hates them has hated me'?",
    answerEn: 'Hasan and Husayn',
    acceptedAnswersAr: ['الإمامان الحسن والحسين'],
    acceptedAnswersEn: ['Imam Hasan and Imam Husayn'],
  },
  'after-karbala-19': {
    difficulty: 'easy',
    questionAr: 'أي آية تلاها الإمام زين العابدين عليه السلام على شيخ من أهل الشام ليعرّفه بأهل البيت عليهم السلام: «قل لا أسألكم عليه أجرًا إلا ...»؟',
    answerAr: 'المودة في القربى',
    questionEn: 'Which words did Imam Zayn al-Abidin recite to an old man of al-Sham to show him who the Household were: "Say: I ask of you no reward for it except ..."?',
    answerEn: 'love of kin',
    acceptedAnswersAr: ['المودة', 'آية المودة'],
    acceptedAnswersEn: ['love for my near kin', 'affection for kin'],
    source: 'al-Luhuf (Ibn Tawus); Quran 42:23',
  },
  'holy-quran-18': {
    difficulty: 'easy',
    questionAr: 'في أي سورة تقع آية المودة «قل لا أسألكم عليه أجرًا إلا المودة في القربى»؟',
    answerAr: 'سورة الشورى',
    questionEn: 'In which surah is the Verse of Affection: "Say: I ask you no reward for it except love for my near kin"?',
    answerEn: 'Surat al-Shura',
    acceptedAnswersAr: ['الشورى'],
    acceptedAnswersEn: ['al-Shura', '42:23'],
    source: 'Quran 42:23',
  },
  'quran-stories-28': {
    difficulty: 'easy',
    questionAr: 'ماذا أرسل الله على قوم سبأ حين أعرضوا عن شكره؟',
    answerAr: 'سيل العرم',
    questionEn: "What did God send upon the people of Saba' when they turned away from thanking Him?",
    answerEn: 'The flood of the dam',
    acceptedAnswersEn: ['Sayl al-Arim', 'the flood of al-Arim'],
    source: 'Quran 34:15-16',
  },
  'islamic-geography-26': {
    difficulty: 'easy',
    questionAr: 'أيّ سدٍّ في اليمن يُعرف انهياره بـ«سيل العرم» المذكور في سورة سبأ؟',
    answerAr: 'سد مأرب',
    questionEn: "Which dam in Yemen collapsed in the 'flood of al-Arim' told in Surat Saba'?",
    answerEn: "The Ma'rib Dam",
    acceptedAnswersAr: ['مأرب'],
    acceptedAnswersEn: ['Marib'],
    source: 'Quran 34:16; well-known',
  },
  'companions-of-imam-ali-27': {
    difficulty: 'easy',
    questionAr: 'في خطبة يتوق فيها الإمام علي عليه السلام إلى إخوانه: «أين عمار؟ وأين ابن التيّهان؟ وأين ...؟»؛ فمن الثالث؟',
    answerAr: 'ذو الشهادتين',
    questionEn: 'In a sermon longing for his departed brothers, Imam Ali asks: "Where is Ammar? Where is Ibn al-Tayyihan? Where is ...?" Who is the third?',
    answerEn: 'Dhu al-Shahadatayn',
    acceptedAnswersAr: ['خزيمة بن ثابت', 'ذو الشهادتين خزيمة'],
    acceptedAnswersEn: ['Khuzayma ibn Thabit'],
  },
  'companions-28': {
    difficulty: 'easy',
    questionAr: 'أي صحابي جعل النبي صلى الله عليه وآله شهادته بشهادة رجلين ولُقّب «ذا الشهادتين»؟',
    answerAr: 'خزيمة بن ثابت',
    questionEn: "Which companion's testimony did the Prophet count as that of two men, earning him the title \"Dhu al-Shahadatayn\"?",
    answerEn: 'Khuzayma ibn Thabit',
    acceptedAnswersAr: ['خزيمة'],
    acceptedAnswersEn: ['Khuzayma'],
  },
  'banu-hashim-02': {
    difficulty: 'easy',
    questionAr: 'أي راهب عرف علامات النبوة في محمد صلى الله عليه وآله وهو صبي في رحلة مع عمه أبي طالب إلى الشام؟',
    answerAr: 'بحيرا',
    questionEn: 'Which monk recognised the signs of prophethood in the boy Muhammad on a journey to Syria with his uncle Abu Talib?',
    answerEn: 'Bahira',
    acceptedAnswersAr: ['بحيرى', 'بحيرا الراهب'],
    acceptedAnswersEn: ['the monk Bahira'],
  },
  'islamic-geography-25': {
    difficulty: 'easy',
    questionAr: 'قرب أيّ بلدة في الشام لقي الراهبُ بحيرا النبيَّ صلى الله عليه وآله في صباه؟',
    answerAr: 'بصرى',
    questionEn: 'Near which town of Syria did the monk Bahira meet the young Prophet?',
    answerEn: 'Busra',
    acceptedAnswersEn: ['Bosra', 'Bostra'],
  },
  'hajj-and-umrah-12': {
    difficulty: 'easy',
    questionAr: 'إلى أين يفيض الحجاج بعد غروب شمس يوم عرفة ليبيتوا فيه؟',
    answerAr: 'مزدلفة',
    questionEn: 'Where do pilgrims go after sunset on the Day of Arafa, to spend the night?',
    answerEn: 'Muzdalifa',
    acceptedAnswersAr: ['المشعر الحرام'],
    acceptedAnswersEn: ["al-Mash'ar al-Haram"],
    source: 'Quran 2:198; well-known',
  },
  'shrines-holy-places-31': {
    difficulty: 'easy',
    questionAr: 'ماذا يسمّي القرآن الكريم الموضع المقدس في المزدلفة الذي يُذكر الله عنده؟',
    answerAr: 'المشعر الحرام',
    questionEn: 'What does the Quran call the sacred site at Muzdalifa where pilgrims remember God?',
    answerEn: "al-Mash'ar al-Haram",
    source: 'Quran 2:198',
  },
  'imam-baqir-12': {
    difficulty: 'easy',
    questionAr: 'عن أي صاحب من أصحاب الإمام الباقر عليه السلام قال الإمام الصادق: «لولاه لظننت أن أحاديث أبي ستذهب»؟',
    answerAr: 'زرارة بن أعين',
    questionEn: "About which companion of Imam al-Baqir did Imam al-Sadiq say: “Were it not for him, I would have thought my father's hadiths would be lost”?",
    answerEn: "Zurara ibn A'yan",
    acceptedAnswersAr: ['زرارة'],
    acceptedAnswersEn: ['Zurara'],
  },
  'companions-of-the-imams-05': {
    difficulty: 'easy',
    questionAr: 'إلى أي أسرة عريقة في العلم ينتمي زرارة بن أعين وإخوته؟',
    answerAr: 'آل أعين',
    questionEn: 'To which learned family did Zurara and his brothers belong?',
    answerEn: "Al A'yan",
    acceptedAnswersAr: ['بنو أعين', 'آل أعين الشيباني'],
    acceptedAnswersEn: ["the A'yan family", "Banu A'yan"],
  },
  'companions-of-the-imams-10': {
    difficulty: 'easy',
    questionAr: 'ما صلة حمران بن أعين بزرارة بن أعين؟',
    answerAr: 'أخوه',
    questionEn: "How was Humran ibn A'yan related to Zurara ibn A'yan?",
    answerEn: 'His brother',
    acceptedAnswersAr: ['أخو زرارة'],
    acceptedAnswersEn: ['brother'],
  },
};

/** The reviewed questions in a pack of their categories, the n-th of a category at its n-th place. */
function reviewed(...ids: string[]): Placed[] {
  const seen = new Map<string, number>();
  return ids.map((id) => {
    const slug = id.replace(/-\d+$/, '');
    seen.set(slug, (seen.get(slug) ?? 0) + 1);
    return [`${slug}#${seen.get(slug)!}`, REVIEWED[id]!];
  });
}

describe('the pairs an outside review found in the shipped pack', () => {
  it('reports each, alone in a pack of its categories', () => {
    expect(problems(reviewed('imam-hasan-19', 'sayings-of-the-prophet-06'))).toEqual([
      'imam-hasan#1: gives away the Arabic answer of sayings-of-the-prophet#1 ("الحسن والحسين"), in another category (ids sayings-of-the-prophet-01, imam-hasan-01)',
    ]);
    expect(problems(reviewed('after-karbala-19', 'holy-quran-18'))).toEqual([
      'holy-quran#1: asks the same fact as after-karbala#1: the same source (quran 42:23), and both ask about "قل", "اسالكم", "اجرا" (ids after-karbala-01, holy-quran-01)',
    ]);
    expect(problems(reviewed('quran-stories-28', 'islamic-geography-26'))).toEqual([
      'islamic-geography#1: gives away the Arabic answer of quran-stories#1 ("سيل العرم"), in another category (ids quran-stories-01, islamic-geography-01)',
    ]);
    expect(problems(reviewed('companions-of-imam-ali-27', 'companions-28'))).toEqual([
      'companions#1: gives away the English answer of companions-of-imam-ali#1 ("Dhu al-Shahadatayn"), in another category (ids companions-of-imam-ali-01, companions-01)',
    ]);
    expect(problems(reviewed('banu-hashim-02', 'islamic-geography-25'))).toEqual([
      'islamic-geography#1: gives away the English answer of banu-hashim#1 ("Bahira"), in another category (ids banu-hashim-01, islamic-geography-01)',
    ]);
    expect(problems(reviewed('hajj-and-umrah-12', 'shrines-holy-places-31'))).toEqual([
      'shrines-holy-places#1: gives away the English answer of hajj-and-umrah#1 ("Muzdalifa"), in another category (ids hajj-and-umrah-01, shrines-holy-places-01)',
    ]);
    expect(problems(reviewed('imam-baqir-12', 'companions-of-the-imams-05', 'companions-of-the-imams-10'))).toEqual([
      'companions-of-the-imams#1: gives away the Arabic answer of imam-baqir#1 ("زرارة بن أعين"), in another category (ids imam-baqir-01, companions-of-the-imams-01)',
      "companions-of-the-imams#2: gives away the English answer of imam-baqir#1 (\"Zurara ibn A'yan\"), in another category (ids imam-baqir-01, companions-of-the-imams-02)",
    ]);
  });
});
