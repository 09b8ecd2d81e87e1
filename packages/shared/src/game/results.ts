import type { GameState, TeamIndex } from './state';

export type Standing = { team: TeamIndex; name: string; score: number };

export type GameResults = {
  /** Highest score first; team 0 first on a tie. */
  standings: Standing[];
  winner: TeamIndex | null;
  draw: boolean;
};

export function isGameOver(state: GameState): boolean {
  if (state.categories.length === 0) return false;
  return state.categories.every((category) => category.questions.every((question) => question.answered));
}

export function gameResults(state: GameState): GameResults {
  const [first, second] = state.teams;
  const standings: Standing[] = [
    { team: 0, name: first.name, score: first.score },
    { team: 1, name: second.name, score: second.score },
  ];
  // Array.prototype.sort is stable, so equal scores keep team 0 ahead.
  standings.sort((a, b) => b.score - a.score);

  if (first.score === second.score) return { standings, winner: null, draw: true };
  return { standings, winner: first.score > second.score ? 0 : 1, draw: false };
}
