import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { MAX_PHONES_PER_TEAM, type BuzzerPhone, type BuzzWinner } from '@app/shared/contracts/buzzers';
import type { TeamIndex } from '@app/shared/game/state';
import type { DbOrTx } from '../../db/client';
import { buzzAttempts, buzzerPhones, buzzerRooms, buzzes, games } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { hashToken } from '../../core/session/index';
import { generateGameCode } from '../games/index';
import { publishEvent } from '../../core/events/index';

export const buzzErrors = {
  codeInvalid: () => new AppError('buzz_code_invalid', 'This join code is not valid.'),
  teamFull: () => new AppError('buzz_team_full', `This team already has ${MAX_PHONES_PER_TEAM} phones.`),
  removed: () => new AppError('buzz_phone_removed', 'This phone is no longer in the game.'),
  locked: () => new AppError('buzz_locked', 'The buzzers open when the host opens a question.'),
};

const publishChange = (db: DbOrTx, gameId: number) => publishEvent(db, { type: 'buzzers_changed', gameId });
const phoneOf = (row: { id: number; name: string; team: number }): BuzzerPhone => ({ id: row.id, name: row.name, team: row.team as TeamIndex });

/** Turns the game's buzzers on (its join code is kept while they stay on). */
export async function enableBuzzers(db: DbOrTx, gameId: number): Promise<string> {
  for (;;) {
    const existing = await readJoinCode(db, gameId);
    if (existing) return existing;
    const [row] = await db.insert(buzzerRooms).values({ gameId, joinCode: generateGameCode() }).onConflictDoNothing().returning();
    if (row) {
      await publishChange(db, gameId);
      return row.joinCode;
    }
  }
}

/** Turns them off: every phone of the game is logged out and the join code stops working. */
export async function disableBuzzers(db: DbOrTx, gameId: number): Promise<void> {
  const deleted = await db.delete(buzzerRooms).where(eq(buzzerRooms.gameId, gameId)).returning({ gameId: buzzerRooms.gameId });
  if (deleted.length > 0) await publishChange(db, gameId);
}

export async function readJoinCode(db: DbOrTx, gameId: number): Promise<string | null> {
  const [row] = await db.select({ joinCode: buzzerRooms.joinCode }).from(buzzerRooms).where(eq(buzzerRooms.gameId, gameId));
  return row?.joinCode ?? null;
}

/** A join code stops working once neither the game nor its buzzers changed for this long. */
export const JOIN_CODE_IDLE_HOURS = 6;

/** The room of a join code while the code works (its game was played in the last JOIN_CODE_IDLE_HOURS). */
const liveRoom = (joinCode: string) =>
  and(
    eq(buzzerRooms.joinCode, joinCode),
    sql`greatest(${games.updatedAt}, ${buzzerRooms.createdAt}) > now() - make_interval(hours => ${JOIN_CODE_IDLE_HOURS})`,
  );

export async function gameOfJoinCode(db: DbOrTx, joinCode: string): Promise<number> {
  const [row] = await db
    .select({ gameId: buzzerRooms.gameId })
    .from(buzzerRooms)
    .innerJoin(games, eq(games.id, buzzerRooms.gameId))
    .where(liveRoom(joinCode));
  if (!row) throw buzzErrors.codeInvalid();
  return row.gameId;
}

/** The phones in the game, in the order they joined. */
export async function listPhones(db: DbOrTx, gameId: number): Promise<BuzzerPhone[]> {
  const rows = await db
    .select()
    .from(buzzerPhones)
    .where(and(eq(buzzerPhones.gameId, gameId), isNull(buzzerPhones.removedAt)))
    .orderBy(asc(buzzerPhones.id));
  return rows.map(phoneOf);
}

/** Who buzzed first on the question, if anyone. */
export async function findWinner(db: DbOrTx, gameId: number, questionId: number | null): Promise<BuzzWinner | null> {
  if (questionId === null) return null;
  const [row] = await db
    .select({ phoneId: buzzes.phoneId, name: buzzerPhones.name, team: buzzerPhones.team })
    .from(buzzes)
    .innerJoin(buzzerPhones, eq(buzzerPhones.id, buzzes.phoneId))
    .where(and(eq(buzzes.gameId, gameId), eq(buzzes.questionId, questionId)));
  return row ? { questionId, phoneId: row.phoneId, name: row.name, team: row.team as TeamIndex } : null;
}

