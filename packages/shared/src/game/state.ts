import { z } from 'zod';
import { rowIdSchema } from '../contracts/row-id';
import {
  DIFFICULTIES,
  GAME_TYPES,
  MAX_CATEGORIES_PER_GAME,
  POINTS_BY_DIFFICULTY,
  QUESTIONS_PER_DIFFICULTY,
} from '../constants';
import type { Difficulty } from '../constants';

/** Tiles of a category, top to bottom: easy, easy, normal, normal, hard, hard. */
export const QUESTION_DIFFICULTY_ORDER: readonly Difficulty[] = DIFFICULTIES.flatMap((difficulty) =>
  Array.from({ length: QUESTIONS_PER_DIFFICULTY }, () => difficulty),
);

export const teamIndexSchema = z.literal([0, 1]);
export type TeamIndex = z.infer<typeof teamIndexSchema>;

/** Who answered a tile: a team that answered correctly, or 'none' (No One). */
export const answeringTeamSchema = z.enum(['team1', 'team2', 'none']);
export type AnsweringTeam = z.infer<typeof answeringTeamSchema>;

const questionIdSchema = rowIdSchema();
const scoreSchema = z.number().int().nonnegative();

/** The standard game has Phone a Friend and 2X; the Gulf game adds the aids below (DECISIONS.md 27). */
export const gameTypeSchema = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof gameTypeSchema>;

/** The Gulf game's aids, once per team per game: The Pit, Answer Twice, Rest. */
export const GULF_AIDS = ['pit', 'answerTwice', 'rest'] as const;
export const gulfAidSchema = z.enum(GULF_AIDS);
export type GulfAid = z.infer<typeof gulfAidSchema>;

/** unused, then armed (taken for the coming answer), then used once that answer is judged. */
const aidStatusSchema = z.enum(['unused', 'armed', 'used']);
export type AidStatus = z.infer<typeof aidStatusSchema>;
const teamAidsSchema = z.object({ pit: aidStatusSchema, answerTwice: aidStatusSchema, rest: aidStatusSchema });
export type TeamAids = z.infer<typeof teamAidsSchema>;

const teamSchema = z
  .object({
    name: z.string(),
    score: scoreSchema,
    usedPhone: z.boolean(),
    usedDouble: z.boolean(),
    doublePending: z.boolean(),
    aids: teamAidsSchema,
  })
  .refine((team) => team.usedDouble || !team.doublePending, {
    error: 'a pending 2x requires the 2x to be used',
    path: ['doublePending'],
  });
export type Team = z.infer<typeof teamSchema>;

const gameQuestionSchema = z
  .object({
    questionId: questionIdSchema,
    difficulty: z.enum(DIFFICULTIES),
    points: z.number().int().positive(),
    answered: z.boolean(),
    answeredBy: answeringTeamSchema.nullable(),
    awarded: scoreSchema,
  })
  .refine((question) => question.points === POINTS_BY_DIFFICULTY[question.difficulty], {
    error: 'points must match the difficulty',
    path: ['points'],
  })
  .refine((question) => question.answered === (question.answeredBy !== null), {
    error: 'answeredBy is set exactly when the question is answered',
    path: ['answeredBy'],
  })
  .refine((question) => question.awarded === 0 || question.answeredBy === 'team1' || question.answeredBy === 'team2', {
    error: 'only a team that answered can be awarded points',
    path: ['awarded'],
  });
export type GameQuestion = z.infer<typeof gameQuestionSchema>;

const gameCategorySchema = z.object({
  categoryId: rowIdSchema(),
  questions: z
    .array(gameQuestionSchema)
    .length(QUESTION_DIFFICULTY_ORDER.length)
    .refine(
      (questions) => questions.every((question, index) => question.difficulty === QUESTION_DIFFICULTY_ORDER[index]),
      { error: `questions must be ordered ${QUESTION_DIFFICULTY_ORDER.join(', ')}` },
    ),
});
export type GameCategory = z.infer<typeof gameCategorySchema>;

const lastAnswerSchema = z.object({
  questionId: questionIdSchema,
  team: answeringTeamSchema,
  awarded: scoreSchema,
});
export type LastAnswer = z.infer<typeof lastAnswerSchema>;

/** What a team had armed when a question was judged: the answer used them up. */
const armedSchema = z.object({ double: z.boolean(), pit: z.boolean(), answerTwice: z.boolean(), rest: z.boolean() });
export type ArmedAids = z.infer<typeof armedSchema>;

