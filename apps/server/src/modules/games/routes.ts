import type { FastifyInstance } from 'fastify';
import {
  createGameRequestSchema,
  gameActionRequestSchema,
  type CreateGameResponse,
  type GameActionResponse,
  type GameBoardResponse,
  type GamesListResponse,
} from '@app/shared/contracts/games';
import type { AppContext } from '../../context';
import { pathId } from '../../http/path-id';
import { requireUserId } from '../../core/session/index';
import { BoardContentCache } from './board-content-cache';
import { createGame } from './create-game';
import { gameNotFound } from './errors';
import type { GameStore } from './game-store';
import { getGameBoard, listGames } from './read-games';
import { publishEvent } from '../../core/events/index';

/** A game id from the path; anything that is not one is a game that does not exist. */
const gameIdParam = (params: unknown) => pathId(params, gameNotFound);

export function registerGameRoutes(app: FastifyInstance, { db }: AppContext, store: GameStore): void {
  const contentCache = new BoardContentCache();

  app.post('/api/games', async (request, reply): Promise<CreateGameResponse> => {
    const userId = requireUserId(request);
    const input = createGameRequestSchema.parse(request.body ?? {});
    const created = await createGame(db, userId, input);
    reply.status(201);
    return created;
  });

  app.get('/api/games', async (request, reply): Promise<GamesListResponse> => {
    const userId = requireUserId(request);
    reply.header('cache-control', 'no-store');
    return listGames(db, userId);
  });

  app.get('/api/games/:id', async (request, reply): Promise<GameBoardResponse> => {
    const userId = requireUserId(request);
    const gameId = gameIdParam(request.params);
    reply.header('cache-control', 'no-store');
    return getGameBoard(db, { store, userId, gameId, contentCache });
  });

  app.post('/api/games/:id/actions', async (request): Promise<GameActionResponse> => {
    const userId = requireUserId(request);
    const gameId = gameIdParam(request.params);
    const { action, expectedVersion } = gameActionRequestSchema.parse(request.body ?? {});
    const result = await store.act(gameId, userId, action, expectedVersion);
    // A paired TV shows the change; the host's answer does not wait for it.
    publishEvent(db, { type: 'game_changed', gameId, version: result.version }).catch((error: unknown) =>
      request.log.warn({ err: error }, 'game change could not be published'),
    );
    return result;
  });
}
