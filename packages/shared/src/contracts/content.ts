import type { Difficulty } from '../constants';

/** GET /api/categories: every active category, grouped, with the caller's remaining games. */
export type CategoryListItem = {
  id: number;
  slug: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  imageUrl: string | null;
  /** min over difficulties of floor(unused / 2) for the caller (a visitor counts as a new user). */
  remainingGames: number;
};

export type CategoryGroup = {
  /** 'ungrouped' for categories without a group. */
  slug: string;
  nameEn: string;
  nameAr: string;
  categories: CategoryListItem[];
};

export type CategoriesResponse = { groups: CategoryGroup[] };

/** A question's texts in both languages (English may be missing), as stored and shown. */
export type QuestionTexts = {
  questionAr: string;
  answerAr: string;
  questionEn: string | null;
  answerEn: string | null;
  /** Other answers the host also accepts, per language ([] when none). */
  acceptedAnswersAr: string[];
  acceptedAnswersEn: string[];
};

/** One question as the game's owner sees it. */
export type QuestionDetail = QuestionTexts & {
  id: number;
  categoryId: number;
  difficulty: Difficulty;
  points: number;
  videoUrl: string | null;
  imageUrl: string | null;
  /** Where the answer comes from ("al-Irshad, part 2, ..."), for the host settling a dispute; null when none was noted. */
  source: string | null;
  /**
   * A question of a user's own category in one language: its texts are in that language (given as
   * both), shown in it and in its direction whatever the interface language. Absent otherwise.
   */
  contentLanguage?: 'ar' | 'en';
};