/** One judgement, with what it changed beyond the tile, so that undo can take exactly that back. */
const judgementSchema = lastAnswerSchema.extend({
  /** Points The Pit took from the other team (after the floor of 0). */
  pitPenalty: scoreSchema,
  turnBefore: teamIndexSchema,
  armedBefore: z.tuple([armedSchema, armedSchema]),
});
export type Judgement = z.infer<typeof judgementSchema>;

export const gameStateSchema = z
  .object({
    teams: z.tuple([teamSchema, teamSchema]),
    currentTeam: teamIndexSchema,
    categories: z.array(gameCategorySchema).min(1).max(MAX_CATEGORIES_PER_GAME),
    activeQuestionId: questionIdSchema.nullable(),
    /** The open question whose answer the host has shown: only then may a TV show it (DECISIONS.md 25). */
    revealedQuestionId: questionIdSchema.nullable(),
    lastAnswer: lastAnswerSchema.nullable(),
    gameType: gameTypeSchema,
    /** Judgements in the order they were made, oldest first: the undo steps back to the game's start. */
    history: z.array(judgementSchema),
  })
  .refine(
    (state) => {
      const questionIds = state.categories.flatMap((category) => category.questions.map((q) => q.questionId));
      return new Set(questionIds).size === questionIds.length;
    },
    { error: 'question ids must be unique within a game', path: ['categories'] },
  );
export type GameState = z.infer<typeof gameStateSchema>;

export type GameSetup = {
  teamNames: [string, string];
  /** Defaults to the standard game. */
  gameType?: GameType;
  categories: { categoryId: number; questionIds: Record<Difficulty, number[]> }[];
};

/** Throws a RangeError when the setup does not describe a playable board. */
export function createGameState(setup: GameSetup): GameState {
  assertPlayableSetup(setup);
  return {
    teams: [newTeam(setup.teamNames[0]), newTeam(setup.teamNames[1])],
    currentTeam: 0,
    categories: setup.categories.map((category) => ({
      categoryId: category.categoryId,
      questions: DIFFICULTIES.flatMap((difficulty) =>
        category.questionIds[difficulty].map((questionId) => newQuestion(questionId, difficulty)),
      ),
    })),
    activeQuestionId: null,
    revealedQuestionId: null,
    lastAnswer: null,
    gameType: setup.gameType ?? 'standard',
    history: [],
  };
}

/**
 * A stored state in the current shape. Games saved before the Gulf aids and undo existed have no
 * game type (standard), no aids (all unused) and no judgements to undo; before the TV screen, no
 * answer was revealed.
 */
export function upgradeGameState(stored: GameState): GameState {
  const legacy = stored as Partial<GameState> & Pick<GameState, 'teams'>;
  const current = legacy.revealedQuestionId !== undefined && legacy.gameType && legacy.history;
  if (current && legacy.teams.every((team) => (team as Partial<Team>).aids)) return stored;
  return {
    ...stored,
    revealedQuestionId: legacy.revealedQuestionId ?? null,
    teams: [withAids(legacy.teams[0]), withAids(legacy.teams[1])],
    gameType: legacy.gameType ?? 'standard',
    history: legacy.history ?? [],
  };
}

function withAids(team: Team): Team {
  return (team as Partial<Team>).aids ? team : { ...team, aids: newAids() };
}

function assertPlayableSetup(setup: GameSetup): void {
  const categoryCount = setup.categories.length;
  if (categoryCount < 1 || categoryCount > MAX_CATEGORIES_PER_GAME) {
    throw new RangeError(`a game needs 1 to ${MAX_CATEGORIES_PER_GAME} categories, got ${categoryCount}`);
  }
  for (const category of setup.categories) {
    for (const difficulty of DIFFICULTIES) {
      const count = category.questionIds[difficulty].length;
      if (count !== QUESTIONS_PER_DIFFICULTY) {
        throw new RangeError(
          `category ${category.categoryId} needs ${QUESTIONS_PER_DIFFICULTY} ${difficulty} questions, got ${count}`,
        );
      }
    }
  }
}

export function newTeam(name: string): Team {
  return { name, score: 0, usedPhone: false, usedDouble: false, doublePending: false, aids: newAids() };
}

export function newAids(): TeamAids {
  return { pit: 'unused', answerTwice: 'unused', rest: 'unused' };
}

export function newQuestion(questionId: number, difficulty: Difficulty): GameQuestion {
  return {
    questionId,
    difficulty,
    points: POINTS_BY_DIFFICULTY[difficulty],
    answered: false,
    answeredBy: null,
    awarded: 0,
  };
}
