/** Players' game requests in the scale test, and the state a sequence of actions must lead to. */
import type { CategoriesResponse } from '@app/shared/contracts/content';
import type { CreateGameResponse, GameActionResponse, GameBoardResponse } from '@app/shared/contracts/games';
import type { GameAction } from '@app/shared/game/actions';
import { applyAction } from '@app/shared/game/apply-action';
import type { GameState } from '@app/shared/game/state';
import type { ApiClient } from '../support/api';

export type ActionAnswer = { status: number; version?: number; state?: GameState; code?: string };

/** Ids of `count` categories the player can still play. */
export async function playableCategories(player: ApiClient, count: number): Promise<number[]> {
  const { groups } = await player.expect<CategoriesResponse>(200, 'GET', '/api/categories');
  const ids = groups.flatMap((group) => group.categories.filter((c) => c.remainingGames > 0).map((c) => c.id));
  if (ids.length < count) throw new Error(`only ${ids.length} playable categories, ${count} needed`);
  return ids.slice(0, count);
}

/** A new game (1 point) and its board as the server holds it. */
export async function newGame(player: ApiClient, categoryIds: number[]): Promise<{ id: number; version: number; state: GameState }> {
  const created = await player.expect<CreateGameResponse>(201, 'POST', '/api/games', {
    name: 'Scale night',
    categoryIds,
    teamNames: ['Falcons', 'Pearls'],
  });
  const { game } = await player.expect<GameBoardResponse>(200, 'GET', `/api/games/${created.game.id}`);
  return { id: game.id, version: game.version, state: game.state };
}

export async function act(player: ApiClient, gameId: number, action: GameAction): Promise<ActionAnswer> {
  const answer = await player.request<GameActionResponse & { error?: { code: string } }>('POST', `/api/games/${gameId}/actions`, { action });
  return { status: answer.status, version: answer.body?.version, state: answer.body?.state, code: answer.body?.error?.code };
}

/** A whole game as a host plays it: both lifelines, then every tile opened and judged (team 1, team 2, no one in turn). */
export function wholeGame(state: GameState): GameAction[] {
  const actions: GameAction[] = [
    { type: 'usePhone', team: 0 },
    { type: 'useDouble', team: 1 },
  ];
  const teams = ['team1', 'team2', 'none'] as const;
  state.categories
    .flatMap((category) => category.questions)
    .forEach((question, i) => {
      actions.push({ type: 'openQuestion', questionId: question.questionId });
      actions.push({ type: 'answer', questionId: question.questionId, team: teams[i % 3]! });
    });
  return actions;
}

/** The state these actions lead to from `state`, refused ones skipped (as the server skips them). */
export function replay(state: GameState, actions: GameAction[]): GameState {
  return actions.reduce((current, action) => {
    const result = applyAction(current, action);
    return result.ok ? result.state : current;
  }, state);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!) : 0;
}

/** Deep equality of JSON values whatever their keys' order (PostgreSQL's jsonb reorders keys). */
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(sortedKeys(a)) === JSON.stringify(sortedKeys(b));

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortedKeys(v)]));
  }
  return value;
}
