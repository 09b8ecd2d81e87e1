import { desc, eq } from 'drizzle-orm';
import type { GameBoardResponse, GamesListResponse } from '@app/shared/contracts/games';
import type { GameState } from '@app/shared/game/state';
import type { Database, DbOrTx } from '../../db/client';
import { games } from '../../db/schema/index';
import { getCategoryInfos, getQuestionDetails } from '../content/selection';
import type { BoardContent, BoardContentCache } from './board-content-cache';
import { gameNotFound } from './errors';
import { byCategoryId, categoriesInOrder, categoryIdsOf, questionIdsOf, stateOf, toGameSummary } from './summaries';

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

type BoardRow = { id: number; code: string; name: string; created_at: Date; version: number; state: unknown };

/** The hottest read of a game: planned once per connection (queryPrepared), integer parameters only. */
const BOARD_ROW_SQL = 'select id, code, name, created_at, version, state from games where id = $1 and user_id = $2';

/**
 * Everything the game screens need in one answer: state, categories and all questions (owner
 * only). The state is always read fresh; the game's content may come from `contentCache`.
 */
export async function getGameBoard(
  database: Database,
  { userId, gameId, contentCache }: { userId: number; gameId: number; contentCache?: BoardContentCache },
): Promise<GameBoardResponse> {
  const [row] = await database.queryPrepared<BoardRow>('game_board_row', BOARD_ROW_SQL, [gameId, userId]);
  if (!row) throw gameNotFound();
  const state = stateOf(row);
  const load = () => loadBoardContent(database.db, state);
  const content = contentCache ? await contentCache.get(`${row.id}:${row.code}`, load) : await load();
  return {
    game: {
      id: row.id,
      code: row.code,
      name: row.name,
      createdAt: new Date(row.created_at).toISOString(),
      version: row.version,
      state,
      ...content,
    },
  };
}

async function loadBoardContent(db: DbOrTx, state: GameState): Promise<BoardContent> {
  const [infos, details] = await Promise.all([
    getCategoryInfos(db, categoryIdsOf(state)),
    getQuestionDetails(db, questionIdsOf(state)),
  ]);
  return {
    categories: categoriesInOrder(state, byCategoryId(infos)),
    questions: Object.fromEntries(details.map((detail) => [String(detail.id), detail])),
  };
}
