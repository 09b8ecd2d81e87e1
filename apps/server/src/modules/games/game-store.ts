import { and, eq, sql } from 'drizzle-orm';
import type { GameActionResponse } from '@app/shared/contracts/games';
import type { GameAction } from '@app/shared/game/actions';
import { applyAction } from '@app/shared/game/apply-action';
import { upgradeGameState, type GameState } from '@app/shared/game/state';
import type { Database, DbOrTx } from '../../db/client';
import { games } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { actionRefused, gameChanged, gameNotFound } from './errors';
import { outcomeChangeOf, writeOutcomeChange, type OutcomeChange } from './question-outcomes';

/** A game as the board and the actions need it. */
export type GameRecord = {
  id: number;
  userId: number;
  code: string;
  name: string;
  createdAt: Date;
  version: number;
  state: GameState;
};

type GameRow = { id: number; user_id: number; code: string; name: string; created_at: Date | string; version: number; state: GameState };

/** The hottest read of a game: planned once per connection (queryPrepared), integer parameters only. */
const GAME_ROW_SQL = 'select id, user_id, code, name, created_at, version, state from games where id = $1';
const MAX_CACHED_GAMES = 10_000;

function apply(state: GameState, action: GameAction): GameState {
  const result = applyAction(state, action);
  if (!result.ok) throw actionRefused(result.code);
  return result.state;
}

function assertVersion(version: number, expectedVersion: number | undefined): void {
  if (expectedVersion !== undefined && version !== expectedVersion) throw gameChanged();
}

const gameBusy = () => new AppError('game_busy', 'The game is being changed elsewhere. Please try again.');

/**
 * The server owns game state (DECISIONS.md 5). Every action on a game runs after the previous one
 * on that game has finished (a queue per game in this process) and applies the shared rule to the
 * current state, so a lifeline or a tile is never used twice and no score change is lost. A
 * refusal writes nothing.
 *
 * - When this process owns the database (PGlite), the current state of games in play is kept in
 *   memory and written through: an action is one `update ... where version = <version read>`
 *   and a board load reads no row.
 * - Otherwise (PostgreSQL, which other server processes may share), the action locks the row in
 *   a transaction (`select ... for update`), so actions from every process run one after another.
 */
export class GameStore {
  private readonly cached = new Map<number, GameRecord>();
  private readonly queues = new Map<number, Promise<void>>();

  constructor(private readonly database: Database) {}

  /** The game if it is the user's; otherwise 404 (another user's game is never revealed). */
  async read(gameId: number, userId: number): Promise<GameRecord> {
    const game = await this.readAnyones(gameId);
    if (game.userId !== userId) throw gameNotFound();
    return game;
  }

  /** Any user's game, for a screen its owner paired with it (the TV). */
  async readAnyones(gameId: number): Promise<GameRecord> {
    const game = this.cached.get(gameId) ?? (await this.load(gameId));
    if (!game) throw gameNotFound();
    return game;
  }

  /** With `expectedVersion`, the action applies only if the game is still at that version (else 409 game_changed). */
  async act(gameId: number, userId: number, action: GameAction, expectedVersion?: number): Promise<GameActionResponse> {
    return this.oneAtATime(gameId, () =>
      this.database.exclusive
        ? this.actInMemory(gameId, userId, action, expectedVersion)
        : this.actUnderRowLock(gameId, userId, action, expectedVersion),
    );
  }

  forgetAll(): void {
    this.cached.clear();
  }

  private async actInMemory(gameId: number, userId: number, action: GameAction, expectedVersion?: number): Promise<GameActionResponse> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const game = await this.read(gameId, userId);
      assertVersion(game.version, expectedVersion);
      const next = apply(game.state, action);
      const version = game.version + 1;
      if (await this.saveIfUnchanged(game, next, version, outcomeChangeOf(action, game.state, next))) return { state: next, version };
      // Only if the row was changed behind this process's back: read it again.
      this.cached.delete(gameId);
    }
    throw gameBusy();
  }

  private async actUnderRowLock(
    gameId: number,
    userId: number,
    action: GameAction,
    expectedVersion?: number,
  ): Promise<GameActionResponse> {
    return this.database.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ state: games.state, version: games.version })
        .from(games)
        .where(and(eq(games.id, gameId), eq(games.userId, userId)))
        .for('update');
      if (!row) throw gameNotFound();
      assertVersion(row.version, expectedVersion);
      const state = upgradeGameState(row.state);
      const next = apply(state, action);
      const version = row.version + 1;
      await tx.update(games).set({ state: next, version, updatedAt: sql`now()` }).where(eq(games.id, gameId));
      const outcome = outcomeChangeOf(action, state, next);
      if (outcome) await writeOutcomeChange(tx, gameId, outcome);
      return { state: next, version };
    });
  }

  private async load(gameId: number): Promise<GameRecord | undefined> {
    const [row] = await this.database.queryPrepared<GameRow>('game_row', GAME_ROW_SQL, [gameId]);
    if (!row) return undefined;
    const game: GameRecord = {
      id: row.id,
      userId: row.user_id,
      code: row.code,
      name: row.name,
      createdAt: new Date(row.created_at),
      version: row.version,
      // The server is the only writer of games.state and writes only states applyAction produced.
      state: upgradeGameState(row.state),
    };
    this.remember(game);
    return game;
  }

  /**
   * True when saved; false when the row is no longer at the version that was read. A judgement,
   * its undo or a reset writes its question outcomes in the same transaction.
   */
  private async saveIfUnchanged(game: GameRecord, state: GameState, version: number, outcome: OutcomeChange | null): Promise<boolean> {
    const update = async (db: DbOrTx) => {
      const result = (await db.execute(sql`
        update games set state = ${JSON.stringify(state)}::jsonb, version = ${version}, updated_at = now()
        where id = ${game.id} and version = ${game.version}`)) as unknown as { affectedRows?: number; rowCount?: number | null };
      // PGlite counts the rows in affectedRows, node-postgres in rowCount.
      return (result.affectedRows ?? result.rowCount ?? 0) > 0;
    };
    try {
      const saved = outcome
        ? await this.database.db.transaction(async (tx) => {
            if (!(await update(tx))) return false;
            await writeOutcomeChange(tx, game.id, outcome);
            return true;
          })
        : await update(this.database.db);
      if (!saved) return false;
    } catch (error) {
      this.cached.delete(game.id);
      throw error;
    }
    this.remember({ ...game, state, version });
    return true;
  }

  private remember(game: GameRecord): void {
    if (!this.database.exclusive) return;
    // A read that started before a save must not put the older version back.
    const current = this.cached.get(game.id);
    if (current && current.version > game.version) return;
    // Map keeps insertion order: re-inserting makes the first key the least recently used.
    this.cached.delete(game.id);
    this.cached.set(game.id, game);
    if (this.cached.size > MAX_CACHED_GAMES) this.cached.delete(this.cached.keys().next().value!);
  }

  private async oneAtATime<T>(gameId: number, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(gameId) ?? Promise.resolve();
    const run = previous.then(task);
    const done = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(gameId, done);
    void done.then(() => {
      if (this.queues.get(gameId) === done) this.queues.delete(gameId);
    });
    return run;
  }
}
