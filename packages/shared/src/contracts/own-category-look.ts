/**
 * The look of a user's own category (issue 29): one of a few built-in icons or one of the bank's
 * category pictures, named from this closed list (the server refuses any other name). The bank's
 * pictures are the files of apps/web/public/categories, the built-in icons those of
 * apps/web/public/own-icons; a category without a look shows its first letter.
 */
export const OWN_CATEGORY_ICONS = ['book', 'star', 'lightbulb', 'globe', 'heart', 'crescent'] as const;

/** The bank's category pictures an own category may wear (their file names without .svg). */
export const BANK_CATEGORY_ART = [
  'after-karbala',
  'al-abbas',
  'angels-and-the-unseen',
  'animals-in-quran',
  'banu-hashim',
  'battles-of-the-prophet',
  'companions-of-imam-ali',
  'companions-of-the-imams',
  'companions-of-the-prophet',
  'companions',
  'day-of-ashura',
  'famous-mosques',
  'fatima-zahra',
  'hajj-and-umrah',
  'holy-cities-of-iraq',
  'holy-quran',
  'imam-ali',
  'imam-askari',
  'imam-baqir',
  'imam-hadi',
  'imam-hasan',
  'imam-husayn',
  'imam-jawad',
  'imam-kazim',
  'imam-mahdi',
  'imam-rida',
  'imam-sadiq',
  'imam-sajjad',
  'islamic-civilisation',
  'islamic-ethics',
  'islamic-geography',
  'islamic-months',
  'islamic-occasions',
  'lady-zaynab',
  'martyrs-of-karbala',
  'maryam-and-isa',
  'mecca-and-the-kaaba',
  'medina',
  'muslim-scientists',
  'nahj-al-balagha',
  'names-of-allah',
  'poets-of-the-household',
  'prayer',
  'prophet-ibrahim',
  'prophet-muhammad',
  'prophet-musa',
  'prophets-in-quran',
  'quran-arabic',
  'quran-stories',
  'quran-surahs',
  'ramadan-and-fasting',
  'road-to-karbala',
  'sahifa-sajjadiyya',
  'sayings-of-the-imams',
  'sayings-of-the-prophet',
  'scholars-and-books',
  'shrines-holy-places',
  'supplications-books',
  'the-meccan-period',
  'the-medinan-period',
  'twelve-imams',
  'women-of-the-household',
  'ziyarat',
] as const;

export const OWN_CATEGORY_LOOKS = [...OWN_CATEGORY_ICONS, ...BANK_CATEGORY_ART] as const;
export type OwnCategoryLook = (typeof OWN_CATEGORY_LOOKS)[number];

const builtIn = new Set<string>(OWN_CATEGORY_ICONS);
const known = new Set<string>(OWN_CATEGORY_LOOKS);

export const isOwnCategoryLook = (name: string): name is OwnCategoryLook => known.has(name);

/** The picture's address on this site, or null for no look (or a name no longer on the list). */
export function ownCategoryImageUrl(look: string | null): string | null {
  if (look === null || !known.has(look)) return null;
  return builtIn.has(look) ? `/own-icons/${look}.svg` : `/categories/${look}.svg`;
}
