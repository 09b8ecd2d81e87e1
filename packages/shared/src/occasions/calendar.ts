/**
 * The Hijri occasions the households and centres gather for. Where traditions differ on a date,
 * the commonly commemorated one is used (DECISIONS.md 32); apps/server/content/README.md lists
 * those choices. The categories that fit each occasion live with the question pack
 * (apps/server/content/occasions.json).
 */

/** `gathering`: a centre's own night (a lecture, a majlis) that an operator adds in the console. */
export const OCCASION_KINDS = ['birth', 'martyrdom', 'feast', 'season', 'gathering'] as const;
export type OccasionKind = (typeof OCCASION_KINDS)[number];

/** A day of the Hijri year: month 1-12, day 1-30. */
export type HijriDay = { month: number; day: number };

export type Occasion = {
  id: string;
  kind: OccasionKind;
  /** The day, or the first day of a season. */
  start: HijriDay;
  /** The last day of a season (may fall in the next year: 25 Dhu al-Hijja to 5 Muharram). */
  end?: HijriDay;
  nameEn: string;
  nameAr: string;
};

const day = (month: number, d: number): HijriDay => ({ month, day: d });

export const OCCASIONS: readonly Occasion[] = [
  { id: 'muharram-nights', kind: 'season', start: day(1, 1), end: day(1, 10), nameEn: 'the nights of Muharram', nameAr: 'ليالي محرم' },
  { id: 'ashura', kind: 'martyrdom', start: day(1, 10), nameEn: 'Ashura, the martyrdom of Imam Husayn', nameAr: 'عاشوراء، استشهاد الإمام الحسين (ع)' },
  { id: 'martyrdom-imam-sajjad', kind: 'martyrdom', start: day(1, 25), nameEn: 'the martyrdom of Imam al-Sajjad', nameAr: 'استشهاد الإمام السجاد (ع)' },
  { id: 'arbaeen', kind: 'season', start: day(2, 20), nameEn: 'Arbaeen', nameAr: 'الأربعين' },
  { id: 'demise-of-the-prophet', kind: 'martyrdom', start: day(2, 28), nameEn: 'the passing of the Prophet and the martyrdom of Imam Hasan', nameAr: 'وفاة النبي (ص) واستشهاد الإمام الحسن (ع)' },
  { id: 'martyrdom-imam-rida', kind: 'martyrdom', start: day(2, 29), nameEn: 'the martyrdom of Imam al-Rida', nameAr: 'استشهاد الإمام الرضا (ع)' },
  { id: 'martyrdom-imam-askari', kind: 'martyrdom', start: day(3, 8), nameEn: 'the martyrdom of Imam al-Askari', nameAr: 'استشهاد الإمام العسكري (ع)' },
  { id: 'mawlid', kind: 'birth', start: day(3, 17), nameEn: 'the birth of the Prophet and of Imam al-Sadiq', nameAr: 'مولد النبي (ص) والإمام الصادق (ع)' },
  { id: 'birth-imam-askari', kind: 'birth', start: day(4, 8), nameEn: 'the birth of Imam al-Askari', nameAr: 'مولد الإمام العسكري (ع)' },
  { id: 'birth-lady-zaynab', kind: 'birth', start: day(5, 5), nameEn: 'the birth of Lady Zaynab', nameAr: 'مولد السيدة زينب (ع)' },
  { id: 'martyrdom-lady-fatima', kind: 'martyrdom', start: day(6, 3), nameEn: 'the martyrdom of Lady Fatima', nameAr: 'استشهاد السيدة فاطمة الزهراء (ع)' },
  { id: 'birth-lady-fatima', kind: 'birth', start: day(6, 20), nameEn: 'the birth of Lady Fatima', nameAr: 'مولد السيدة فاطمة الزهراء (ع)' },
  { id: 'birth-imam-baqir', kind: 'birth', start: day(7, 1), nameEn: 'the birth of Imam al-Baqir', nameAr: 'مولد الإمام الباقر (ع)' },
  { id: 'martyrdom-imam-hadi', kind: 'martyrdom', start: day(7, 3), nameEn: 'the martyrdom of Imam al-Hadi', nameAr: 'استشهاد الإمام الهادي (ع)' },
  { id: 'birth-imam-jawad', kind: 'birth', start: day(7, 10), nameEn: 'the birth of Imam al-Jawad', nameAr: 'مولد الإمام الجواد (ع)' },
  { id: 'birth-imam-ali', kind: 'birth', start: day(7, 13), nameEn: 'the birth of Imam Ali', nameAr: 'مولد الإمام علي (ع)' },
  { id: 'martyrdom-imam-kazim', kind: 'martyrdom', start: day(7, 25), nameEn: 'the martyrdom of Imam al-Kazim', nameAr: 'استشهاد الإمام الكاظم (ع)' },
  { id: 'mabath', kind: 'feast', start: day(7, 27), nameEn: "the Mab'ath", nameAr: 'المبعث النبوي الشريف' },
  { id: 'birth-imam-husayn', kind: 'birth', start: day(8, 3), nameEn: 'the birth of Imam Husayn', nameAr: 'مولد الإمام الحسين (ع)' },
  { id: 'birth-al-abbas', kind: 'birth', start: day(8, 4), nameEn: 'the birth of al-Abbas', nameAr: 'مولد أبي الفضل العباس (ع)' },
  { id: 'birth-imam-sajjad', kind: 'birth', start: day(8, 5), nameEn: 'the birth of Imam al-Sajjad', nameAr: 'مولد الإمام السجاد (ع)' },
  { id: 'birth-imam-mahdi', kind: 'birth', start: day(8, 15), nameEn: "15 Sha'ban, the birth of Imam al-Mahdi", nameAr: 'النصف من شعبان، مولد الإمام المهدي (عج)' },
  { id: 'birth-imam-hasan', kind: 'birth', start: day(9, 15), nameEn: 'the birth of Imam Hasan', nameAr: 'مولد الإمام الحسن (ع)' },
  { id: 'nights-of-qadr', kind: 'season', start: day(9, 19), end: day(9, 23), nameEn: 'the nights of Qadr (19, 21, 23 Ramadan)', nameAr: 'ليالي القدر (19 و21 و23 رمضان)' },
  { id: 'martyrdom-imam-ali', kind: 'martyrdom', start: day(9, 21), nameEn: 'the martyrdom of Imam Ali', nameAr: 'استشهاد الإمام علي (ع)' },
  { id: 'eid-al-fitr', kind: 'feast', start: day(10, 1), nameEn: 'Eid al-Fitr', nameAr: 'عيد الفطر' },
  { id: 'martyrdom-imam-sadiq', kind: 'martyrdom', start: day(10, 25), nameEn: 'the martyrdom of Imam al-Sadiq', nameAr: 'استشهاد الإمام الصادق (ع)' },
  { id: 'birth-imam-rida', kind: 'birth', start: day(11, 11), nameEn: 'the birth of Imam al-Rida', nameAr: 'مولد الإمام الرضا (ع)' },
  { id: 'martyrdom-imam-jawad', kind: 'martyrdom', start: day(11, 29), nameEn: 'the martyrdom of Imam al-Jawad', nameAr: 'استشهاد الإمام الجواد (ع)' },
  { id: 'martyrdom-imam-baqir', kind: 'martyrdom', start: day(12, 7), nameEn: 'the martyrdom of Imam al-Baqir', nameAr: 'استشهاد الإمام الباقر (ع)' },
  { id: 'days-of-hajj', kind: 'season', start: day(12, 8), end: day(12, 13), nameEn: 'the days of Hajj', nameAr: 'أيام الحج' },
  { id: 'eid-al-adha', kind: 'feast', start: day(12, 10), nameEn: 'Eid al-Adha', nameAr: 'عيد الأضحى' },
  { id: 'ghadir', kind: 'feast', start: day(12, 18), nameEn: 'Eid al-Ghadir', nameAr: 'عيد الغدير' },
  { id: 'mubahala', kind: 'feast', start: day(12, 24), nameEn: 'the day of Mubahala', nameAr: 'يوم المباهلة' },
];
