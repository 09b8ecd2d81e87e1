import { desc, eq, gte, sql } from 'drizzle-orm';
import type { AdminPresenceResponse, PresenceDevice } from '@app/shared/contracts/presence';
import { PRESENCE_TIMINGS, type ConnectionQuality, type PresenceState } from '@app/shared/presence';
import type { Db } from '../../db/client';
import { presence, users } from '../../db/schema/index';

/** How many players the console lists, most recently active first. */
const LISTED_AT_MOST = 100;

type Heartbeat = { state: PresenceState; quality: ConnectionQuality; page?: string | undefined; device?: PresenceDevice | undefined };

/**
 * Heartbeats are kept in memory and written together every couple of seconds: one statement for
 * every player heard from since the last write, one row per player (the latest heartbeat wins).
 * The last activity moves only while the player is online; the device is kept from the first
 * heartbeat that sends it. Nothing depends on a heartbeat being on disk at once: readers flush
 * first, and a lost heartbeat is repeated 30 to 60 s later.
 */
export class PresenceRecorder {
  private pending = new Map<number, Heartbeat & { at: Date }>();
  /** Each player's page heard from last (by this process), while it still says it is there. */
  private livePage = new Map<number, { page: string; at: number }>();
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly db: Db,
    private readonly log: { error(object: object, message: string): void },
    intervalMs = 2_000,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /**
   * A page closing says 'offline' for itself only: when another page of the player (the reloaded
   * one, another tab) has spoken since and is not stale, the player is still here.
   */
  record(userId: number, heartbeat: Heartbeat): void {
    const live = this.livePage.get(userId);
    if (heartbeat.state === 'offline') {
      if (live && heartbeat.page && live.page !== heartbeat.page && Date.now() - live.at < PRESENCE_TIMINGS.staleAfterMs) return;
      this.livePage.delete(userId);
    } else if (heartbeat.page) {
      this.livePage.set(userId, { page: heartbeat.page, at: Date.now() });
    }
    this.pending.set(userId, { ...heartbeat, at: new Date() });
  }

  /**
   * The operator reading the console is here now, whatever an earlier page said: the reloaded
   * page's closing 'offline' can land after (or the first read before) the new page's first
   * heartbeat. Only an offline (or stopped) player is put online; an idle or away one stays so.
   */
  async markViewing(userId: number): Promise<void> {
    const beat = this.pending.get(userId);
    if (beat) {
      if (beat.state === 'offline') this.pending.set(userId, { ...beat, state: 'online', quality: 'unknown', at: new Date() });
      return;
    }
    const staleBefore = new Date(Date.now() - PRESENCE_TIMINGS.staleAfterMs).toISOString();
    await this.writing;
    await this.db.execute(sql`
      insert into ${presence} (user_id, state, connection_quality, last_activity_at, updated_at)
      values (${userId}, 'online', 'unknown', now(), now())
      on conflict (user_id) do update set
        state = 'online',
        connection_quality = case when ${presence}.connection_quality = 'offline' then 'unknown' else ${presence}.connection_quality end,
        last_activity_at = now(),
        updated_at = now()
      where ${presence}.state = 'offline' or ${presence}.updated_at < ${staleBefore}::timestamptz`);
  }

  /** Sign-out: any heartbeat still in memory is dropped, and the player is offline at once. */
  async markOffline(userId: number): Promise<void> {
    this.pending.delete(userId);
    this.livePage.delete(userId);
    await this.flush();
    await this.db
      .update(presence)
      .set({ state: 'offline', connectionQuality: 'offline', updatedAt: sql`now()` })
      .where(eq(presence.userId, userId));
  }

  /** Writes what is in memory (one statement), after any write already under way. */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      if (this.pending.size === 0) return;
      const rows = [...this.pending].map(([userId, beat]) => ({
        user_id: userId,
        state: beat.state,
        quality: beat.quality,
        device: beat.device ? JSON.stringify(beat.device) : null,
        at: beat.at.toISOString(),
      }));
      this.pending = new Map();
      try {
        // The rows travel as one JSON parameter: building a statement with six parameters a row
        // cost more than the database's own work at 2,000 players.
        await this.db.execute(sql`
          insert into ${presence} (user_id, state, connection_quality, device, last_activity_at, updated_at)
          select beat.user_id, beat.state, beat.quality, beat.device, beat.at, beat.at
          from json_to_recordset(${JSON.stringify(rows)}::json) as beat(user_id integer, state text, quality text, device text, at timestamptz)
          on conflict (user_id) do update set
            state = excluded.state,
            connection_quality = excluded.connection_quality,
            last_activity_at = case when excluded.state = 'online' then excluded.last_activity_at else ${presence}.last_activity_at end,
            device = coalesce(excluded.device, ${presence}.device),
            updated_at = excluded.updated_at`);
      } catch (error) {
        // Spec 'Silent': presence failures are only logged.
        this.log.error({ err: error, players: rows.length }, 'presence write failed');
      }
    });
    return this.writing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/** A player whose heartbeats stopped is offline, whatever the last one said. */
export function effectiveState(state: PresenceState, updatedAt: Date, now: Date): PresenceState {
  return now.getTime() - updatedAt.getTime() > PRESENCE_TIMINGS.staleAfterMs ? 'offline' : state;
}

/** The console's overview: players heard from in the last day, and how many are online now. */
export async function listPresence(db: Db, now = new Date()): Promise<AdminPresenceResponse> {
  const rows = await db
    .select({
      userId: presence.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      state: presence.state,
      quality: presence.connectionQuality,
      lastActivityAt: presence.lastActivityAt,
      updatedAt: presence.updatedAt,
    })
    .from(presence)
    .innerJoin(users, eq(users.id, presence.userId))
    .where(gte(presence.updatedAt, new Date(now.getTime() - 24 * 3600_000)))
    .orderBy(desc(presence.updatedAt))
    .limit(LISTED_AT_MOST);
  const players = rows.map((row) => {
    const state = effectiveState(row.state as PresenceState, row.updatedAt, now);
    return {
      userId: row.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      state,
      quality: state === 'offline' ? 'offline' : (row.quality as ConnectionQuality),
      lastActivityAt: row.lastActivityAt.toISOString(),
    };
  });
  return { onlineNow: players.filter((player) => player.state !== 'offline').length, players };
}
