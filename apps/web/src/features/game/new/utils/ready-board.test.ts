import { describe, expect, it } from 'vitest';
import type { CategoryGroup, CategoryListItem } from '@app/shared/contracts/content';
import { readyBoard } from './ready-board';

const category = (id: number, slug: string, remainingGames = 3): CategoryListItem => ({
  id,
  slug,
  nameEn: slug,
  nameAr: slug,
  descriptionEn: '',
  descriptionAr: '',
  imageUrl: null,
  remainingGames,
});

const groups = (exhausted: string[] = []): CategoryGroup[] => {
  const c = (id: number, slug: string) => category(id, slug, exhausted.includes(slug) ? 0 : 3);
  return [
    { slug: 'household', nameEn: '', nameAr: '', categories: [c(1, 'prophet-muhammad'), c(2, 'imam-ali'), c(3, 'fatima-zahra'), c(4, 'imam-hasan')] },
    { slug: 'quran', nameEn: '', nameAr: '', categories: [c(10, 'holy-quran'), c(11, 'quran-surahs')] },
    { slug: 'wisdom', nameEn: '', nameAr: '', categories: [c(20, 'nahj-al-balagha'), c(21, 'sayings-of-the-imams'), c(22, 'ziyarat')] },
    { slug: 'places', nameEn: '', nameAr: '', categories: [c(30, 'mecca-and-the-kaaba'), c(31, 'medina')] },
  ];
};

const SLUGS = ['imam-ali', 'nahj-al-balagha', 'mecca-and-the-kaaba', 'fatima-zahra', 'sayings-of-the-imams', 'prophet-muhammad'];

describe('readyBoard', () => {
  it('takes the occasion’s 6 categories in order of fit', () => {
    expect(readyBoard(SLUGS, groups())).toEqual([2, 20, 30, 3, 21, 1]);
  });

  it('skips a category with no games left and fills from the groups of the fitting ones', () => {
    // Imam Ali and Nahj al-Balagha played out: the household's next playable, then the wisdom group's.
    expect(readyBoard(SLUGS, groups(['imam-ali', 'nahj-al-balagha']))).toEqual([30, 3, 21, 1, 4, 22]);
  });

  it('ends with any playable category, and gives fewer than 6 when fewer can be played', () => {
    const all = groups(['imam-ali', 'nahj-al-balagha', 'fatima-zahra', 'imam-hasan', 'ziyarat', 'medina']);
    expect(readyBoard(SLUGS, all)).toEqual([30, 21, 1, 10, 11]);
    expect(readyBoard(['unknown-slug'], all)).toEqual([1, 10, 11, 21, 30]);
  });
});