/** A phone joins with a name and a team; the room's row is locked so a team never passes its limit. */
export async function joinBuzzers(
  db: DbOrTx,
  input: { code: string; name: string; team: TeamIndex },
): Promise<{ token: string; gameId: number; phone: BuzzerPhone }> {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [room] = await tx
      .select({ gameId: buzzerRooms.gameId })
      .from(buzzerRooms)
      .innerJoin(games, eq(games.id, buzzerRooms.gameId))
      .where(liveRoom(input.code))
      .for('update', { of: buzzerRooms });
    if (!room) throw buzzErrors.codeInvalid();
    const [{ phones } = { phones: 0 }] = await tx
      .select({ phones: count() })
      .from(buzzerPhones)
      .where(and(eq(buzzerPhones.gameId, room.gameId), eq(buzzerPhones.team, input.team), isNull(buzzerPhones.removedAt)));
    if (phones >= MAX_PHONES_PER_TEAM) throw buzzErrors.teamFull();
    const [row] = await tx
      .insert(buzzerPhones)
      .values({ gameId: room.gameId, name: input.name, team: input.team, tokenHash: hashToken(token) })
      .returning();
    await publishChange(tx, room.gameId);
    return { token, gameId: room.gameId, phone: phoneOf(row!) };
  });
}

export type PhoneAccess = BuzzerPhone & { gameId: number };

/** The phone a token belongs to, while it is in the game. */
export async function findPhone(db: DbOrTx, token: string): Promise<PhoneAccess | null> {
  const [row] = await db
    .select()
    .from(buzzerPhones)
    .where(and(eq(buzzerPhones.tokenHash, hashToken(token)), isNull(buzzerPhones.removedAt)))
    .limit(1);
  return row ? { ...phoneOf(row), gameId: row.gameId } : null;
}

export async function removePhone(db: DbOrTx, gameId: number, phoneId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(buzzerPhones)
      .set({ removedAt: new Date() })
      .where(and(eq(buzzerPhones.id, phoneId), eq(buzzerPhones.gameId, gameId), isNull(buzzerPhones.removedAt)))
      .returning({ id: buzzerPhones.id });
    if (!row) return false;
    await publishChange(tx, gameId);
    return true;
  });
}

/**
 * A buzz on the open question. Buzzes of one game queue on the room's row, so the order they are
 * recorded in (buzz_attempts.id) is the order they reached the server; the primary key (game,
 * question) of `buzzes` then lets only the first insert win, on any number of server processes.
 * Once the question is won a buzz is answered too_late without writing anything, so no phone can
 * fill the tables by pressing on.
 */
export async function buzz(db: DbOrTx, phone: PhoneAccess, questionId: number): Promise<{ won: boolean; winner: BuzzWinner }> {
  return db.transaction(async (tx) => {
    const [room] = await tx.select({ gameId: buzzerRooms.gameId }).from(buzzerRooms).where(eq(buzzerRooms.gameId, phone.gameId)).for('update');
    if (!room) throw buzzErrors.removed();
    const winner = await findWinner(tx, phone.gameId, questionId);
    if (winner) return { won: false, winner };
    const [attempt] = await tx.insert(buzzAttempts).values({ gameId: phone.gameId, questionId, phoneId: phone.id }).returning({ id: buzzAttempts.id });
    const [won] = await tx
      .insert(buzzes)
      .values({ gameId: phone.gameId, questionId, phoneId: phone.id, attemptId: attempt!.id })
      .onConflictDoNothing()
      .returning();
    if (won) {
      await publishChange(tx, phone.gameId);
      return { won: true, winner: { questionId, phoneId: phone.id, name: phone.name, team: phone.team } };
    }
    return { won: false, winner: (await findWinner(tx, phone.gameId, questionId))! };
  });
}

/** The phones of each buzz on a question, in the order the buzzes reached the server. */
export async function arrivalOrder(db: DbOrTx, gameId: number, questionId: number): Promise<number[]> {
  const rows = await db
    .select({ phoneId: buzzAttempts.phoneId })
    .from(buzzAttempts)
    .where(and(eq(buzzAttempts.gameId, gameId), eq(buzzAttempts.questionId, questionId)))
    .orderBy(asc(buzzAttempts.id));
  return rows.map((row) => row.phoneId);
}
