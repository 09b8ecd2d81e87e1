import { z } from 'zod';
import { DIFFICULTIES, QUESTIONS_PER_DIFFICULTY, type Difficulty } from '../constants';
import { acceptedAnswersSchema, categoryFieldsSchema, difficultySchema, questionFields } from '../question-bank';
import { OWN_CATEGORY_LOOKS, type OwnCategoryLook } from './own-category-look';

/**
 * A user's own categories (issue 29, DECISIONS.md 33): written by a signed-in user, private to
 * them, played beside the bank's. Their questions have the bank's fields and limits (the schemas
 * below are the bank's, see question-bank.ts); a category is in Arabic, English or both, and its
 * questions carry the texts of its language(s).
 *
 * Own categories and questions take ids from OWN_CONTENT_FIRST_ID up, the bank's stay below it: a
 * game's state names either kind by its id alone, and nothing of the bank's can be mistaken for
 * a user's (or the reverse).
 */
export const OWN_CONTENT_FIRST_ID = 1_000_000_001;
export const isOwnContentId = (id: number): boolean => id >= OWN_CONTENT_FIRST_ID;

export const OWN_CATEGORY_LANGUAGES = ['ar', 'en', 'both'] as const;
export type OwnCategoryLanguage = (typeof OWN_CATEGORY_LANGUAGES)[number];

/** Defaults of the per-user limits (the server's settings OWN_CATEGORIES_MAX and OWN_QUESTIONS_MAX). */
export const OWN_CATEGORIES_MAX_DEFAULT = 50;
export const OWN_QUESTIONS_MAX_DEFAULT = 500;

export type DifficultyCounts = Record<Difficulty, number>;

/** How many more questions of each difficulty a category needs to fill a game (0 each: playable). */
export function missingForPlay(counts: DifficultyCounts): DifficultyCounts {
  return Object.fromEntries(DIFFICULTIES.map((d) => [d, Math.max(0, QUESTIONS_PER_DIFFICULTY - counts[d])])) as DifficultyCounts;
}

export const isPlayable = (counts: DifficultyCounts): boolean => DIFFICULTIES.every((d) => counts[d] >= QUESTIONS_PER_DIFFICULTY);

/** POST /api/my-categories and PATCH /api/my-categories/:id (every field, as the editor sends them). */
export const ownCategoryRequestSchema = z.object({
  name: categoryFieldsSchema.shape.nameEn,
  description: categoryFieldsSchema.shape.descriptionEn.optional().default(''),
  language: z.enum(OWN_CATEGORY_LANGUAGES, { error: 'language_invalid' }),
  /** A built-in icon or a bank picture (own-category-look.ts); none: its first letter. */
  icon: z.enum(OWN_CATEGORY_LOOKS, { error: 'icon_invalid' }).nullable().optional().default(null),
});
export type OwnCategoryRequest = z.input<typeof ownCategoryRequestSchema>;

const usesArabic = (language: OwnCategoryLanguage) => language !== 'en';
const usesEnglish = (language: OwnCategoryLanguage) => language !== 'ar';

/**
 * A question of a category in `language`: the bank's fields (no links: own questions have none),
 * where each text of the category's language(s) is required; a text of the other language is
 * dropped. Codes are the bank's (question_required, answer_too_long, ...).
 */
export function ownQuestionRequestSchema(language: OwnCategoryLanguage) {
  return z
    .object({
      difficulty: difficultySchema,
      questionAr: questionFields.shape.questionEn,
      answerAr: questionFields.shape.answerEn,
      questionEn: questionFields.shape.questionEn,
      answerEn: questionFields.shape.answerEn,
      acceptedAnswersAr: acceptedAnswersSchema.optional().default([]),
      acceptedAnswersEn: acceptedAnswersSchema.optional().default([]),
      source: questionFields.shape.source,
    })
    .superRefine((question, context) => {
      const required = [
        ...(usesArabic(language) ? ([['questionAr', 'question_required'], ['answerAr', 'answer_required']] as const) : []),
        ...(usesEnglish(language) ? ([['questionEn', 'question_required'], ['answerEn', 'answer_required']] as const) : []),
      ];
      for (const [field, message] of required) {
        if (!question[field]) context.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform((question) => ({
      difficulty: question.difficulty,
      questionAr: usesArabic(language) ? (question.questionAr ?? null) : null,
      answerAr: usesArabic(language) ? (question.answerAr ?? null) : null,
      acceptedAnswersAr: usesArabic(language) ? question.acceptedAnswersAr : [],
      questionEn: usesEnglish(language) ? (question.questionEn ?? null) : null,
      answerEn: usesEnglish(language) ? (question.answerEn ?? null) : null,
      acceptedAnswersEn: usesEnglish(language) ? question.acceptedAnswersEn : [],
      source: question.source ?? null,
    }));
}
export type OwnQuestionRequest = z.input<ReturnType<typeof ownQuestionRequestSchema>>;
export type OwnQuestionFields = z.output<ReturnType<typeof ownQuestionRequestSchema>>;

export type OwnQuestion = OwnQuestionFields & { id: number };

/** One of my categories as lists show it: its questions per difficulty and what it lacks to be played. */
export type OwnCategorySummary = {
  id: number;
  name: string;
  description: string;
  language: OwnCategoryLanguage;
  /** Its look (own-category-look.ts); null or absent: its first letter. */
  icon?: OwnCategoryLook | null;
  counts: DifficultyCounts;
  /** How many more of each difficulty it needs to fill a game (all 0: playable). */
  missing: DifficultyCounts;
  playable: boolean;
};

/** GET /api/my-categories: my categories, newest first, and how much of my allowance they use. */
export type OwnCategoriesResponse = {
  categories: OwnCategorySummary[];
  limits: { categories: number; questions: number };
  questionCount: number;
  /** Others' categories I opened by a live share link, newest first: mine to play while the link lives. */
  sharedWithMe: SharedCategorySummary[];
};

/** GET /api/my-categories/:id (and the answer of its changes). */
export type OwnCategoryResponse = {
  category: OwnCategorySummary;
  questions: OwnQuestion[];
  /** Its live share link, if any (the link itself is shown only when made: only its hash is kept). */
  share: { createdAt: string } | null;
};

/** Another user's category as a share link shows it: read only, with its author's first name. */
export type SharedCategorySummary = OwnCategorySummary & { author: string };

/** POST /api/my-categories/:id/share: a new link (any older one stops). */
export type ShareLinkResponse = { token: string; path: string; createdAt: string };

/** GET /api/shared/:token: the category behind a live link; `mine` when the caller is its author. */
export type SharedCategoryResponse = { category: SharedCategorySummary; mine: boolean };
