import { randomInt } from 'node:crypto';
import { and, eq, inArray, lt, max, sql } from 'drizzle-orm';
import type { Difficulty } from '@app/shared/constants';
import { isOwnContentId } from '@app/shared/contracts/own-categories';
import { drawOwnQuestions } from '@app/shared/own-draw';
import type { DbOrTx } from '../../db/client';
import { games, ownQuestionPlays } from '../../db/schema/index';

/**
 * The player's history with own questions (issue 29): every own question judged in one of their
 * games, written with the judgement and taken back by its undo or the game's reset, like the bank's
 * question outcomes. It orders the next draw and marks repeats "Played before".
 */

/** When the user was last shown each of `questionIds` in a game (ms since the epoch); absent: never. */
export async function lastPlayedAt(db: DbOrTx, userId: number, questionIds: number[]): Promise<Map<number, number>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select({ questionId: ownQuestionPlays.questionId, at: max(ownQuestionPlays.playedAt) })
    .from(ownQuestionPlays)
    .where(and(eq(ownQuestionPlays.userId, userId), inArray(ownQuestionPlays.questionId, questionIds)))
    .groupBy(ownQuestionPlays.questionId);
  return new Map(rows.map((row) => [row.questionId, new Date(row.at!).getTime()]));
}

/**
 * `count` questions of each difficulty from an own category's pool: those the user has never been
 * shown first, then the least recently shown (packages/shared/src/own-draw.ts).
 */
export async function drawOwnCategory(
  db: DbOrTx,
  userId: number,
  pool: Record<Difficulty, number[]>,
  count: number,
): Promise<Record<Difficulty, number[]>> {
  const history = await lastPlayedAt(db, userId, [...pool.easy, ...pool.normal, ...pool.hard]);
  const draw = (ids: number[]) => drawOwnQuestions(ids.map((id) => ({ id, lastPlayedAt: history.get(id) ?? null })), count, randomInt);
  return { easy: draw(pool.easy), normal: draw(pool.normal), hard: draw(pool.hard) };
}

/** The own questions of a game its player was shown in an earlier game of theirs ("Played before" on the host's screen). */
export async function playedBeforeIn(db: DbOrTx, game: { id: number; userId: number }, questionIds: number[]): Promise<number[]> {
  const own = questionIds.filter(isOwnContentId);
  if (own.length === 0) return [];
  const rows = await db
    .selectDistinct({ questionId: ownQuestionPlays.questionId })
    .from(ownQuestionPlays)
    .where(and(eq(ownQuestionPlays.userId, game.userId), inArray(ownQuestionPlays.questionId, own), lt(ownQuestionPlays.gameId, game.id)));
  return rows.map((row) => row.questionId).sort((a, b) => a - b);
}

/** An own question judged in a game: counted as shown to the game's player (once per game). */
export async function recordOwnPlay(tx: DbOrTx, gameId: number, questionId: number): Promise<void> {
  await tx.execute(sql`
    insert into own_question_plays (game_id, question_id, user_id)
    select ${games.id}, ${questionId}, ${games.userId} from ${games} where ${games.id} = ${gameId}
    on conflict do nothing`);
}

/** A judgement of an own question taken back (undo): no longer counted as shown in this game. */
export async function forgetOwnPlay(tx: DbOrTx, gameId: number, questionId: number): Promise<void> {
  await tx.delete(ownQuestionPlays).where(and(eq(ownQuestionPlays.gameId, gameId), eq(ownQuestionPlays.questionId, questionId)));
}

/** A game reset: none of its own questions counts as shown in it any more. */
export async function forgetOwnPlaysOf(tx: DbOrTx, gameId: number): Promise<void> {
  await tx.delete(ownQuestionPlays).where(eq(ownQuestionPlays.gameId, gameId));
}
