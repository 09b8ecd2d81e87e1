import { and, desc, eq } from 'drizzle-orm';
import type { GameBoardResponse, GamesListResponse } from '@app/shared/contracts/games';
import type { DbOrTx } from '../../db/client';
import { games } from '../../db/schema/index';
import { getCategoryInfos, getQuestionDetails } from '../content/selection';
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

/** Everything the game screens need in one answer: state, categories and all questions (owner only). */
export async function getGameBoard(db: DbOrTx, userId: number, gameId: number): Promise<GameBoardResponse> {
  const [row] = await db
    .select({ ...summaryColumns, version: games.version })
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.userId, userId)))
    .limit(1);
  if (!row) throw gameNotFound();
  const state = stateOf(row);
  const [infos, details] = await Promise.all([
    getCategoryInfos(db, categoryIdsOf(state)),
    getQuestionDetails(db, questionIdsOf(state)),
  ]);
  return {
    game: {
      id: row.id,
      code: row.code,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      version: row.version,
      state,
      categories: categoriesInOrder(state, byCategoryId(infos)),
      questions: Object.fromEntries(details.map((detail) => [String(detail.id), detail])),
    },
  };
}
