import { desc, eq } from 'drizzle-orm';
import type { GameBoardResponse, GamesListResponse } from '@app/shared/contracts/games';
import type { GameState } from '@app/shared/game/state';
import type { DbOrTx } from '../../db/client';
import { games } from '../../db/schema/index';
import { getCategoryInfos, getQuestionDetails } from '../content/index';
import { playedBeforeIn } from '../own-categories/index';
import type { BoardContent, BoardContentCache } from './board-content-cache';
import type { GameRecord, GameStore } from './game-store';
import { byCategoryId, categoriesInOrder, categoryIdsOf, questionIdsOf, stateOf, toGameSummary } from './summaries';
import { sequentially } from '../../db/sequential';

const summaryColumns = {
  id: games.id,
  code: games.code,
  name: games.name,
  createdAt: games.createdAt,
  team1Name: games.team1Name,
  team2Name: games.team2Name,
  state: games.state,
};

/** My games: the caller's games, newest first. */
export async function listGames(db: DbOrTx, userId: number): Promise<GamesListResponse> {
  const rows = await db
    .select(summaryColumns)
    .from(games)
    .where(eq(games.userId, userId))
    .orderBy(desc(games.createdAt), desc(games.id));
  const categoryIds = [...new Set(rows.flatMap((row) => categoryIdsOf(stateOf(row))))];
  const infos = byCategoryId(await getCategoryInfos(db, categoryIds));
  return { games: rows.map((row) => toGameSummary(row, infos)) };
}

/**
 * Everything the game screens need in one answer: state, categories and all questions (owner
 * only), and which own questions its player was shown in an earlier game. The state comes from `store` (current after every save); the game's content may come
 * from `contentCache`.
 */
export async function getGameBoard(
  db: DbOrTx,
  { store, userId, gameId, contentCache }: { store: GameStore; userId: number; gameId: number; contentCache?: BoardContentCache },
): Promise<GameBoardResponse> {
  const game = await store.read(gameId, userId);
  const content = await boardContentOf(db, game, contentCache);
  const playedBefore = await playedBeforeIn(db, game, questionIdsOf(game.state));
  return {
    game: {
      id: game.id,
      code: game.code,
      name: game.name,
      createdAt: game.createdAt.toISOString(),
      version: game.version,
      state: game.state,
      ...content,
      playedBefore,
    },
  };
}

/** A game's categories and questions (they never change for a game), from `contentCache` when given. */
export async function boardContentOf(db: DbOrTx, game: GameRecord, contentCache?: BoardContentCache): Promise<BoardContent> {
  const load = () => loadBoardContent(db, game.state);
  return contentCache ? contentCache.get(`${game.id}:${game.code}`, load) : load();
}

async function loadBoardContent(db: DbOrTx, state: GameState): Promise<BoardContent> {
  const [infos, details] = await sequentially([
    () => getCategoryInfos(db, categoryIdsOf(state)),
    () => getQuestionDetails(db, questionIdsOf(state)),
  ]);
  return {
    categories: categoriesInOrder(state, byCategoryId(infos)),
    questions: Object.fromEntries(details.map((detail) => [String(detail.id), detail])),
  };
}
