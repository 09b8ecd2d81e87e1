import { desc, eq, gte, sql } from 'drizzle-orm';
import {
  PRESENCE_TIMINGS,
  type AdminPresenceResponse,
  type ConnectionQuality,
  type PresenceDevice,
  type PresenceState,
} from '@app/shared/contracts/presence';
import type { Db } from '../../db/client';
import { presence, users } from '../../db/schema/index';

/** How many players the console lists, most recently active first. */
const LISTED_AT_MOST = 100;

/**
 * One heartbeat: one row written, whatever the state. The last activity moves only while the
 * player is online (active); the device is kept from the first heartbeat that sends it.
 */
export async function recordHeartbeat(
  db: Db,
  userId: number,
  heartbeat: { state: PresenceState; quality: ConnectionQuality; device?: PresenceDevice | undefined },
): Promise<void> {
  const device = heartbeat.device ? JSON.stringify(heartbeat.device) : null;
  await db
    .insert(presence)
    .values({ userId, state: heartbeat.state, connectionQuality: heartbeat.quality, device, lastActivityAt: sql`now()`, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: presence.userId,
      set: {
        state: heartbeat.state,
        connectionQuality: heartbeat.quality,
        lastActivityAt: heartbeat.state === 'online' ? sql`now()` : presence.lastActivityAt,
        device: sql`coalesce(excluded.device, ${presence.device})`,
        updatedAt: sql`now()`,
      },
    });
}

/** Sign-out: the player is offline at once, not when the heartbeats stop. */
export async function markOffline(db: Db, userId: number): Promise<void> {
  await db.update(presence).set({ state: 'offline', connectionQuality: 'offline', updatedAt: sql`now()` }).where(eq(presence.userId, userId));
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
