import { applyAction } from './apply-action';
import type { GameAction } from './actions';
import { createGameState } from './state';
import type { GameQuestion, GameSetup, GameState } from './state';

export const TEAM_NAMES: [string, string] = ['Lions', 'Eagles'];

/**
 * Category n (1-based) holds question ids n01..n06 in board order, so category 1 is
 * easy 101, 102, normal 103, 104, hard 105, 106.
 */
export function setupWith(categoryCount: number): GameSetup {
  return {
    teamNames: [...TEAM_NAMES],
    categories: Array.from({ length: categoryCount }, (_, index) => {
      const base = (index + 1) * 100;
      return {
        categoryId: index + 1,
        questionIds: { easy: [base + 1, base + 2], normal: [base + 3, base + 4], hard: [base + 5, base + 6] },
      };
    }),
  };
}

export function newGame(categoryCount = 1): GameState {
  return createGameState(setupWith(categoryCount));
}

/** A game with the Gulf aids (The Pit, Answer Twice, Rest) besides Phone a Friend and 2X. */
export function newGulfGame(categoryCount = 1): GameState {
  return createGameState({ ...setupWith(categoryCount), gameType: 'gulf' });
}

/** Applies actions in order and fails the test if any is refused. */
export function play(state: GameState, ...actions: GameAction[]): GameState {
  return actions.reduce((current, action) => {
    const result = applyAction(current, action);
    if (!result.ok) throw new Error(`${action.type} refused with ${result.code}`);
    return result.state;
  }, state);
}

/** Sets scores directly, for states that actions alone cannot reach cheaply (such as 150). */
export function withScores(state: GameState, first: number, second: number): GameState {
  const [team0, team1] = state.teams;
  return { ...state, teams: [{ ...team0, score: first }, { ...team1, score: second }] };
}

export function allQuestionIds(state: GameState): number[] {
  return state.categories.flatMap((category) => category.questions.map((question) => question.questionId));
}

export function questionById(state: GameState, questionId: number): GameQuestion {
  const question = state.categories.flatMap((category) => category.questions).find((q) => q.questionId === questionId);
  if (!question) throw new Error(`no question ${questionId}`);
  return question;
}

export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
