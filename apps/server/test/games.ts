import type { FastifyInstance } from 'fastify';
import type { CreateGameRequest, CreateGameResponse, GameBoardResponse } from '@app/shared/contracts/games';
import type { GameAction } from '@app/shared/game/actions';

export const gameRequest = (categoryIds: number[], overrides: Partial<CreateGameRequest> = {}): CreateGameRequest => ({
  name: 'Friday Quiz',
  categoryIds,
  teamNames: ['Lions', 'Eagles'],
  ...overrides,
});

export function postGame(app: FastifyInstance, cookie: string | undefined, payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/games', ...(cookie ? { headers: { cookie } } : {}), payload: payload as object });
}

/** Creates a game over HTTP and fails loudly when the server refuses. */
export async function createGameViaApi(
  app: FastifyInstance,
  cookie: string,
  categoryIds: number[],
  overrides: Partial<CreateGameRequest> = {},
): Promise<CreateGameResponse> {
  const response = await postGame(app, cookie, gameRequest(categoryIds, overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function postAction(
  app: FastifyInstance,
  cookie: string,
  gameId: number | string,
  action: GameAction | unknown,
  expectedVersion?: number,
) {
  return app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/actions`,
    headers: { cookie },
    payload: { action, expectedVersion } as object,
  });
}

export async function getBoard(app: FastifyInstance, cookie: string, gameId: number): Promise<GameBoardResponse['game']> {
  const response = await app.inject({ method: 'GET', url: `/api/games/${gameId}`, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`board failed: ${response.statusCode} ${response.body}`);
  return (response.json() as GameBoardResponse).game;
}
