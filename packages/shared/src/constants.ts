/** Business constants from the specification (platform 9, game 9) and DECISIONS.md. */
export const SIGNUP_BONUS_POINTS = 2;
export const GAME_COST_POINTS = 1;
export const MAX_CATEGORIES_PER_GAME = 6;
export const QUESTIONS_PER_DIFFICULTY = 2;
export const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const POINTS_BY_DIFFICULTY: Record<Difficulty, number> = { easy: 200, normal: 400, hard: 600 };
export const MANUAL_SCORE_STEP = 200;
export const QUESTION_TIMER_SECONDS = 30;
export const PHONE_TIMER_SECONDS = 60;
export const PHONE_TIMER_STEP_SECONDS = 30;
export const DEFAULT_TEAM_NAMES = ['Team 1', 'Team 2'] as const;

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Direction = 'ltr' | 'rtl';
export const directionOf = (language: Language): Direction => (language === 'ar' ? 'rtl' : 'ltr');
export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';
/** The cookie keeping the language a browser chose: the server sends a built page in it when the address names none. */
export const LANGUAGE_COOKIE = 'lang';

/** Shortest password, new or at login (DECISIONS 24). */
export const PASSWORD_MIN = 8;
export const REMEMBER_ME_DAYS = 60;
export const RESET_TOKEN_MINUTES = 60;

export const FILS_PER_KWD = 1000;

/** The group of categories that have none (spec: category_group default 'ungrouped'). */
export const UNGROUPED_GROUP_SLUG = 'ungrouped';
/** Longest text the question bank accepts (import, operator console), in characters. */
export const CONTENT_LIMITS = {
  slug: 60,
  name: 60,
  description: 300,
  question: 300,
  answer: 100,
  source: 300,
  url: 500,
  /** Each accepted answer (another spelling, a shorter form) of a question. */
  acceptedAnswer: 45,
} as const;
/** At most this many accepted answers per language and question. */
export const MAX_ACCEPTED_ANSWERS = 6;

/** The standard game and the Gulf game (DECISIONS.md 27); `game/state.ts` has their rules. */
export const GAME_TYPES = ['standard', 'gulf'] as const;

/**
 * Where the server puts a signed-in page's markup and its data (the JSON the app starts from) in the
 * page's built template (dist/prerendered/shell/<lang>/rendered/<page>.html).
 */
export const RENDERED_PAGE_SLOTS = { markup: '<!--app-html-->', data: '<!--page-data-->' } as const;
