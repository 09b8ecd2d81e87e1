import type { GameCategoryInfo, GameSummary } from '@app/shared/contracts/games';
import { isGameOver } from '@app/shared/game/results';
import type { GameState } from '@app/shared/game/state';
import type { games } from '../../db/schema/index';

export type GameRow = Pick<typeof games.$inferSelect, 'id' | 'code' | 'name' | 'createdAt' | 'team1Name' | 'team2Name' | 'state'>;

/** The server is the only writer of games.state and writes only states applyAction produced. */
export const stateOf = (row: Pick<GameRow, 'state'>): GameState => row.state;

export const categoryIdsOf = (state: GameState): number[] => state.categories.map((category) => category.categoryId);

export const questionIdsOf = (state: GameState): number[] =>
  state.categories.flatMap((category) => category.questions.map((question) => question.questionId));

/** The game's categories in board order; a category an operator deleted is left out. */
export function categoriesInOrder(state: GameState, infos: Map<number, GameCategoryInfo>): GameCategoryInfo[] {
  return categoryIdsOf(state).flatMap((id) => {
    const info = infos.get(id);
    return info ? [info] : [];
  });
}

export function toGameSummary(row: GameRow, infos: Map<number, GameCategoryInfo>): GameSummary {
  const state = stateOf(row);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    teamNames: [row.team1Name, row.team2Name],
    scores: [state.teams[0].score, state.teams[1].score],
    categories: categoriesInOrder(state, infos),
    finished: isGameOver(state),
  };
}

export const byCategoryId = (infos: GameCategoryInfo[]) => new Map(infos.map((info) => [info.categoryId, info]));
